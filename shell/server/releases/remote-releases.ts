import type { KeyObject } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { BUCKETS, isPointer, versionFor, type ReleasePointer } from '@gfm/release/pointer';
import { createRemoteFileCache } from './remote-file-cache';
import { memorySequences, type SequenceStore } from './release-sequences';
import { fetchText, type ReadText, type ReleaseLog, type RemoteRelease, type Releases } from './remote-release';
import { ReleasePointers } from './release-pointers';
import { TrustLedger, type ReleaseTrust } from './release-trust';
import { SignedVersions } from './signed-versions';
import { UnsignedReleases } from './unsigned-releases';

export { isPointer };

export interface RemoteReleasesOptions {
  /** How long a pointer or an entry's manifest is trusted before it is read again (a release shows within this). */
  ttlMs?: number;
  /** How long a page waits for a file the server has no copy of. */
  answerMs?: number;
  /** How long the files of a new signed version may take to arrive and be checked. */
  verifyMs?: number;
  readText?: ReadText;
  /** Each signed remote's public keys (settings.ts): its pointer and files are checked against them. */
  keys?: Partial<Record<RemoteName, readonly KeyObject[]>>;
  /** The last signed pointer taken of each remote, kept across restarts (release-sequences.ts); in memory by default. */
  sequences?: SequenceStore;
  log?: ReleaseLog;
}

/** A remote's release for a visitor, and whether the visitor's bucket chose it (a canary is out). */
interface Choice {
  release: RemoteRelease | undefined;
  bucketed: boolean;
}

/**
 * The release of each remote a visitor gets; undefined for a remote whose
 * files cannot be read (its parts show their fallbacks). `bucket` is the
 * visitor's (0…99, kept in a cookie): it chooses between a canary and the
 * current version.
 *
 * A remote with public keys is served only from pointers its team signed,
 * each with a sequence number above the last one seen, and only versions
 * whose server build, manifest and list of files match the hashes the
 * pointer signed. Anything else is refused, logged, shown in `/readyz`, and
 * the server keeps serving the version it had (docs/decisions/042).
 */
export function createRemoteReleases(
  config: RuntimeConfig,
  {
    ttlMs = 5000,
    answerMs = 1500,
    verifyMs = 10_000,
    readText = fetchText,
    keys = {},
    sequences = memorySequences(),
    log,
  }: RemoteReleasesOptions = {},
) {
  const addresses = config.remotes;
  // Pointers and entries' manifests change at their address; a version's manifest never does.
  const changing = createRemoteFileCache(readText, { ttlMs, answerMs, staleMs: 60_000, maxEntries: 50 });
  const fixed = createRemoteFileCache(readText, {
    ttlMs: 60 * 60_000,
    answerMs,
    staleMs: 60 * 60_000,
    maxEntries: 100,
  });
  const trust = new TrustLedger((remote) => keys[remote] !== undefined, log);
  const pointers = new ReleasePointers({ addresses, changing, keys, sequences, trust, log });
  const signed = new SignedVersions({ addresses, readText, answerMs, verifyMs, trust });
  const unsigned = new UnsignedReleases({ addresses, changing, fixed, log });

  /** A signed remote's release for a visitor in `bucket`; its current one is remembered as the one being served. */
  async function chooseSigned(remote: RemoteName, pointer: ReleasePointer, bucket: number): Promise<Choice> {
    const version = versionFor(pointer, bucket);
    const current = await signed.release(remote, pointer.current, pointer);
    // A newer pointer whose version passed ends the last refusal.
    if (current?.version === pointer.current) trust.passed(remote, current, pointer.sequence);
    if (version === pointer.current)
      return { release: current, bucketed: pointer.canary !== undefined && pointer.canary.percent > 0 };
    // A canary that cannot be read or is refused leaves its visitors on the current version.
    const canary = await signed.release(remote, version, pointer);
    return { release: canary?.version === version ? canary : current, bucketed: true };
  }

  /** A remote's release for a visitor in `bucket`, and whether the bucket chose it (a canary is out). */
  async function choose(remote: RemoteName, bucket: number): Promise<Choice> {
    if (!isPointer(addresses[remote])) return { release: await unsigned.entry(remote), bucketed: false };
    const pointer = await pointers.pointerOf(remote);
    if (!pointer) return { release: keys[remote] ? trust.serving(remote) : undefined, bucketed: false };
    if (keys[remote]) return chooseSigned(remote, pointer, bucket);
    const version = versionFor(pointer, bucket);
    const release = await unsigned.version(remote, version);
    // A canary whose files cannot be read leaves its visitors on the current version.
    if (!release && version !== pointer.current)
      return { release: await unsigned.version(remote, pointer.current), bucketed: true };
    return { release, bucketed: pointer.canary !== undefined && pointer.canary.percent > 0 };
  }

  return {
    /** A remote's release for a visitor in `bucket` (the current one when no bucket is given). */
    async releaseOf(remote: RemoteName, bucket = BUCKETS - 1): Promise<RemoteRelease | undefined> {
      return (await choose(remote, bucket)).release;
    },
    /**
     * Every remote's release for a visitor in `bucket`, read together, and
     * whether any of them depended on the bucket (then the visitor keeps it).
     */
    async all(bucket = BUCKETS - 1): Promise<{ releases: Releases; bucketed: boolean }> {
      const found = await Promise.all(
        REMOTE_NAMES.map(async (remote) => [remote, await choose(remote, bucket)] as const),
      );
      return {
        releases: Object.fromEntries(
          found.filter(([, { release }]) => release !== undefined).map(([remote, { release }]) => [remote, release]),
        ),
        bucketed: found.some(([, { bucketed }]) => bucketed),
      };
    },
    /** A remote's release pointer as the server took it (for the metrics); undefined when it has none. */
    async pointerOf(remote: RemoteName): Promise<ReleasePointer | undefined> {
      return isPointer(addresses[remote]) ? pointers.pointerOf(remote) : undefined;
    },
    /** What each remote's releases are trusted for, and the last one refused (for `/readyz`). */
    trust(): Record<RemoteName, ReleaseTrust> {
      return trust.snapshot();
    },
  };
}

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;
