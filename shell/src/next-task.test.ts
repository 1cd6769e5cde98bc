import { afterFirstPaint, nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('continues after a timer, not in the same task: microtasks queued later still run first', async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    jest.runOnlyPendingTimers();
    await next;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});

describe('afterFirstPaint', () => {
  // jsdom has no performance timeline: each test gives the page's paint entries.
  const paintEntries = (entries: PerformanceEntry[]) => {
    (performance as { getEntriesByName?: unknown }).getEntriesByName = (name: string) => entries.filter((entry) => entry.name === name);
  };
  afterEach(() => {
    jest.restoreAllMocks();
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });

  it('waits for a frame and the task after it while the page has not been painted', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    paintEntries([]);
    let resolved = false;
    const painted = afterFirstPaint().then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resolved).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    await painted;
    expect(resolved).toBe(true);
  });

  it('goes on in the next task once the page has been painted', async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    paintEntries([{ name: 'first-paint' } as PerformanceEntry]);
    await afterFirstPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
