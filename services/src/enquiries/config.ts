import path from 'node:path';

export const defaultStorePath = path.resolve(import.meta.dirname, '../../../.data/enquiries.jsonl');

/** The site's own origins: the shell and each remote running alone, in development and preview. */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.SITE_ORIGINS) return env.SITE_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean);
  return [3000, 3001, 3002, 3003].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/** Enquiries accepted from one address per minute; the load test raises it. */
export function ratePerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.ENQUIRY_RATE_PER_MINUTE ?? 5);
  return Number.isFinite(value) && value > 0 ? value : 5;
}
