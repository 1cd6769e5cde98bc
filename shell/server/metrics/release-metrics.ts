import { REMOTE_NAMES, type RemoteName } from '@gfm/shared/config/runtime-config';
import type { ReleasePointer } from '@gfm/release/pointer';
import { Gauge, type Registry } from 'prom-client';
import type { BoundedLabels } from './bounded-labels';

export interface ReleaseMetricsOptions {
  registry: Registry;
  versions: BoundedLabels;
  /** The versions of each remote loaded now (server-modules.ts `loaded`). */
  loaded: () => Partial<Record<RemoteName, readonly string[]>>;
  /** A remote's current release pointer, when it is configured by one (remote-releases.ts `pointerOf`). */
  pointerOf: (remote: RemoteName) => Promise<ReleasePointer | undefined>;
  /** The version a remote is served with to a visitor outside any canary. */
  currentOf: (remote: RemoteName) => Promise<string | undefined>;
}

interface RemoteState {
  remote: RemoteName;
  current?: string;
  canary?: string;
  ratio: number;
  sequence?: number;
}

/**
 * What each remote's releases are, read when Prometheus scrapes: the
 * versions loaded, the current and canary version (an info gauge of 1), the
 * canary's share of visitors and the pointer's sequence. The versions are
 * those of the pointers the server took and the releases it loaded.
 */
export function registerReleaseMetrics({ registry, versions, loaded, pointerOf, currentOf }: ReleaseMetricsOptions) {
  const registers = [registry];
  // One reading of the pointers per scrape, shared by the gauges that show it (prom-client collects them together).
  let reading: { at: number; states: Promise<RemoteState[]> } | undefined;
  const states = () => {
    if (!reading || performance.now() - reading.at > 1000)
      reading = { at: performance.now(), states: Promise.all(REMOTE_NAMES.map((remote) => stateOf(remote))) };
    return reading.states;
  };
  async function stateOf(remote: RemoteName): Promise<RemoteState> {
    const [pointer, current] = await Promise.all([pointerOf(remote), currentOf(remote)]);
    const canary = pointer?.canary && pointer.canary.percent > 0 ? pointer.canary : undefined;
    return {
      remote,
      ...(current === undefined ? {} : { current: versions.admit(current) }),
      ...(canary ? { canary: versions.admit(canary.version) } : {}),
      ratio: canary ? canary.percent / 100 : 0,
      ...(pointer?.sequence === undefined ? {} : { sequence: pointer.sequence }),
    };
  }
  new Gauge({
    name: 'gfm_remote_versions_loaded',
    help: "Versions of a remote's server code loaded in this process.",
    labelNames: ['remote'] as const,
    registers,
    collect() {
      const now = loaded();
      for (const remote of REMOTE_NAMES) this.set({ remote }, now[remote]?.length ?? 0);
    },
  });
  new Gauge({
    name: 'gfm_remote_release_info',
    help: "A remote's current and canary version (1 for each), by role (current|canary).",
    labelNames: ['remote', 'role', 'version'] as const,
    registers,
    async collect() {
      const found = await states();
      // Versions that are no longer current or canary leave the series.
      this.reset();
      for (const { remote, current, canary } of found) {
        if (current !== undefined) this.set({ remote, role: 'current', version: current }, 1);
        if (canary !== undefined) this.set({ remote, role: 'canary', version: canary }, 1);
      }
    },
  });
  new Gauge({
    name: 'gfm_remote_canary_ratio',
    help: "The share of visitors a remote's pointer gives its canary (0..1).",
    labelNames: ['remote'] as const,
    registers,
    async collect() {
      for (const { remote, ratio } of await states()) this.set({ remote }, ratio);
    },
  });
  new Gauge({
    name: 'gfm_remote_pointer_sequence',
    help: "The sequence number of the remote's release pointer the server took.",
    labelNames: ['remote'] as const,
    registers,
    async collect() {
      for (const { remote, sequence } of await states()) if (sequence !== undefined) this.set({ remote }, sequence);
    },
  });
}
