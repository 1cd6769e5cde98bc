/**
 * Why a page was not rendered: more were waiting than the queue holds, or
 * its deadline (which covers the wait and the render) came first.
 */
export class OverloadedError extends Error {
  override name = 'OverloadedError';
  constructor(readonly reason: 'queue' | 'deadline') {
    super(reason === 'queue' ? 'the render queue is full' : 'the page’s deadline passed');
  }
}

/**
 * At most `limit` pages render at once and at most `queue` wait their turn
 * (rendering is work for the CPU, and each holds a page's tree); one more is
 * refused at once. A page whose `deadline` fires leaves the queue, or frees
 * its slot while rendering: a render that never ends cannot keep it.
 */
export function createLimiter(limit: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  function limited<T>(work: () => Promise<T>, deadline: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (deadline.aborted) return reject(new OverloadedError('deadline'));
      const start = () => {
        running += 1;
        let done = false;
        const release = () => {
          if (done) return false;
          done = true;
          running -= 1;
          deadline.removeEventListener('abort', late);
          waiting.shift()?.();
          return true;
        };
        const late = () => release() && reject(new OverloadedError('deadline'));
        deadline.addEventListener('abort', late, { once: true });
        // In a task of its own: a render whose data is all at hand runs to its end without yielding, so
        // started at once it would hold off reading the requests behind it, which would wait unseen and
        // unbounded in the sockets; this way they reach the queue, and its bound and the deadline hold.
        setImmediate(() => {
          if (done) return;
          work().then(
            (value) => release() && resolve(value),
            (error: unknown) => release() && reject(error),
          );
        });
      };
      if (running < limit) return start();
      if (waiting.length >= queue) return reject(new OverloadedError('queue'));
      const turn = () => {
        deadline.removeEventListener('abort', leave);
        start();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(new OverloadedError('deadline'));
      };
      deadline.addEventListener('abort', leave, { once: true });
      waiting.push(turn);
    });
  }
  /** Pages waiting for a turn now (the metrics' queue depth). */
  return Object.assign(limited, { waiting: () => waiting.length });
}
