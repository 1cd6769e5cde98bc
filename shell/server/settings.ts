import type { KeyObject } from 'node:crypto';
import { REMOTE_NAMES, RuntimeConfigError, type RemoteName } from '@gfm/shared/config/runtime-config';
import { isPointer } from '@gfm/release/pointer';
import { publicKeyFromText } from '@gfm/release/signature';
import { LOG_LEVELS, type LogLevel } from '@gfm/server-kit/server';
import { parseSettings, type Schema } from '@gfm/server-kit/settings-schema';
import { seedKeysFromText, type SeedKeys } from '@gfm/release/visitor-seed';
import { SEEDS_PER_ADDRESS } from '@gfm/judge/evidence-limits';

/** The shell server's own settings (the site's configuration is `configFromEnv`'s). */
export interface ServerSettings {
  host: string;
  port: number;
  logLevel: LogLevel;
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

/**
 * The server's variables (docs/configuration.md is written from them), so a
 * misspelt one is caught too (`unknownConfigVariables`).
 */
export const SHELL_SCHEMA = {
  SHELL_HOST: { type: 'string', default: 'localhost', description: "where the shell's production server listens" },
  SHELL_PORT: {
    type: 'integer',
    default: 3000,
    minimum: 0,
    maximum: 65_535,
    description: 'the port it listens on (`npm run serve` sets it from `PORT_SHELL`)',
  },
  SHELL_LOG_LEVEL: {
    type: 'string',
    default: 'info',
    enum: LOG_LEVELS,
    description: 'its log level (`warn` leaves out the line per answer)',
  },
  SHELL_PAGE_CACHE_MB: { type: 'integer', default: 64, minimum: 1, maximum: 4096, description: 'rendered pages kept' },
  SHELL_RENDER_CONCURRENCY: {
    type: 'integer',
    default: 4,
    minimum: 1,
    maximum: 64,
    description: 'pages rendered at once (rendering is CPU work: about the number of cores)',
  },
  SHELL_RENDER_QUEUE: {
    type: 'integer',
    default: 16,
    minimum: 0,
    maximum: 10_000,
    description:
      'pages waiting to render, past which a page is answered at once with its last copy or a 503 with `Retry-After` (decision 046)',
  },
  SHELL_PAGE_DEADLINE_MS: {
    type: 'integer',
    default: 4000,
    minimum: 100,
    maximum: 60_000,
    description:
      "the time from a request's arrival to its page's end of waiting and rendering, when the render is aborted (decision 046)",
  },
  SHELL_VERSIONS_KEPT: {
    type: 'integer',
    default: 3,
    minimum: 1,
    maximum: 20,
    description:
      'versions of each remote kept loaded (the ones used last: the current one, the canary, the one before)',
  },
  SHELL_MEMORY_LIMIT_MB: {
    type: 'integer',
    // Below node-flags.mjs's 192 MB old space: the server stops while it still has room to finish what it does.
    default: 160,
    minimum: 16,
    maximum: 65_536,
    description:
      'the heap after a full collection past which the server stops cleanly (exit code 75) for its supervisor to start it again; below the 192 MB old space of its Node flags (decision 046)',
  },
  SHELL_STOP_GRACE_MS: {
    type: 'integer',
    default: 10_000,
    minimum: 0,
    maximum: 600_000,
    description: 'how long a stopping server lets requests in flight finish',
  },
  SHELL_PAGE_SHARED_MAX_AGE_S: {
    type: 'integer',
    default: 60,
    minimum: 0,
    maximum: 3600,
    description:
      'how long a cache in front (CDN, the nginx front) holds a page fresh, so a release reaches it within that (decision 047)',
  },
  SHELL_PAGE_STALE_IF_ERROR_S: {
    type: 'integer',
    default: 86_400,
    minimum: 0,
    maximum: 7 * 86_400,
    description:
      "how long a cache in front may serve the page while no shell answers, never past a change of the page's opening hours (decision 047)",
  },
  SHELL_STATE_DIR: {
    type: 'string',
    description:
      "a folder of the server's own that outlives it, where it keeps the last signed pointer it took of each remote; required once a `REMOTE_*_PUBLIC_KEY` is set (decision 048)",
  },
  SHELL_ENQUIRY_COLLECTORS: {
    type: 'string',
    list: true,
    documentedDefault: "the site's `ENQUIRY_ENDPOINT`",
    description:
      "the collectors' `/api/enquiries` addresses (comma-separated, tried in turn) a contact form sent to the server before the page's scripts is forwarded to; they must trust the shell as a proxy (`TRUSTED_PROXIES`) to count each visitor (decision 078)",
  },
  TRUSTED_PROXIES: {
    type: 'string',
    list: true,
    description:
      "the proxies whose `X-Forwarded-For` names the visitor: the front's address only (the topology: `127.0.0.1`), never a range a visitor may connect from (decision 075)",
  },
  GFM_SEED_KEYS: {
    type: 'string',
    documentedDefault: "none: a key of the process's own, its seeds counting only until it stops (a warning)",
    description:
      "the keys that sign visitors' seeds, `<id>:<secret>,…` (secret: 32 or more of `A-Z a-z 0-9 _ -`), the signing key first, every one accepted; the same on every shell and on the front (nginx's environment, for its njs). To rotate: add a new id after the others, then put it first, then drop the old one a day later (decision 075)",
  },
  FIELD_NEW_SEEDS_PER_ADDRESS: {
    type: 'integer',
    default: 20,
    minimum: 1,
    description:
      "new seeds one address is issued in an hour past which the field beacons of that hour's new seeds from it count apart (decision 075)",
  },
  FIELD_NEW_SEEDS_PER_NETWORK: {
    type: 'integer',
    default: 60,
    minimum: 1,
    description: 'the same for one network (IPv4 /24, IPv6 /48) (decision 075)',
  },
  FIELD_SEEDS_PER_ADDRESS: {
    type: 'integer',
    default: SEEDS_PER_ADDRESS,
    minimum: 1,
    description: 'distinct seeds whose beacons count from one address in an hour (decision 075)',
  },
  FIELD_BEACONS_PER_SEED: {
    type: 'integer',
    default: 120,
    minimum: 1,
    description: 'beacons that count from one seed in an hour (decision 075)',
  },
  ...Object.fromEntries(
    REMOTE_NAMES.map((remote) => [
      publicKeyVariable(remote),
      {
        type: 'string',
        description: `remote-${remote}'s team's public signing key(s), comma-separated while one replaces another: the remote's address must then be its \`releases.json\`, and the server runs only what the key signed. Required, with https, for a remote beyond this machine (decision 042); a remote on this machine may be unsigned, with a warning`,
      } as const,
    ]),
  ),
} as const satisfies Schema;

/** The names the server reads, so a misspelt one is caught (`unknownConfigVariables`). */
export const SERVER_ENV = Object.keys(SHELL_SCHEMA);

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

/**
 * The server's settings from its environment; throws naming each variable
 * whose value cannot be right. `distDir` is the folder above the server's
 * own bundle (`shell/dist`).
 */
export function settingsFromEnv(env: Readonly<Record<string, string | undefined>>, distDir: string): ServerSettings {
  const { settings: read, problems } = parseSettings(SHELL_SCHEMA, env);
  const settings: ServerSettings = {
    host: read.SHELL_HOST,
    port: read.SHELL_PORT,
    logLevel: read.SHELL_LOG_LEVEL,
    distDir,
    pageCacheBytes: read.SHELL_PAGE_CACHE_MB * 1024 * 1024,
    renderConcurrency: read.SHELL_RENDER_CONCURRENCY,
    renderQueue: read.SHELL_RENDER_QUEUE,
    pageDeadlineMs: read.SHELL_PAGE_DEADLINE_MS,
    versionsKept: read.SHELL_VERSIONS_KEPT,
    memoryLimitBytes: read.SHELL_MEMORY_LIMIT_MB * 1024 * 1024,
    stopGraceMs: read.SHELL_STOP_GRACE_MS,
    pageSharedMaxAgeS: read.SHELL_PAGE_SHARED_MAX_AGE_S,
    pageStaleIfErrorS: read.SHELL_PAGE_STALE_IF_ERROR_S,
    ...(read.SHELL_STATE_DIR ? { stateDir: read.SHELL_STATE_DIR } : {}),
    trustedProxies: read.TRUSTED_PROXIES,
    enquiryCollectors: read.SHELL_ENQUIRY_COLLECTORS,
    visitorLimits: {
      newSeedsPerAddress: read.FIELD_NEW_SEEDS_PER_ADDRESS,
      newSeedsPerNetwork: read.FIELD_NEW_SEEDS_PER_NETWORK,
      seedsPerAddress: read.FIELD_SEEDS_PER_ADDRESS,
      beaconsPerSeed: read.FIELD_BEACONS_PER_SEED,
    },
  };
  for (const collector of settings.enquiryCollectors)
    if (!URL.canParse(collector) || !/^https?:$/.test(new URL(collector).protocol))
      problems.push(`SHELL_ENQUIRY_COLLECTORS must list http(s) addresses, not ${JSON.stringify(collector)}`);
  if (read.GFM_SEED_KEYS) {
    const keys = seedKeysFromText(read.GFM_SEED_KEYS);
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
