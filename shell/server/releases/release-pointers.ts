import type { KeyObject } from 'node:crypto';
import type { RemoteName } from '@gfm/shared/config/runtime-config';
import { parsePointer, planExpiredAt, type ReleasePointer } from '@gfm/release/pointer';
import { verifyPointer } from '@gfm/release/signature';
import { signedName, type ReleaseLog } from './remote-release';
import { digestOf, type SequenceStore } from './release-sequences';
import type { TrustLedger } from './release-trust';

export interface ReleasePointersOptions {
  /** Each remote's pointer address (the run-time configuration's `remotes`). */
  addresses: Readonly<Record<RemoteName, string>>;
  /** Reads a file that changes at its address (a short-lived copy). */
  changing: (url: string, options?: { since?: number }) => Promise<string | undefined>;
  keys: Partial<Record<RemoteName, readonly KeyObject[]>>;
  sequences: SequenceStore;
  trust: TrustLedger;
  log?: ReleaseLog;
}

/**
 * Each remote's release pointer, read at its address. A signed remote's
 * pointer is taken only when its team's key signed it and its sequence is
 * above the last one taken (this run, or before a restart: the sequence
 * store); else the last pointer that passed stands.
 */
export class ReleasePointers {
  /** The newest pointer of each signed remote that passed, and its text. */
  readonly #trusted = new Map<RemoteName, { text: string; pointer: ReleasePointer }>();

  constructor(private readonly options: ReleasePointersOptions) {}

  /** The pointer of a remote configured by one; undefined when it cannot be read. */
  async pointerOf(remote: RemoteName, since?: number): Promise<ReleasePointer | undefined> {
    const { addresses, changing, keys, trust, log } = this.options;
    const text = await changing(addresses[remote], since === undefined ? {} : { since });
    const trusted = keys[remote];
    const known = this.#trusted.get(remote);
    if (trusted && known && known.text === text) return known.pointer;
    if (text === undefined) return known?.pointer;
    const pointer = trusted ? verifyPointer(signedName(remote), text, trusted) : parsePointer(text);
    if (pointer instanceof Error) {
      if (trusted) trust.refuse(remote, `${addresses[remote]}: ${pointer.message}`);
      else log?.warn({ remote, error: pointer.message }, 'a remote’s release pointer cannot be read');
      return known?.pointer;
    }
    if (!trusted) return pointer;
    if (!this.#takeSequence(remote, text, pointer)) return known?.pointer;
    this.#trusted.set(remote, { text, pointer });
    trust.took(remote, pointer.sequence);
    return pointer;
  }

  /** The last signed pointer of a remote taken, without reading it again. */
  taken(remote: RemoteName): ReleasePointer | undefined {
    return this.#trusted.get(remote)?.pointer;
  }

  /**
   * Whether a signed pointer's sequence may be taken: the last pointer taken,
   * this run or (after a restart) an earlier one, lets only a newer one, or
   * that same one, pass. A newer one is written down as the last taken. A
   * newer pointer of a canary plan that expired is not taken (decision 075):
   * the plan was signed for so long (the one held stays, its canary served
   * to no one).
   */
  #takeSequence(remote: RemoteName, text: string, pointer: ReleasePointer): boolean {
    const { addresses, sequences, trust, log } = this.options;
    const sequence = pointer.sequence ?? 0;
    const last = sequences.read(remote);
    const expired = planExpiredAt(pointer);
    if (last && sequence > last.sequence && expired) {
      trust.refuse(
        remote,
        `${addresses[remote]}: sequence ${sequence} is a step of a canary plan that expired at ${expired} (signed with it): the team releases again, or promotes or rolls back by hand`,
      );
      return false;
    }
    if (last && (sequence < last.sequence || (sequence === last.sequence && digestOf(text) !== last.digest))) {
      trust.refuse(
        remote,
        `${addresses[remote]}: sequence ${sequence} is not above ${last.sequence}, the last one taken (an older pointer put back?)`,
      );
      return false;
    }
    if (last?.sequence !== sequence) {
      try {
        sequences.write(remote, { sequence, digest: digestOf(text) });
      } catch (error) {
        // Still taken (it passed): only a restart before the next write could take an older one.
        log?.warn({ remote, error: String(error) }, 'the sequence of a remote’s pointer could not be kept');
      }
    }
    return true;
  }
}
