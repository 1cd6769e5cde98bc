/**
 * Watches what the V8 heap holds alive and calls `onOver` once when it passes
 * `limitBytes`: the server then stops cleanly and its supervisor starts it
 * again (decision 046). Versions of remotes are bounded (remote-releases.ts),
 * so this is the last guard, not the plan.
 *
 * What is alive is read as the lowest heap of the last `window` samples,
 * one every `intervalMs` (a minute by default): collections come every few
 * seconds on a serving server, so the lowest reading is one taken just after
 * one. (A `gc` performance observer, which sees every collection, cost the
 * server a third of its pages a second in `npm run bench:server`.)
 */
export function watchMemory({
  limitBytes,
  onOver,
  intervalMs = 10_000,
  window = 6,
  heapUsed = () => process.memoryUsage().heapUsed,
}: {
  limitBytes: number;
  onOver: (heapBytes: number) => void;
  intervalMs?: number;
  window?: number;
  heapUsed?: () => number;
}) {
  const samples: number[] = [];
  let over = false;
  const floor = () => (samples.length === 0 ? undefined : Math.min(...samples));
  /** Takes one sample (the timer's work; a test calls it with a reading of its own). */
  const check = (used = heapUsed()) => {
    samples.push(used);
    if (samples.length > window) samples.shift();
    const alive = floor() ?? 0;
    if (samples.length < window || alive <= limitBytes || over) return;
    over = true;
    onOver(alive);
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    /** The lowest heap of the last samples, in bytes: about what is alive (undefined before the first). */
    floor,
    check,
    stop: () => clearInterval(timer),
  };
}
