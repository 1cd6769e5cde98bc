import type { KeyObject } from 'node:crypto';
import { REMOTE_NAMES, RuntimeConfigError, type RemoteName } from '@gfm/shared/config/runtime-config';
import { isPointer } from '@gfm/release/pointer';
import { publicKeyFromText } from '@gfm/release/signature';
import { seedKeysFromText, type SeedKeys } from '@gfm/release/visitor-seed';

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
  /** Pages waiting to render; one more is answered at once, with the page's last copy or a 503 (decision 046). */
  renderQueue: number;
  /** From a request's arrival, how long its page may wait and render before the render is aborted. */
  pageDeadlineMs: number;
  /** Versions of each remote kept loaded: the current one, the canary, the one before (decision 046). */
  versionsKept: number;
  /** What the V8 heap holds alive, in bytes, past which the server stops cleanly to be started again. */
  memoryLimitBytes: number;
  /** How long a stopping server lets requests in flight finish. */
  stopGraceMs: number;
  /** How long a cache in front (a CDN, the nginx front) holds a page as fresh: a release reaches visitors within it (decision 047). */
  pageSharedMaxAgeS: number;
  /** How long a cache in front may go on serving a page while no shell server answers, at most (decision 047). */
  pageStaleIfErrorS: number;
  /**
   * A folder of the server's own that outlives it, where it keeps the last
   * signed pointer it took of each remote (release-sequences.ts); required
   * once any remote is signed.
   */
  stateDir?: string;
  /** Proxies whose `X-Forwarded-For` names the visitor (`loopback`, addresses, CIDRs): the beacons' limit is per visitor. */
  trustedProxies: string[];
  /**
   * The collectors' `/api/enquiries` addresses a contact form sent to the server is forwarded to, tried in
   * turn (decision 078); none: the site's enquiry endpoint.
   */
  enquiryCollectors: string[];
  /** The keys that sign visitors' seeds, shared with the front and the other shells (decision 075); none: a key of this process's own. */
  seedKeys?: SeedKeys;
  /** What one address and one seed may add to the field data in an hour (decision 075). */
  visitorLimits: VisitorLimits;
}

/** What one address and one visitor may add to the field data in an hour (decision 075). */
export interface VisitorLimits {
  /** New seeds issued to one address in an hour past which that hour's new seeds count apart (a collector of seeds). */
  newSeedsPerAddress: number;
  /** The same for a network: an IPv4 /24, an IPv6 /48. */
  newSeedsPerNetwork: number;
  /** Distinct seeds whose beacons count from one address in an hour (a NAT's visitors: bounded, not zero). */
  seedsPerAddress: number;
  /** Beacons that count from one seed in an hour. */
  beaconsPerSeed: number;
}

/** The variable holding a remote team's public keys (docs/decisions/042): `REMOTE_GFM43_PUBLIC_KEY`. */
export const publicKeyVariable = (remote: RemoteName) => `REMOTE_${remote.toUpperCase()}_PUBLIC_KEY`;

/** The names the server reads, so a misspelt one is caught (`unknownConfigVariables`). */
export const SERVER_ENV = [
  'SHELL_HOST',
  'SHELL_PORT',
  'SHELL_LOG_LEVEL',
  'SHELL_PAGE_CACHE_MB',
  'SHELL_RENDER_CONCURRENCY',
  'SHELL_RENDER_QUEUE',
  'SHELL_PAGE_DEADLINE_MS',
  'SHELL_VERSIONS_KEPT',
  'SHELL_MEMORY_LIMIT_MB',
  'SHELL_STOP_GRACE_MS',
  'SHELL_PAGE_SHARED_MAX_AGE_S',
  'SHELL_PAGE_STALE_IF_ERROR_S',
  'SHELL_STATE_DIR',
  'SHELL_ENQUIRY_COLLECTORS',
  'TRUSTED_PROXIES',
  'GFM_SEED_KEYS',
  'FIELD_NEW_SEEDS_PER_ADDRESS',
  'FIELD_NEW_SEEDS_PER_NETWORK',
  'FIELD_SEEDS_PER_ADDRESS',
  'FIELD_BEACONS_PER_SEED',
  ...REMOTE_NAMES.map(publicKeyVariable),
] as const;

