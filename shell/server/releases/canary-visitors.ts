import type { IncomingHttpHeaders } from 'node:http';
import { REMOTE_NAMES, type RemoteName } from '@gfm/shared/config/runtime-config';
import { bandOf, inCanary, ladderStep } from '@gfm/release/bands';
import { seedValueFromCookie } from '@gfm/release/visitor-seed';
import type { SeedIssuer } from '../seeds/seed-issuer';

/**
 * Which of each remote's canaries a visitor gets (docs/decisions/058).
 *
 * Behind the front, the front decides: it draws the visitor's band of each
 * remote from their seed cookie, compares it with the canaries the shells
 * list at `CANARIES_PATH`, keys its cache by the result and sends it in
 * `X-Gfm-Canary` (`gfm43=canary,gfmpalam=current,blog=current`), a header it
 * always overwrites. Without a front (`npm start`, dev) the shell draws the
 * same bands from the same cookie itself, if the site signed it (decision 075).
 */
export const CANARY_HEADER = 'x-gfm-canary';
/** Where the front asks which canaries are out, and the header of the answer (`gfm43=10,blog=50`). */
export const CANARIES_PATH = '/_gfm/canaries';
export const CANARIES_HEADER = 'x-gfm-canaries';
/** What the front asks of a shell for a visitor without a current seed (`new`, `renew`), and the header of the seed it gets. */
export const SEED_REQUEST_HEADER = 'x-gfm-seed-request';
export const SEED_HEADER = 'x-gfm-seed';

/** The name a remote's band is salted with: its app's, as the front's `split_clients` writes it. */
export const saltOf = (remote: RemoteName) => `remote-${remote}`;

export interface CanaryVisitor {
  /** Whether the visitor gets `remote`'s canary of `percent`. */
  gets(remote: RemoteName, percent: number): boolean;
  /** Who decided: the front (the page may be kept by it), the visitor's seed (the shell alone), or nobody (no canary for them). */
  decidedBy: 'front' | 'seed' | 'nobody';
  /** A seed the shell issued (or signed again) for a visitor without a current one (only without a front): the cookie's value to set. */
  newSeed?: string;
}

const NOBODY: CanaryVisitor = { gets: () => false, decidedBy: 'nobody' };

function fromFront(value: string): CanaryVisitor {
  const canaries = new Set(
    value
      .split(',')
      .map((part) => part.trim().split('='))
      .filter(([remote, choice]) => (REMOTE_NAMES as readonly string[]).includes(remote ?? '') && choice === 'canary')
      .map(([remote]) => remote),
  );
  return { gets: (remote) => canaries.has(remote), decidedBy: 'front' };
}

function fromSeed(seed: string, newSeed?: string): CanaryVisitor {
  return {
    gets: (remote, percent) => inCanary(bandOf(seed, saltOf(remote)), percent),
    decidedBy: 'seed',
    ...(newSeed ? { newSeed } : {}),
  };
}

/**
 * The visitor of a request. Without a front's decision, their seed cookie
 * decides if the site signed it (`seeds`); `seedless` says what a visitor
 * without one gets: a new seed issued to their `address` (a page, which then
 * sets the cookie) or no canary (a file read alongside a page, which sets none).
 */
export function canaryVisitor(
  headers: IncomingHttpHeaders,
  seedless: { newSeedFor: string } | 'current',
  seeds: SeedIssuer,
): CanaryVisitor {
  const decided = headers[CANARY_HEADER];
  if (typeof decided === 'string') return fromFront(decided);
  const value = seedValueFromCookie(headers.cookie);
  const read = seeds.read(value);
  if (!('refused' in read))
    return fromSeed(read.seed, read.stale && seedless !== 'current' ? seeds.renew(value) : undefined);
  if (seedless === 'current') return NOBODY;
  const issued = seeds.issue(seedless.newSeedFor);
  const made = seeds.read(issued);
  return 'refused' in made ? NOBODY : fromSeed(made.seed, issued);
}

/** The visitor who gets no canary: crawlers of the sitemap, the service worker's lists without a seed. */
export const currentOnly = (): CanaryVisitor => NOBODY;

/** The `X-Gfm-Canaries` value: each remote with a canary out and the step of the ladder it reaches. */
export function canariesHeader(percents: Partial<Record<RemoteName, number>>): string {
  return REMOTE_NAMES.flatMap((remote) => {
    const step = ladderStep(percents[remote] ?? 0);
    return step > 0 ? [`${remote}=${step}`] : [];
  }).join(',');
}
