// @ts-check
/** The remote teams' signing keys and first releases, as each team would make them on its own machine. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { POINTER_FILE } from '@gfm/release/pointer';
import { publicKeyText } from '@gfm/release/signature';
import { createReleaseKey, run as releaseCommand } from '@gfm/release/command';

/** The shell's variable for a remote's setting: `REMOTE_GFM43_<suffix>`. @param {string} name @param {string} suffix */
export const remoteVariable = (name, suffix) => `REMOTE_${name.replace('remote-', '').toUpperCase()}_${suffix}`;

/**
 * Each team's signing key (docs/decisions/042): made here on first start, in
 * the topology's own state folder (never committed). Returns the shell's
 * variables naming each remote's public key.
 * @param {string} keysDir
 * @param {string[]} remoteNames
 * @returns {Record<string, string>}
 */
export function teamKeys(keysDir, remoteNames) {
  return Object.fromEntries(
    remoteNames.map((name) => {
      const file = path.join(keysDir, `${name}.pem`);
      const publicKey = fs.existsSync(file)
        ? publicKeyText(crypto.createPublicKey(fs.readFileSync(file)))
        : createReleaseKey(file);
      return [remoteVariable(name, 'PUBLIC_KEY'), publicKey];
    }),
  );
}

/**
 * Each remote not yet published, published twice, as two releases of its
 * team: the current one and the one before.
 * @param {string} releasesDir
 * @param {string} keysDir
 * @param {string[]} remoteNames
 */
export function publishFirstReleases(releasesDir, keysDir, remoteNames) {
  for (const name of remoteNames) {
    if (fs.existsSync(path.join(releasesDir, name, POINTER_FILE))) continue;
    releaseCommand('release', [name, '--dir', releasesDir, '--keys', keysDir]);
    releaseCommand('release', [name, '--dir', releasesDir, '--keys', keysDir]);
  }
}
