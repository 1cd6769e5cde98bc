/**
 * The visitors a shell has counted, per remote (decision 076): a bounded
 * map of recent seeds (or, for what one address may add, of addresses), each with the version of the remote its beacons
 * named, the stage (the remote's release pointer) they were counted in, and
 * what has been counted of them there. A visitor counts once a stage in
 * `gfm_visitors_total`, and once in each of the other counters the first
 * time one of their page views reaches it, however many page views they
 * send: one long visit or one broken device adds one.
 *
 * Memory is bounded: past `max` entries the least recently seen is dropped
 * (a Map keeps its insertion order; a visitor seen again moves to its end).
 * A visitor dropped and seen again in the same stage is counted again, as a
 * new visit would be. No address, cookie or page is kept: the seed (a random
 * number, decision 058) and a few marks.
 */

/** What can be counted of a visitor once a stage, as bits. */
export const MARK = {
  seen: 1,
  error: 2,
  lcpReported: 4,
  lcpNotGood: 8,
  lcpPoor: 16,
  inpReported: 32,
  inpNotGood: 64,
  inpPoor: 128,
  clsReported: 256,
  clsNotGood: 512,
  clsPoor: 1024,
} as const;

export type MarkName = keyof typeof MARK;

interface Entry {
  version: string;
  stage: string;
  marks: number;
  /** For an address: the visitors it has added to the version's count in the stage. */
  visitors: number;
}

/** Seeds kept per shell: about a day of a mall's visitors behind two shells (each remote's is an entry). */
export const RECENT_VISITORS = 20_000;
/** Addresses kept per shell, for the bad marks each may add once a stage. */
export const RECENT_ADDRESSES = 10_000;

export class RecentVisitors {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly max = RECENT_VISITORS) {}

  /**
   * Notes `marks` for the visitor `seed` of `remote` at `version` in `stage`,
   * and answers the marks not noted of them before in that stage and
   * version (all of them when either changed, or the visitor is new).
   */
  note(remote: string, seed: string, version: string, stage: string, marks: number): number {
    const key = `${remote} ${seed}`;
    const entry = this.#entries.get(key);
    this.#entries.delete(key);
    const fresh = !entry || entry.version !== version || entry.stage !== stage;
    const before = fresh ? 0 : entry.marks;
    this.#entries.set(key, { version, stage, marks: before | marks | MARK.seen, visitors: fresh ? 0 : entry.visitors });
    this.#bound();
    return (marks | MARK.seen) & ~before;
  }

  /** Whether `seed` of `remote` has been counted at `version` in `stage` (noting nothing). */
  counted(remote: string, seed: string, version: string, stage: string): boolean {
    const entry = this.#entries.get(`${remote} ${seed}`);
    return entry !== undefined && entry.version === version && entry.stage === stage;
  }

  /**
   * For an address (`seed` being the address): whether it may add one more visitor of `remote` at `version`
   * in `stage`, at most `max` (and counts them when it may).
   */
  admit(remote: string, address: string, version: string, stage: string, max: number): boolean {
    const key = `${remote} ${address}`;
    const entry = this.#entries.get(key);
    this.#entries.delete(key);
    const fresh = !entry || entry.version !== version || entry.stage !== stage;
    const visitors = fresh ? 0 : entry.visitors;
    const admitted = visitors < max;
    this.#entries.set(key, { version, stage, marks: fresh ? 0 : entry.marks, visitors: visitors + (admitted ? 1 : 0) });
    this.#bound();
    return admitted;
  }

  #bound() {
    while (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** Visitors held now. */
  get size(): number {
    return this.#entries.size;
  }
}
