import { nextTask } from './next-task';

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
