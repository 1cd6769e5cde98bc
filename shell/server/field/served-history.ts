import type { RemoteName } from '@gfm/shared/config/runtime-config';
import { bandOf, inCanary } from '@gfm/release/bands';
import { canaryOut, type ReleasePointer } from '@gfm/release/pointer';
import { saltOf } from '../releases/canary-visitors';

/** What a pointer served, from when until when (`until` undefined: still). */
interface Served {
  current: string;
  canary?: { version: string; percent: number };
  from: number;
  until?: number;
}

export interface ServedHistoryOptions {
  /** How long after a pointer was left a beacon of a page it served still counts: a long visit, a tab kept open. */
  horizonMs?: number;
  /** Pointers kept per remote at most, the newest: memory is bounded whatever is released. */
  kept?: number;
  now?: () => number;
}

/**
 * What each remote's pointers served, as this shell took them, over the last
 * hours (decision 075): the current version to every visitor, a canary to the
 * visitors whose band (bands.ts, drawn from their seed as the front draws it)
 * reaches its percent. A beacon names the versions its page was served; this
 * says whether a visitor of that seed could have been served them while a
 * pointer of the last `horizonMs` was out, so a pointer that changed during
 * the visit (a stage moved on, a canary taken back) still lets its beacons
 * count. A remote without a pointer (a build served as it is) is not here.
 */
export class ServedHistory {
  readonly #served = new Map<RemoteName, Served[]>();

  constructor(private readonly options: ServedHistoryOptions = {}) {}

  /** Notes the pointer a remote has now (each read of it: a change starts a new entry). */
  note(remote: RemoteName, pointer: ReleasePointer): void {
    const { now = Date.now, kept = 16, horizonMs = 2 * 3_600_000 } = this.options;
    const time = now();
    const canary = canaryOut(pointer) ? { ...pointer.canary } : undefined;
    const list = this.#served.get(remote) ?? [];
    const last = list.at(-1);
    if (last && last.current === pointer.current && sameCanary(last.canary, canary)) return;
    if (last) last.until = time;
    list.push({ current: pointer.current, ...(canary ? { canary } : {}), from: time });
    this.#served.set(
      remote,
      list.filter((entry, index) => index >= list.length - kept && (entry.until ?? time) >= time - horizonMs),
    );
  }

  /**
   * Whether a visitor of `seed` could have been served `version` of `remote`
   * within the horizon; undefined when the shell has no pointer of it.
   */
  servedTo(remote: RemoteName, version: string, seed: string): boolean | undefined {
    const { now = Date.now, horizonMs = 2 * 3_600_000 } = this.options;
    const list = this.#served.get(remote);
    if (!list || list.length === 0) return undefined;
    const since = now() - horizonMs;
    return list.some(
      (entry) =>
        (entry.until ?? Infinity) >= since &&
        (entry.current === version ||
          (entry.canary?.version === version && inCanary(bandOf(seed, saltOf(remote)), entry.canary.percent))),
    );
  }
}

const sameCanary = (a: Served['canary'], b: Served['canary']) => a?.version === b?.version && a?.percent === b?.percent;
