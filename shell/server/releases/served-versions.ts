import crypto from 'node:crypto';
import type { Releases } from './remote-release';

/**
 * The shell's version as its pages and its metrics name it: the first 12
 * characters of a hash of its entry's sha384 (one value per build, the same on
 * both shells), or `dev` for a build without one.
 */
export function shellVersionOf(entryIntegrity: string | undefined): string {
  if (!entryIntegrity) return 'dev';
  return crypto.createHash('sha256').update(entryIntegrity).digest('hex').slice(0, 12);
}

/** The versions a page is rendered with, as it names them for its field beacon: the shell's and each remote's. */
export function servedVersions(shellVersion: string, releases: Releases): Record<string, string> {
  return {
    shell: shellVersion,
    ...Object.fromEntries(Object.values(releases).map((release) => [release.remote, release.version])),
  };
}
