/**
 * Which visitors get a remote's canary (docs/decisions/058). A visitor's
 * cookie holds a random seed (no personal data); for each remote, the seed
 * followed by the remote's name is hashed with MurmurHash2 as nginx's
 * `split_clients` hashes it, and the hash falls in a band of a fixed ladder
 * of canary percents. A canary of `percent` reaches the visitors whose band
 * is at most `percent`. Salted by the remote's name, two remotes' bands are
 * independent: two canaries at 10 % share about 1 % of visitors, not 10 %.
 *
 * The front (deploy/nginx/front.conf.template) draws the same bands with
 * `split_clients "${seed}remote-…"` and the same ladder; the shell draws
 * them itself only when no front sits before it (`npm start`, dev).
 */

/** The percents a canary may have: each is a band, and `split_clients` lists their differences. */
export const CANARY_LADDER = [1, 5, 10, 25, 50, 100] as const;
export type Band = (typeof CANARY_LADDER)[number];

/** The visitor's seed cookie: a random number, signed by the site (visitor-seed.ts, decision 075). */
export const SEED_COOKIE = 'gfm_seed';

export const isOnLadder = (percent: number): percent is Band => (CANARY_LADDER as readonly number[]).includes(percent);

/** The highest step of the ladder at or below `percent` (0 when below the lowest): what a canary of `percent` reaches. */
export function ladderStep(percent: number): Band | 0 {
  let step: Band | 0 = 0;
  for (const band of CANARY_LADDER) if (band <= percent) step = band;
  return step;
}

/** nginx's `ngx_murmur_hash2` (src/core/ngx_murmurhash.c): MurmurHash2 with seed 0, of the string's bytes. */
export function murmurHash2(text: string): number {
  const data = Buffer.from(text, 'utf8');
  const m = 0x5bd1e995;
  let h = data.length >>> 0;
  let i = 0;
  let len = data.length;
  while (len >= 4) {
    let k = data.readInt32LE(i);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m) ^ k;
    i += 4;
    len -= 4;
  }
  // The last one to three bytes, as the C's falling-through switch takes them.
  const byte = (at: number) => data[at] ?? 0;
  if (len >= 3) h ^= byte(i + 2) << 16;
  if (len >= 2) h ^= byte(i + 1) << 8;
  if (len >= 1) h = Math.imul(h ^ byte(i), m);
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h >>> 0;
}

/**
 * Each band's upper bound on the hash, as `split_clients` computes it from
 * its parts (1 %, 4 %, 5 %, 15 %, 25 %, `*`): the sum of each part's
 * `percent × 100 × 0xffffffff / 10000`, each rounded down.
 */
const BOUNDS: readonly number[] = (() => {
  let last = 0;
  let previous = 0;
  return CANARY_LADDER.slice(0, -1).map((band) => {
    last += Math.floor(((band - previous) * 100 * 0xffffffff) / 10000);
    previous = band;
    return last;
  });
})();

/** The `split_clients` block that draws a remote's band, for the front's configuration. */
export function splitClientsParts(): string[] {
  let previous = 0;
  return CANARY_LADDER.map((band, index) => {
    const part = index === CANARY_LADDER.length - 1 ? '*' : `${band - previous}%`;
    previous = band;
    return `${part} ${band};`;
  });
}

/** A visitor's band for `remote`: a canary of `percent` reaches them when the band is at most `percent`. */
export function bandOf(seed: string, remote: string): Band {
  const hash = murmurHash2(`${seed}${remote}`);
  const index = BOUNDS.findIndex((bound) => hash < bound);
  return CANARY_LADDER[index] ?? 100;
}

/** Whether a visitor in `band` gets a canary of `percent`. */
export const inCanary = (band: Band, percent: number) => band <= ladderStep(percent);
