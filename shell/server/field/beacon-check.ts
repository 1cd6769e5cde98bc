import { BREAKPOINT_LAYOUT } from '@gfm/shared/constants';
import { MALL_IDS } from '@gfm/shared/data/malls';
import { REMOTE_NAMES, type RemoteName } from '@gfm/shared/config/runtime-config';
import type { Culprit } from '../../src/field/field-beacon-body';

/** What the shell knows to be true (field-catalog.ts): the route table's ids, and the versions it serves. */
export interface FieldCatalog {
  isRoute: (id: string) => boolean;
  /** Whether `version` is one the shell serves of `name` (a remote, or `shell` for its own build). */
  knows: (name: RemoteName | 'shell', version: string) => boolean;
}

export type Device = 'phone' | 'desktop';
/** A label value not in a known set: counted, never kept as sent. */
export const OTHER = 'other';

/** A page view as it is counted: every label from a known set (or `other`), every value clamped. */
export interface CheckedBeacon {
  /** Who owns the page's route: the mall's remote, the blog's, or the shell. */
  remote: Culprit;
  /** The versions the page names, as sent (each checked as served to the visitor before it counts: beacon-trust.ts). */
  versions: Partial<Record<RemoteName | 'shell', string>>;
  version: string;
  route: string;
  device: Device;
  lcpSeconds?: number;
  inpSeconds?: number;
  cls?: number;
  /**
   * Whose scripts threw on the page, at the version served: once per page
   * view and remote however many errors it sent, as the canary judge counts
   * page views with an error (decision 055).
   */
  errors: { remote: Culprit; version: string }[];
  /** Whose script made the interaction that set INP slow (INP above SLOW_INP_SECONDS). */
  slow?: { remote: Culprit; version: string };
}

export type BeaconCheck = { ok: true; beacon: CheckedBeacon } | { ok: false; reason: string };

/** Google's "needs improvement" line for INP: an interaction slower than this is a slow one. */
export const SLOW_INP_SECONDS = 0.2;
/** The sane ranges values are clamped to: a minute of LCP or INP, a CLS of 10. */
export const LIMITS = { lcpMs: 60_000, inpMs: 60_000, cls: 10, width: 100_000 } as const;

const NAMES: readonly string[] = [...REMOTE_NAMES, 'shell'];
const CULPRITS: readonly string[] = [...NAMES, OTHER];
const KEYS = new Set(['v', 'route', 'versions', 'width', 'lcp', 'inp', 'cls', 'inpBy', 'errors']);
const VERSION = /^[\w.+-]{1,80}$/;
const ROUTE = /^[\w./:-]{1,120}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** The remote that owns a route id of the route table: a mall's, the blog's (`<mall>/blog:<page>`), or the shell's. */
export function ownerOf(route: string): Culprit {
  const mall = MALL_IDS.find((id) => route === id || route.startsWith(`${id}/`));
  if (!mall) return route === OTHER ? OTHER : 'shell';
  return route.startsWith(`${mall}/blog:`) ? 'blog' : mall;
}

/** The device class of the layout the visitor got: the site's phone layout below BREAKPOINT_LAYOUT px. */
export const deviceOf = (width: number): Device => (width < BREAKPOINT_LAYOUT ? 'phone' : 'desktop');

/**
 * Checks a beacon's text (decision 057): JSON of exactly the shape
 * FieldBeaconBody names, with the right types; remote names from the config
 * (anything else is malformed); a route id or version the shell does not know
 * becomes `other`; values are clamped to LIMITS.
 */
export function checkBeacon(text: string, catalog: FieldCatalog): BeaconCheck {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isRecord(body)) return { ok: false, reason: 'not an object' };
  const unknownKey = Object.keys(body).find((key) => !KEYS.has(key));
  if (unknownKey !== undefined) return { ok: false, reason: `unknown field ${unknownKey}` };
  const { v, route, versions, width, lcp, inp, cls, inpBy, errors } = body;
  if (v !== 1) return { ok: false, reason: 'unknown version of the beacon' };
  if (typeof route !== 'string' || !ROUTE.test(route)) return { ok: false, reason: 'route' };
  if (!isNumber(width)) return { ok: false, reason: 'width' };
  if (!isRecord(versions)) return { ok: false, reason: 'versions' };
  for (const [name, version] of Object.entries(versions))
    if (!NAMES.includes(name) || typeof version !== 'string' || !VERSION.test(version))
      return { ok: false, reason: `versions.${name}` };
  for (const [name, value] of Object.entries({ lcp, inp, cls }))
    if (value !== undefined && !isNumber(value)) return { ok: false, reason: name };
  if (inpBy !== undefined && (typeof inpBy !== 'string' || !CULPRITS.includes(inpBy)))
    return { ok: false, reason: 'inpBy' };
  if (errors !== undefined) {
    if (!isRecord(errors)) return { ok: false, reason: 'errors' };
    for (const [name, count] of Object.entries(errors))
      if (!CULPRITS.includes(name) || !isNumber(count)) return { ok: false, reason: `errors.${name}` };
  }

  // Each label from a known set: a version the shell does not serve is `other`.
  const versionOf = (name: Culprit): string => {
    const version = versions[name];
    return name !== OTHER && typeof version === 'string' && catalog.knows(name, version) ? version : OTHER;
  };
  const known = catalog.isRoute(route) ? route : OTHER;
  const remote = ownerOf(known);
  const inpSeconds = inp === undefined ? undefined : clamp(inp as number, LIMITS.inpMs) / 1000;
  const threw = Object.entries((errors ?? {}) as Record<Culprit, number>).flatMap(([name, count]) =>
    count >= 1 ? [{ remote: name as Culprit, version: versionOf(name as Culprit) }] : [],
  );
  const slowBy = (inpBy ?? OTHER) as Culprit;
  return {
    ok: true,
    beacon: {
      remote,
      versions: versions as CheckedBeacon['versions'],
      version: versionOf(remote),
      route: known,
      device: deviceOf(clamp(width, LIMITS.width)),
      ...(lcp === undefined ? {} : { lcpSeconds: clamp(lcp as number, LIMITS.lcpMs) / 1000 }),
      ...(inpSeconds === undefined ? {} : { inpSeconds }),
      ...(cls === undefined ? {} : { cls: clamp(cls as number, LIMITS.cls) }),
      errors: threw,
      ...(inpSeconds !== undefined && inpSeconds > SLOW_INP_SECONDS
        ? { slow: { remote: slowBy, version: versionOf(slowBy) } }
        : {}),
    },
  };
}
