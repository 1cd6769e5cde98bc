import { REMOTE_NAMES, type RemoteName } from '@gfm/shared/config/runtime-config';
import type { ReleaseLog, RemoteRelease } from './remote-release';

/** What the server knows of a signed remote's releases, for `/readyz`. */
export interface ReleaseTrust {
  signed: boolean;
  /** The version the server serves (its current one), once one was checked. */
  serving?: string;
  sequence?: number;
  /** The last release the server refused, and why; cleared when a newer pointer's current version passes. */
  refused?: { at: string; reason: string };
}

/**
 * What each remote's releases are trusted for: the version each signed
 * remote is served with (what stays when a newer one is refused), the
 * sequence of its last pointer taken, and the last release refused.
 */
export class TrustLedger {
  readonly #trust: Map<RemoteName, ReleaseTrust>;
  readonly #serving = new Map<RemoteName, RemoteRelease>();
  /** The sequence of the last pointer whose current version passed, by remote. */
  readonly #passed = new Map<RemoteName, number | undefined>();

  constructor(
    isSigned: (remote: RemoteName) => boolean,
    private readonly log?: ReleaseLog,
  ) {
    this.#trust = new Map(REMOTE_NAMES.map((remote) => [remote, { signed: isSigned(remote) }]));
  }

  /** A release refused: logged once for each reason, and shown in `/readyz`. */
  refuse(remote: RemoteName, reason: string) {
    const state = this.#trust.get(remote);
    if (state?.refused?.reason === reason) return;
    if (state) state.refused = { at: new Date().toISOString(), reason };
    (this.log?.error ?? this.log?.warn)?.call(
      this.log,
      { remote, reason },
      'a remote’s release was refused: the server keeps the version it has',
    );
  }

  /** A signed pointer taken. */
  took(remote: RemoteName, sequence: number | undefined) {
    const state = this.#trust.get(remote);
    if (state) state.sequence = sequence;
  }

  /** The current version of the pointer with `sequence` passed: it is served now, and ends the last refusal. */
  passed(remote: RemoteName, release: RemoteRelease, sequence: number | undefined) {
    const state = this.#trust.get(remote);
    if (!state) return;
    if (this.#passed.get(remote) !== sequence) {
      this.#passed.set(remote, sequence);
      delete state.refused;
    }
    state.serving = release.version;
    this.#serving.set(remote, release);
  }

  /** The version a signed remote is served with, the last that passed. */
  serving(remote: RemoteName): RemoteRelease | undefined {
    return this.#serving.get(remote);
  }

  /** A copy, for `/readyz`. */
  snapshot(): Record<RemoteName, ReleaseTrust> {
    return Object.fromEntries([...this.#trust].map(([remote, state]) => [remote, { ...state }])) as Record<
      RemoteName,
      ReleaseTrust
    >;
  }
}
