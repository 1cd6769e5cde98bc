import { constants, PerformanceObserver } from 'node:perf_hooks';

/**
 * Watches the V8 heap after each full collection (what is still alive, not
 * what waits to be collected) and calls `onOver` once when it passes
 * `limitBytes`: the server then stops cleanly and its supervisor starts it
 * again (decision 046). Versions of remotes are bounded (remote-releases.ts),
 * so this is the last guard, not the plan.
 */
export function watchMemory({
  limitBytes,
  onOver,
  heapUsed = () => process.memoryUsage().heapUsed,
}: {
  limitBytes: number;
  onOver: (heapBytes: number) => void;
  heapUsed?: () => number;
}) {
  let afterCollection: number | undefined;
  let over = false;
  const check = (used: number) => {
    afterCollection = used;
    if (used <= limitBytes || over) return;
    over = true;
    onOver(used);
  };
  const observer = new PerformanceObserver((list) => {
    const major = list
      .getEntries()
      .some(
        (entry) =>
          (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ===
          constants.NODE_PERFORMANCE_GC_MAJOR,
      );
    if (major) check(heapUsed());
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    /** The heap's size after the last full collection, in bytes (undefined before the first). */
    afterCollection: () => afterCollection,
    /** For a test: what a full collection that left `used` bytes would do. */
    check,
    stop: () => observer.disconnect(),
  };
}
