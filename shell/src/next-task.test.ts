import { afterFirstScreen, nextTask } from './next-task';

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

describe('afterFirstScreen', () => {
  // jsdom has no paint timing: each test plays the browser's part, delivering the first contentful
  // paint to the observers the page made, and running the frames it asked for.
  let observers: { callback: PerformanceObserverCallback; disconnected: boolean }[];
  let frames: FrameRequestCallback[];
  const firstContentfulPaint = () => {
    for (const observer of observers.filter((entry) => !entry.disconnected)) {
      const entries = [{ name: 'first-contentful-paint', entryType: 'paint' } as PerformanceEntry];
      observer.callback({ getEntries: () => entries } as PerformanceObserverEntryList, {} as PerformanceObserver);
    }
  };
  const runFrames = () => frames.splice(0).forEach((callback) => callback(0));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  beforeEach(() => {
    observers = [];
    frames = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly record: { callback: PerformanceObserverCallback; disconnected: boolean };
      constructor(callback: PerformanceObserverCallback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    document.body.innerHTML = '';
  });

  it('waits for the first contentful paint, the high-priority pictures and two frames after them', async () => {
    document.body.innerHTML =
      '<img fetchpriority="high" src="/hero.avif" alt="Hero"><img loading="lazy" src="/card.avif" alt="Card">';
    const hero = document.querySelector('img') as HTMLImageElement;
    let resolved = false;
    const shown = afterFirstScreen(60_000).then(() => (resolved = true));

    await settle();
    runFrames();
    expect(resolved).toBe(false);

    firstContentfulPaint();
    await settle();
    runFrames();
    await settle();
    expect(resolved).toBe(false); // the hero has not loaded

    hero.dispatchEvent(new Event('load'));
    await settle();
    runFrames();
    await settle();
    expect(resolved).toBe(false); // one frame so far
    runFrames();
    await shown;
    expect(resolved).toBe(true);
  });

  it('goes on when a picture fails, as when it loads', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/gone.avif" alt="Hero">';
    const shown = afterFirstScreen(60_000);
    firstContentfulPaint();
    await settle();
    (document.querySelector('img') as HTMLImageElement).dispatchEvent(new Event('error'));
    await settle();
    runFrames();
    await settle();
    runFrames();
    await expect(shown).resolves.toBeUndefined();
  });

  it('goes on after its time limit when the page is never shown', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const shown = afterFirstScreen(3000).then(() => (resolved = true));
    await jest.advanceTimersByTimeAsync(2999);
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await jest.runOnlyPendingTimersAsync();
    await shown;
    expect(resolved).toBe(true);
  });

  it('does not wait in a tab the visitor cannot see', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterFirstScreen();
    expect(observers).toHaveLength(0);
    expect(frames).toHaveLength(0);
  });
});
