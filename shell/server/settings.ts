import { RuntimeConfigError } from '@gfm/shared/config/runtime-config';

/** The shell server's own settings (the site's configuration is `configFromEnv`'s). */
export interface ServerSettings {
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The shell's browser build, whose files the server serves. */
  distDir: string;
  /** Bytes of rendered pages the server keeps. */
  pageCacheBytes: number;
  /** Pages rendered at once (rendering is CPU work: about the number of cores). */
  renderConcurrency: number;
  /** How long a stopping server lets requests in flight finish. */
  stopGraceMs: number;
}

/** The names the server reads, so a misspelt one is caught (`unknownConfigVariables`). */
export const SERVER_ENV = ['SHELL_HOST', 'SHELL_PORT', 'SHELL_LOG_LEVEL', 'SHELL_PAGE_CACHE_MB', 'SHELL_RENDER_CONCURRENCY', 'SHELL_STOP_GRACE_MS'] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The server's settings from its environment; throws naming each variable
 * whose value cannot be right. `distDir` is the folder above the server's
 * own bundle (`shell/dist`).
 */
export function settingsFromEnv(env: Readonly<Record<string, string | undefined>>, distDir: string): ServerSettings {
  const problems: string[] = [];
  const number = (name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) problems.push(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
    return value;
  };
  const logLevel = env.SHELL_LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) problems.push(`SHELL_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(logLevel)}`);
  const settings: ServerSettings = {
    host: env.SHELL_HOST || 'localhost',
    port: number('SHELL_PORT', 3000, { min: 0, max: 65535 }),
    logLevel: logLevel as ServerSettings['logLevel'],
    distDir,
    pageCacheBytes: number('SHELL_PAGE_CACHE_MB', 64, { min: 1, max: 4096 }) * 1024 * 1024,
    renderConcurrency: number('SHELL_RENDER_CONCURRENCY', 4, { min: 1, max: 64 }),
    stopGraceMs: number('SHELL_STOP_GRACE_MS', 10_000, { min: 0, max: 600_000 }),
  };
  if (problems.length > 0) throw new RuntimeConfigError(problems.join('; '));
  return settings;
}
