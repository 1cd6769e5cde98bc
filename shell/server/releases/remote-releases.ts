import type { KeyObject } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { canaryOut, isPointer, versionFor, type ReleasePointer } from '@gfm/release/pointer';
import { currentOnly, type CanaryVisitor } from './canary-visitors';
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
  /** Told each pointer read, as it is served (the field data's history of what was served, decision 075). */
  onPointer?: (remote: RemoteName, pointer: ReleasePointer) => void;
  log?: ReleaseLog;
}

/**
 * Which version a visitor was given of a remote: the current one, its canary, or the current one
 * because the canary they were drawn for cannot be loaded (gfm_served_total's `assignment`).
 */
export type Assignment = 'current' | 'canary' | 'canary-unavailable';

/** A remote's release for a visitor, how it was assigned, and whether a canary of it is out. */
interface Choice {
  release: RemoteRelease | undefined;
  assignment: Assignment;
  canaryOut: boolean;
}

/** What was served of each remote, for the served counter and the page's labels: the versions actually sent. */
export type Served = Partial<Record<RemoteName, { version: string; assignment: Assignment }>>;

/**
 * The release of each remote a visitor gets; undefined for a remote whose
 * files cannot be read (its parts show their fallbacks). The visitor
 * (canary-visitors.ts) chooses between a canary and the current version.
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
    onPointer,
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
  const taken = new ReleasePointers({ addresses, changing, keys, sequences, trust, log });
  const pointers = {
    /** The remote's pointer; with `since`, as read at that instant or later (see createRemoteFileCache). */
    async pointerOf(remote: RemoteName, since?: number) {
      const pointer = await taken.pointerOf(remote, since);
      if (pointer) onPointer?.(remote, pointer);
      return pointer;
    },
    taken: (remote: RemoteName) => taken.taken(remote),
  };
  const signed = new SignedVersions({ addresses, readText, answerMs, verifyMs, trust });
  const unsigned = new UnsignedReleases({ addresses, changing, fixed, log });

  /** The choice of a visitor given `wanted` of a pointer, with `found` the release read for it (undefined: not loadable). */
  async function chosen(
    pointer: ReleasePointer,
    wanted: string,
    found: RemoteRelease | undefined,
    current: () => Promise<RemoteRelease | undefined>,
  ): Promise<Choice> {
    const out = canaryOut(pointer);
    if (wanted === pointer.current) return { release: found, assignment: 'current', canaryOut: out };
    if (found?.version === wanted) return { release: found, assignment: 'canary', canaryOut: out };
    // A canary that cannot be read or is refused leaves its visitors on the current version, and says so.
    return { release: await current(), assignment: 'canary-unavailable', canaryOut: out };
  }

  /** A signed remote's release for a visitor; its current one is remembered as the one being served. */
  async function chooseSigned(remote: RemoteName, pointer: ReleasePointer, visitor: CanaryVisitor): Promise<Choice> {
    const version = versionFor(pointer, (percent) => visitor.gets(remote, percent));
    const current = await signed.release(remote, pointer.current, pointer);
    // A newer pointer whose version passed ends the last refusal.
    if (current?.version === pointer.current) trust.passed(remote, current, pointer.sequence);
    const found = version === pointer.current ? current : await signed.release(remote, version, pointer);
    return chosen(pointer, version, found, async () => current);
  }

  /** A remote's release for a visitor, how it was assigned, and whether a canary of it is out. */
  async function choose(remote: RemoteName, visitor: CanaryVisitor): Promise<Choice> {
    if (!isPointer(addresses[remote]))
      return { release: await unsigned.entry(remote), assignment: 'current', canaryOut: false };
    const pointer = await pointers.pointerOf(remote);
    if (!pointer)
      return { release: keys[remote] ? trust.serving(remote) : undefined, assignment: 'current', canaryOut: false };
    if (keys[remote]) return chooseSigned(remote, pointer, visitor);
    const version = versionFor(pointer, (percent) => visitor.gets(remote, percent));
    const found = await unsigned.version(remote, version);
    return chosen(pointer, version, found, () => unsigned.version(remote, pointer.current));
  }

  return {
    /** A remote's release for a visitor (the current one when no visitor is given). */
    async releaseOf(remote: RemoteName, visitor = currentOnly()): Promise<RemoteRelease | undefined> {
      return (await choose(remote, visitor)).release;
    },
    /**
     * Every remote's release for a visitor, read together; what was served
     * of each and how; and whether any remote has a canary out (then the
     * page depends on who asks).
     */
    async all(visitor = currentOnly()): Promise<{ releases: Releases; served: Served; canaryOut: boolean }> {
      const found = await Promise.all(
        REMOTE_NAMES.map(async (remote) => [remote, await choose(remote, visitor)] as const),
      );
      const served: Served = {};
      for (const [remote, { release, assignment }] of found)
        if (release) served[remote] = { version: release.version, assignment };
      return {
        releases: Object.fromEntries(
          found.filter(([, { release }]) => release !== undefined).map(([remote, { release }]) => [remote, release]),
        ),
        served,
        canaryOut: found.some(([, choice]) => choice.canaryOut),
      };
    },
    /** The versions a signed remote's last pointer taken names, current and canary; undefined before one (for `/readyz`). */
    named(remote: RemoteName): string[] | undefined {
      const pointer = pointers.taken(remote);
      return pointer && [pointer.current, ...(pointer.canary ? [pointer.canary.version] : [])];
    },
    /** The stage a signed remote is at: its last pointer taken's sequence ('' before one, or unsigned). */
    stageOf(remote: RemoteName): string {
      return String(pointers.taken(remote)?.sequence ?? '');
    },
    /** Each remote's canary percent, for the remotes with one out (the front's `X-Gfm-Canaries`). */
    async canaries(): Promise<Partial<Record<RemoteName, number>>> {
      const found = await Promise.all(
        REMOTE_NAMES.map(async (remote) => {
          if (!isPointer(addresses[remote])) return [];
          const pointer = await pointers.pointerOf(remote);
          return pointer && canaryOut(pointer) ? [[remote, pointer.canary.percent] as const] : [];
        }),
      );
      return Object.fromEntries(found.flat());
    },
    /** A remote's release pointer as the server took it (for the metrics); undefined when it has none. */
    async pointerOf(remote: RemoteName, since?: number): Promise<ReleasePointer | undefined> {
      return isPointer(addresses[remote]) ? pointers.pointerOf(remote, since) : undefined;
    },
    /** What each remote's releases are trusted for, and the last one refused (for `/readyz`). */
    trust(): Record<RemoteName, ReleaseTrust> {
      return trust.snapshot();
    },
  };
}

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;
