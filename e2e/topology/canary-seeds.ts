import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bandOf, inCanary } from '../../release/src/bands';
import { hourOf, seedKeysFromText, signSeed } from '../../release/src/visitor-seed';
import { state } from './topology-state';

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

/**
 * The cookie of a visitor with `seed`, as the site signs it with the topology's key (decision 075): a visitor
 * who came yesterday, so their seed was not among the new seeds of this hour of the test's address.
 */
export function seedCookie(seed: string): string {
  const keys = seedKeysFromText(fs.readFileSync(path.join(state().keysDir, 'seed-keys'), 'utf8').trim());
  if (keys instanceof Error) throw keys;
  return `gfm_seed=${signSeed(keys, { seed, issuedHour: hourOf(Date.now()) - 24 })}`;
}
