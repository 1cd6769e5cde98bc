import crypto from 'node:crypto';
import { bandOf, inCanary } from '../../release/src/bands';

/** `count` visitors' seeds (32 hex digits, as the front makes them), the same on every run. */
export function visitorSeeds(count: number, salt = 'visitor'): string[] {
  return Array.from({ length: count }, (_, index) =>
    crypto.createHash('sha256').update(`${salt}-${index}`).digest('hex').slice(0, 32),
  );
}

/** Whether the visitor with `seed` gets a canary of `percent` of `remote` (`gfm43`), as the front decides. */
export const getsCanary = (seed: string, remote: string, percent: number) =>
  inCanary(bandOf(seed, `remote-${remote}`), percent);

/** A seed whose visitor gets (or does not get) each listed remote's canary of `percent`. */
export function seedWhere(wanted: Record<string, boolean>, percent: number, salt = 'wanted'): string {
  for (const seed of visitorSeeds(10_000, salt))
    if (Object.entries(wanted).every(([remote, gets]) => getsCanary(seed, remote, percent) === gets)) return seed;
  throw new Error(`No seed among 10,000 with ${JSON.stringify(wanted)} at ${percent} %`);
}
