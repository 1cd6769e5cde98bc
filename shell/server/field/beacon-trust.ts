import type { RemoteName } from '@gfm/shared/config/runtime-config';
import { seedValueFromCookie, type SeedRefusal } from '@gfm/release/visitor-seed';
import type { Culprit } from '../../src/field/field-beacon-body';
import type { SeedIssuer } from '../seeds/seed-issuer';
import type { VisitorLimits } from '../settings';
import { AddressLimiter, dropEnded } from './address-limiter';
import type { FieldCatalog } from './beacon-check';
import type { ServedHistory } from './served-history';

/**
 * Why a well-formed beacon does not count (decision 075), as the refusals are
 * counted (`gfm_beacons_refused_total{reason}`, which the judge never reads):
 * a seed the site did not issue (no seed, made up, altered, under a key taken
 * out), a version its page names that was not served to that seed, a seed of
 * an hour in which its address collected seeds, an address past its visitors
 * of the hour, a seed past its beacons of the hour.
 */
export type TrustRefusal = SeedRefusal | 'not-served' | 'collected' | 'address-cap' | 'seed-cap';
export const TRUST_REFUSALS: readonly TrustRefusal[] = [
  'no-seed',
  'made-up',
  'altered',
  'expired-key',
  'not-served',
  'collected',
  'address-cap',
  'seed-cap',
];

/**
 * The visitor behind an accepted beacon: what field-beacons passes on to be
 * counted per visitor. The seed is the random number the site issued (it names
 * no one); `served` the versions the page named, each checked as served to it.
 */
export interface TrustedVisitor {
  seed: string;
  served: Partial<Record<RemoteName | 'shell', string>>;
}

export type Trust = { ok: true; visitor: TrustedVisitor } | { ok: false; reason: TrustRefusal; remote: Culprit };

/** What a beacon is checked with: its cookie, the address it came from, the versions it names, and whose page it is. */
export interface TrustInput {
  cookie: string | undefined;
  address: string;
  versions: Partial<Record<RemoteName | 'shell', string>>;
  owner: Culprit;
}

const HOUR_MS = 3_600_000;

/**
 * The distinct seeds counted from each address in a window: at most `max`, a
 * seed already counted always again; over a map of at most `addresses`
 * addresses, the oldest dropped (memory is bounded), each kept only for its
 * window.
 */
export class SeedsPerAddress {
  readonly #windows = new Map<string, { start: number; seeds: Set<string> }>();

  constructor(private readonly options: { max: number; windowMs: number; addresses: number; now?: () => number }) {}

  /** Whether `seed`'s beacon from `address` may count (and counts the seed). */
  take(address: string, seed: string): boolean {
    const { max, windowMs, addresses, now = Date.now } = this.options;
    const time = now();
    dropEnded(this.#windows, time, windowMs);
    let window = this.#windows.get(address);
    if (!window || time - window.start >= windowMs) {
      this.#windows.delete(address);
      while (this.#windows.size >= addresses) {
        const oldest = this.#windows.keys().next().value;
        if (oldest === undefined) break;
        this.#windows.delete(oldest);
      }
      window = { start: time, seeds: new Set() };
      this.#windows.set(address, window);
    }
    if (window.seeds.has(seed)) return true;
    if (window.seeds.size >= max) return false;
    window.seeds.add(seed);
    return true;
  }
}

export interface BeaconTrustOptions {
  seeds: SeedIssuer;
  history: ServedHistory;
  /** The versions the shell served of a remote without a pointer (a build as it is), and its own. */
  catalog: FieldCatalog;
  limits: VisitorLimits;
  /**
   * Reads each remote's pointer (a short-lived copy), so the history has the pointer out now; with `since`, a
   * copy read at that instant or later.
   */
  refresh?: (since?: number) => Promise<unknown>;
  now?: () => number;
}

/**
 * Whether a well-formed beacon counts (decision 075): its seed is one the site
 * issued, every version its page names was served to that seed while a
 * pointer of the last hours was out, its seed was not collected (issued in an
 * hour in which its address was issued more new seeds than a network of
 * visitors is), its address is within its visitors of the hour and its seed
 * within its beacons. Counting the address's seeds and the seed's beacons is
 * the last step: a refused beacon uses up no one's share.
 */
export function createBeaconTrust({ seeds, history, catalog, limits, refresh, now = Date.now }: BeaconTrustOptions) {
  const perAddress = new SeedsPerAddress({ max: limits.seedsPerAddress, windowMs: HOUR_MS, addresses: 4096, now });
  // Keyed by seed: at most this many beacons of one visitor count in an hour.
  const perSeed = new AddressLimiter({ max: limits.beaconsPerSeed, windowMs: HOUR_MS, addresses: 65_536, now });
  const refuse = (reason: TrustRefusal, remote: Culprit): Trust => ({ ok: false, reason, remote });

  return async function trust({ cookie, address, versions, owner }: TrustInput): Promise<Trust> {
    const read = seeds.read(seedValueFromCookie(cookie));
    if ('refused' in read) return refuse(read.refused, owner);
    const arrived = now();
    await refresh?.();
    const servedNow = (name: RemoteName | 'shell', version: string) =>
      name === 'shell'
        ? catalog.knows('shell', version)
        : (history.servedTo(name, version, read.seed) ?? catalog.knows(name, version));
    for (const [name, version] of Object.entries(versions) as [RemoteName | 'shell', string][]) {
      if (servedNow(name, version)) continue;
      // The other shell may have served a pointer this one's copy (up to a few seconds old) has not seen yet:
      // a pointer read after the beacon came knows every version served before it was sent.
      await refresh?.(arrived);
      if (!servedNow(name, version)) return refuse('not-served', name);
    }
    if (seeds.collecting(address, read.issuedHour)) return refuse('collected', owner);
    if (!perAddress.take(address, read.seed)) return refuse('address-cap', owner);
    if (!perSeed.take(read.seed)) return refuse('seed-cap', owner);
    return { ok: true, visitor: { seed: read.seed, served: versions } };
  };
}

export type BeaconTrust = ReturnType<typeof createBeaconTrust>;
