import path from 'node:path';
import { DEFAULT_PORTS } from '@gfm/shared/config/environment';
import { LOG_LEVELS, type LogLevel } from './server';
import { parseSettings, SettingsError, type Env, type Schema } from './settings-schema';

/**
 * The services' settings, from their environment: one schema for the names,
 * the defaults and what each allows (docs/configuration.md is written from
 * it). `npm start` and `npm run serve` run both roles on one port with the
 * embedded stores; production runs each role on its own servers
 * (`SERVICES_ROLES`), the collector on PostgreSQL (`DATABASE_URL`).
 */
export type ServiceRole = 'content' | 'enquiries' | 'operators';

const ROLES = ['content', 'enquiries', 'operators'] as const satisfies readonly ServiceRole[];

/** A year: an enquiry is answered within days, and a visitor who comes back within the year finds their enquiry (docs/decisions/041). */
export const DEFAULT_RETENTION_DAYS = 365;

const HTTP_ADDRESS = { pattern: '^https?://', patternMeans: 'an http(s):// address' } as const;

export const SERVICES_SCHEMA = {
  SERVICES_HOST: { type: 'string', default: 'localhost', description: 'where the services listen' },
  SERVICES_PORT: {
    type: 'integer',
    default: DEFAULT_PORTS.services,
    minimum: 0,
    maximum: 65_535,
    description: 'the port they listen on',
  },
  SERVICES_LOG_LEVEL: {
    type: 'string',
    default: 'info',
    enum: LOG_LEVELS,
    description: 'their log level (`warn` leaves out the line per answer)',
  },
  SERVICES_ROLES: {
    type: 'string',
    list: true,
    itemEnum: ROLES,
    documentedDefault: '`content,enquiries`',
    description:
      "what the local services process (`stand-ins/src/server.ts`) serves: the content service, the enquiry collector, or both; `operators` (never by default) the operators' page. Production runs the collector (`collector/src/main.ts`) and the operators' page (`operators/src/main.ts`, on an internal port, decision 060) each on its own, without it",
  },
  CONTENT_DIR: {
    type: 'string',
    documentedDefault: '`stand-ins/content`',
    description: "the content service's posts (JSON files, one per tag)",
  },
  DATABASE_URL: {
    type: 'string',
    pattern: '^postgres(ql)?://',
    patternMeans: 'a postgres:// address',
    description:
      "PostgreSQL for enquiries; as the owner, the collector applies `collector/migrations/` when it starts; the topology's collectors connect as `gfm_collector`, which may only read and add (decision 041)",
  },
  ENQUIRY_STORE: {
    type: 'string',
    documentedDefault: '`.data/enquiries.jsonl`',
    description: "the collector's store without `DATABASE_URL` (one JSON line an enquiry, flushed before it answers)",
  },
  SITE_ORIGINS: {
    type: 'string',
    list: true,
    documentedDefault: '`http://localhost:3000` … `:3003` and the same on `127.0.0.1`',
    description: 'origins allowed to post enquiries (CORS), comma-separated',
  },
  ENQUIRY_RATE_PER_MINUTE: {
    type: 'integer',
    default: 5,
    minimum: 1,
    maximum: 1_000_000_000,
    description: 'enquiries the collector accepts from one address a minute',
  },
  ENQUIRY_RETENTION_DAYS: {
    type: 'integer',
    default: DEFAULT_RETENTION_DAYS,
    minimum: 1,
    maximum: 36_500,
    description:
      'days an enquiry is kept: what `npm run enquiries -- purge` deletes when not given `--older-than` (decision 041)',
  },
  TRUSTED_PROXIES: {
    type: 'string',
    list: true,
    description:
      "proxies whose `X-Forwarded-For` names the client, for the collector's rate limit (`loopback`, `uniquelocal`, addresses, CIDR ranges); none by default, so a client cannot choose the address it is counted under",
  },
  PROMETHEUS_URL: {
    type: 'string',
    ...HTTP_ADDRESS,
    documentedDefault: 'none (needed by `operators`)',
    description: "the Prometheus the operators' page reads (`http://127.0.0.1:8601` on the topology, decision 060)",
  },
  JUDGE_URL: {
    type: 'string',
    ...HTTP_ADDRESS,
    description:
      "the canary judge whose stages and decisions the operators' page shows (`http://127.0.0.1:8603` on the topology, decision 067); without it the page says there is no judge",
  },
} as const satisfies Schema;

const rootDir = path.resolve(import.meta.dirname, '../..');

export interface ServicesSettings {
  host: string;
  port: number;
  logLevel: LogLevel;
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

/** `npm start` and `npm run serve` run these on one port; the operators' page only where Prometheus is. */
const DEFAULT_ROLES: readonly ServiceRole[] = ['content', 'enquiries'];

/** The settings from `env`; throws a SettingsError naming each variable whose value cannot be right. */
export function servicesSettingsFromEnv(env: Env): ServicesSettings {
  const { settings: read, problems } = parseSettings(SERVICES_SCHEMA, env);
  const roles = read.SERVICES_ROLES.length > 0 ? read.SERVICES_ROLES : DEFAULT_ROLES;
  if (roles.includes('operators') && read.PROMETHEUS_URL === undefined)
    problems.push('the operators role needs PROMETHEUS_URL');
  if (problems.length > 0) throw new SettingsError(problems);
  return {
    host: read.SERVICES_HOST,
    port: read.SERVICES_PORT,
    logLevel: read.SERVICES_LOG_LEVEL,
    roles: new Set(roles),
    contentDir: read.CONTENT_DIR ?? path.join(rootDir, 'stand-ins/content'),
    enquiryFile: read.ENQUIRY_STORE ?? path.join(rootDir, '.data/enquiries.jsonl'),
    databaseUrl: read.DATABASE_URL,
    allowedOrigins:
      read.SITE_ORIGINS.length > 0
        ? read.SITE_ORIGINS
        : [DEFAULT_PORTS.shell, DEFAULT_PORTS.gfm43, DEFAULT_PORTS.gfmpalam, DEFAULT_PORTS.blog].flatMap((port) => [
            `http://localhost:${port}`,
            `http://127.0.0.1:${port}`,
          ]),
    ratePerMinute: read.ENQUIRY_RATE_PER_MINUTE,
    retentionDays: read.ENQUIRY_RETENTION_DAYS,
    trustedProxies: read.TRUSTED_PROXIES,
    prometheusUrl: read.PROMETHEUS_URL,
    judgeUrl: read.JUDGE_URL,
  };
}
