// @ts-check
/** The key that signs visitors' seeds (decision 075), shared by the front and the shells. */
import fs from 'node:fs';
import path from 'node:path';
import { newSeedKey, seedKeysText } from '@gfm/release/visitor-seed';

/**
 * The topology's `GFM_SEED_KEYS`: made on first start in its keys folder
 * (never committed, readable by its owner only), the same after a restart
 * so visitors keep their seeds. Tests that need a visitor of a chosen band
 * sign its seed with it (e2e/topology/canary-seeds.ts).
 * @param {string} keysDir
 * @returns {string}
 */
export function siteSeedKeys(keysDir) {
  const file = path.join(keysDir, 'seed-keys');
  if (!fs.existsSync(file)) {
    const key = newSeedKey(1);
    fs.mkdirSync(keysDir, { recursive: true });
    fs.writeFileSync(file, `${seedKeysText({ signing: key, accepted: [key] })}\n`, { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
