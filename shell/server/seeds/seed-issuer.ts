import { hourOf, newSeedKey, readSeed, signSeed, type SeedKeys } from '@gfm/release/visitor-seed';

export interface SeedIssuerOptions {
  /** The keys shared with the front and the other shells; without them, a key of this process's own. */
  keys?: SeedKeys;
  /** New seeds one address may be issued in an hour before that hour's new seeds count apart. */
  newSeedsPerAddress: number;
  /** The same for a network (an IPv4 /24, an IPv6 /48): a few addresses of one network are one collector. */
  newSeedsPerNetwork: number;
  /** Addresses and networks remembered (the oldest forgotten first): memory is bounded whatever the traffic. */
  addresses?: number;
  now?: () => number;
}

/** The hours remembered per address: a seed's beacons come within minutes, an open tab's within hours. */
const HOURS_KEPT = 3;

/** The network of an address: its IPv4 /24 (`198.51.100.0/24`), its IPv6 /48; the address itself when neither. */
export function networkOf(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.0/24`;
  if (address.includes(':')) {
    // The first three groups, with a `::` read as the zeros it stands for.
    const [head = '', tail] = address.toLowerCase().split('::');
    const groups = head.split(':').filter(Boolean);
    const filled = tail === undefined ? groups : [...groups, '0', '0', '0'];
    return `${filled.slice(0, 3).join(':')}::/48`;
  }
  return address;
}

/**
 * Issues visitors' seeds (decision 075) and remembers, per address, how many
 * new seeds it was issued in each of the last three hours (no longer: an
 * address is forgotten three hours after its last new seed). A visitor without a seed
 * the site signed gets one on their first page (from the front's
 * auth_request, or the shell's own page without a front); a seed signed with
 * an older key is signed again with the newest, keeping its number and hour,
 * so the visitor keeps their bands.
 *
 * An address issued more than `newSeedsPerAddress` new seeds in an hour (or
 * whose network was issued more than `newSeedsPerNetwork`) is collecting
 * seeds (a bot that loads pages as new visitors to find those in a canary),
 * or is a crowd of new visitors behind one address: the seeds it was issued
 * in that hour still draw canaries and get pages, but their beacons count
 * apart (beacon-trust.ts), every one of that hour, the first too, so seeds
 * collected first and used after count for nothing.
 */
export class SeedIssuer {
  readonly keys: SeedKeys;
  /** Per address and per network, the new seeds issued in each of its last hours. */
  readonly #issued = new Map<string, { hour: number; count: number }[]>();

  constructor(private readonly options: SeedIssuerOptions) {
    const key = newSeedKey(1);
    this.keys = options.keys ?? { signing: key, accepted: [key] };
  }

  /** Whether the keys are this process's own (no `GFM_SEED_KEYS`): its seeds last until it stops. */
  get ownKeys(): boolean {
    return this.options.keys === undefined;
  }

  /** The seed in a cookie's value, or why it is refused (visitor-seed.ts). */
  read(value: string | undefined) {
    return readSeed(value, this.keys);
  }

  /** A new seed for a visitor at `address`, counted in the hour of the address and of its network. */
  issue(address: string): string {
    const time = (this.options.now ?? Date.now)();
    this.#count(address, hourOf(time));
    this.#count(networkOf(address), hourOf(time));
    return signSeed(this.keys, { now: time });
  }

  /** Forgets what is older than the hours kept: the map is in the order of each key's last new seed. */
  #forget(hour: number) {
    for (const [key, hours] of this.#issued) {
      if ((hours.at(-1)?.hour ?? -Infinity) > hour - HOURS_KEPT) break;
      this.#issued.delete(key);
    }
  }

  #count(key: string, hour: number) {
    this.#forget(hour);
    const hours = (this.#issued.get(key) ?? []).filter((one) => one.hour > hour - HOURS_KEPT);
    const current = hours.find((one) => one.hour === hour);
    if (current) current.count += 1;
    else hours.push({ hour, count: 1 });
    // The key goes to the end of the map: the first entry is the one least recently issued a seed.
    this.#issued.delete(key);
    while (this.#issued.size >= (this.options.addresses ?? 8192)) {
      const oldest = this.#issued.keys().next().value;
      if (oldest === undefined) break;
      this.#issued.delete(oldest);
    }
    this.#issued.set(key, hours);
  }

  /** A seed signed again with the newest key (the same number and hour); undefined when the value is not the site's. */
  renew(value: string | undefined): string | undefined {
    const seed = this.read(value);
    return 'refused' in seed ? undefined : signSeed(this.keys, { seed: seed.seed, issuedHour: seed.issuedHour });
  }

  /** Whether `address`, or its network, was issued more new seeds in `hour` than its cap (its seeds of that hour count apart). */
  collecting(address: string, hour: number): boolean {
    this.#forget(hourOf((this.options.now ?? Date.now)()));
    const count = (key: string) => this.#issued.get(key)?.find((one) => one.hour === hour)?.count ?? 0;
    return (
      count(address) > this.options.newSeedsPerAddress || count(networkOf(address)) > this.options.newSeedsPerNetwork
    );
  }
}
