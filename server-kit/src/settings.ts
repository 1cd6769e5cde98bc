import path from 'node:path';
import { DEFAULT_PORTS } from '@gfm/shared/config/environment';

/**
 * The services' settings, from their environment: one place for the names and
 * the defaults. `npm start` and `npm run serve` run both roles on one port
 * with the embedded stores; production runs each role on its own servers
 * (`SERVICES_ROLES`), the collector on PostgreSQL (`DATABASE_URL`).
 */
export type ServiceRole = 'content' | 'enquiries' | 'operators';

export interface ServicesSettings {
  host: string;
  port: number;
  roles: ReadonlySet<ServiceRole>;
  /** Folder of the content service's posts. */
  contentDir: string;
  /** The embedded enquiry store (one JSON line an enquiry), used when there is no database. */
  enquiryFile: string;
  /** PostgreSQL for enquiries; the embedded store when unset. */
  databaseUrl: string | undefined;
  /** Origins allowed to send enquiries from a browser (the site's own). */
  allowedOrigins: string[];
  /** Enquiries accepted from one client address per minute. */
  ratePerMinute: number;
  /** Days an enquiry is kept: `npm run enquiries -- purge` deletes older ones (docs/decisions/041). */
  retentionDays: number;
  /**
   * The proxies whose `X-Forwarded-For` names the client (proxy-addr's
   * syntax: addresses, CIDR ranges, `loopback`, `uniquelocal`); none by
   * default, so a client cannot choose the address it is counted under.
   */
  trustedProxies: string[];
  /** Prometheus's address, which the operators' page reads (decision 060). */
  prometheusUrl: string | undefined;
  /** The canary judge's address (its `GET /decisions`), whose stages and decisions the operators' page shows (decision 067). */
  judgeUrl: string | undefined;
}

/** The names the services read, each once. */
export const SERVICES_ENV = {
  host: 'SERVICES_HOST',
  port: 'SERVICES_PORT',
  roles: 'SERVICES_ROLES',
  contentDir: 'CONTENT_DIR',
  enquiryFile: 'ENQUIRY_STORE',
  databaseUrl: 'DATABASE_URL',
  allowedOrigins: 'SITE_ORIGINS',
  ratePerMinute: 'ENQUIRY_RATE_PER_MINUTE',
  retentionDays: 'ENQUIRY_RETENTION_DAYS',
  trustedProxies: 'TRUSTED_PROXIES',
  prometheusUrl: 'PROMETHEUS_URL',
  judgeUrl: 'JUDGE_URL',
} as const;

/** A year: an enquiry is answered within days, and a visitor who comes back within the year finds their enquiry (docs/decisions/041). */
export const DEFAULT_RETENTION_DAYS = 365;

const rootDir = path.resolve(import.meta.dirname, '../..');
const ROLES: readonly ServiceRole[] = ['content', 'enquiries', 'operators'];
/** `npm start` and `npm run serve` run these on one port; the operators' page only where Prometheus is. */
const DEFAULT_ROLES: readonly ServiceRole[] = ['content', 'enquiries'];

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The settings from `env`; throws naming each variable whose value cannot be right. */
export function servicesSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): ServicesSettings {
  const problems: string[] = [];
  const read = (name: string) => (env[name] === '' ? undefined : env[name]);
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
    return value;
  };
  const roles = list(read(SERVICES_ENV.roles) ?? DEFAULT_ROLES.join(','));
  for (const role of roles)
    if (!(ROLES as readonly string[]).includes(role))
      problems.push(`${SERVICES_ENV.roles} takes ${ROLES.join(', ')}, not ${JSON.stringify(role)}`);
  const prometheusUrl = read(SERVICES_ENV.prometheusUrl);
  if (prometheusUrl !== undefined && !/^https?:\/\//.test(prometheusUrl))
    problems.push(`${SERVICES_ENV.prometheusUrl} must be an http(s):// address`);
  if (roles.includes('operators') && prometheusUrl === undefined)
    problems.push(`the operators role needs ${SERVICES_ENV.prometheusUrl}`);
  const judgeUrl = read(SERVICES_ENV.judgeUrl);
  if (judgeUrl !== undefined && !/^https?:\/\//.test(judgeUrl))
    problems.push(`${SERVICES_ENV.judgeUrl} must be an http(s):// address`);
  const databaseUrl = read(SERVICES_ENV.databaseUrl);
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push(`${SERVICES_ENV.databaseUrl} must be a postgres:// address`);
  const settings: ServicesSettings = {
    host: read(SERVICES_ENV.host) ?? 'localhost',
    port: whole(SERVICES_ENV.port, DEFAULT_PORTS.services, 0, 65535),
    roles: new Set(roles as ServiceRole[]),
    contentDir: read(SERVICES_ENV.contentDir) ?? path.join(rootDir, 'stand-ins/content'),
    enquiryFile: read(SERVICES_ENV.enquiryFile) ?? path.join(rootDir, '.data/enquiries.jsonl'),
    databaseUrl,
    allowedOrigins: read(SERVICES_ENV.allowedOrigins)
      ? list(read(SERVICES_ENV.allowedOrigins))
      : [DEFAULT_PORTS.shell, DEFAULT_PORTS.gfm43, DEFAULT_PORTS.gfmpalam, DEFAULT_PORTS.blog].flatMap((port) => [
          `http://localhost:${port}`,
          `http://127.0.0.1:${port}`,
        ]),
    ratePerMinute: whole(SERVICES_ENV.ratePerMinute, 5, 1, 1_000_000_000),
    retentionDays: whole(SERVICES_ENV.retentionDays, DEFAULT_RETENTION_DAYS, 1, 36_500),
    trustedProxies: list(read(SERVICES_ENV.trustedProxies)),
    prometheusUrl,
    judgeUrl,
  };
  if (problems.length > 0) throw new Error(`The services' settings cannot be right: ${problems.join('; ')}`);
  return settings;
}