/** This machine: where plain http cannot be read or changed by anyone between the shell and a remote. */
export function isLoopback(address: string): boolean {
  const host = new URL(address).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * Each remote's public keys (docs/decisions/042), from `REMOTE_<NAME>_PUBLIC_KEY`
 * (comma-separated while a team replaces its key), checked against its
 * address; throws naming each variable that cannot be right. A remote
 * beyond this machine must be a signed release pointer over https (the
 * server also refuses redirects); one on this machine may be a build's plain
 * `remoteEntry.js`, unsigned, as `npm run serve` and the development servers
 * publish it.
 */
export function remoteKeysFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  remotes: Readonly<Record<RemoteName, string>>,
): Partial<Record<RemoteName, KeyObject[]>> {
  const problems: string[] = [];
  const keys: Partial<Record<RemoteName, KeyObject[]>> = {};
  for (const remote of REMOTE_NAMES) {
    const variable = publicKeyVariable(remote);
    const address = remotes[remote];
    const texts = (env[variable] ?? '')
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean);
    try {
      if (texts.length > 0) keys[remote] = texts.map(publicKeyFromText);
    } catch (error) {
      problems.push(`${variable}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const local = isLoopback(address);
    if (!local && new URL(address).protocol !== 'https:')
      problems.push(`${remote}'s address must be https beyond this machine, not ${JSON.stringify(address)}`);
    if (texts.length > 0 && !isPointer(address))
      problems.push(
        `${remote} has a public key (${variable}), so its address must be its signed releases.json, not ${JSON.stringify(address)}`,
      );
    if (texts.length === 0 && !local)
      problems.push(`${variable} is missing: a remote beyond this machine runs only code its team signed`);
  }
  if (problems.length > 0) throw new RuntimeConfigError(problems.join('; '));
  return keys;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A comma-separated list, its entries trimmed, empty ones left out. */
const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

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
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
    return value;
  };
  const logLevel = env.SHELL_LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    problems.push(`SHELL_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(logLevel)}`);
  const settings: ServerSettings = {
    host: env.SHELL_HOST || 'localhost',
    port: number('SHELL_PORT', 3000, { min: 0, max: 65535 }),
    logLevel: logLevel as ServerSettings['logLevel'],
    distDir,
    pageCacheBytes: number('SHELL_PAGE_CACHE_MB', 64, { min: 1, max: 4096 }) * 1024 * 1024,
    renderConcurrency: number('SHELL_RENDER_CONCURRENCY', 4, { min: 1, max: 64 }),
    renderQueue: number('SHELL_RENDER_QUEUE', 16, { min: 0, max: 10_000 }),
    pageDeadlineMs: number('SHELL_PAGE_DEADLINE_MS', 4000, { min: 100, max: 60_000 }),
    versionsKept: number('SHELL_VERSIONS_KEPT', 3, { min: 1, max: 20 }),
    // Below node-flags.mjs's 192 MB old space: the server stops while it still has room to finish what it does.
    memoryLimitBytes: number('SHELL_MEMORY_LIMIT_MB', 160, { min: 16, max: 65_536 }) * 1024 * 1024,
    stopGraceMs: number('SHELL_STOP_GRACE_MS', 10_000, { min: 0, max: 600_000 }),
    pageSharedMaxAgeS: number('SHELL_PAGE_SHARED_MAX_AGE_S', 60, { min: 0, max: 3600 }),
    pageStaleIfErrorS: number('SHELL_PAGE_STALE_IF_ERROR_S', 86_400, { min: 0, max: 7 * 86_400 }),
    ...(env.SHELL_STATE_DIR ? { stateDir: env.SHELL_STATE_DIR } : {}),
    trustedProxies: list(env.TRUSTED_PROXIES),
    enquiryCollectors: list(env.SHELL_ENQUIRY_COLLECTORS),
    visitorLimits: {
      newSeedsPerAddress: number('FIELD_NEW_SEEDS_PER_ADDRESS', 20, { min: 1 }),
      newSeedsPerNetwork: number('FIELD_NEW_SEEDS_PER_NETWORK', 60, { min: 1 }),
      seedsPerAddress: number('FIELD_SEEDS_PER_ADDRESS', 30, { min: 1 }),
      beaconsPerSeed: number('FIELD_BEACONS_PER_SEED', 120, { min: 1 }),
    },
  };
  for (const collector of settings.enquiryCollectors)
    if (!URL.canParse(collector) || !/^https?:$/.test(new URL(collector).protocol))
      problems.push(`SHELL_ENQUIRY_COLLECTORS must list http(s) addresses, not ${JSON.stringify(collector)}`);
  if (env.GFM_SEED_KEYS) {
    const keys = seedKeysFromText(env.GFM_SEED_KEYS);
    if (keys instanceof Error) problems.push(`GFM_SEED_KEYS: ${keys.message}`);
    else settings.seedKeys = keys;
  }
  const signed = REMOTE_NAMES.filter((remote) => (env[publicKeyVariable(remote)] ?? '').trim() !== '');
  if (signed.length > 0 && !settings.stateDir)
    problems.push(
      `SHELL_STATE_DIR is missing: with signed remotes (${signed.join(', ')}) the server keeps the last pointer it took of each there, so a restart does not take an older one`,
    );
  if (problems.length > 0) throw new RuntimeConfigError(problems.join('; '));
  return settings;
}
