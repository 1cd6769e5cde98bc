/** @jest-environment node */
import { createContentCopy } from './content-copy';

/** A read that the test settles by hand, each call a new one. */
function reads() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = jest.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { read, pending };
}

describe('the last good copy of WordPress’s content', () => {
  let now = 0;
  beforeEach(() => {
    now = 1_000_000;
    jest.useFakeTimers({ doNotFake: ['performance'] });
  });
  afterEach(() => jest.useRealTimers());

  const settle = () => jest.advanceTimersByTimeAsync(0);

  it('is read on the first ask, kept fresh for the refresh, then read again on the next ask', async () => {
    const { read, pending } = reads();
    const copy = createContentCopy({ read, refreshMs: () => 20_000, now: () => now });
    const first = copy.get();
    pending[0]?.resolve('one');
    await expect(first).resolves.toEqual({ value: 'one', readAt: now });
    now += 19_000;
    await expect(copy.get()).resolves.toMatchObject({ value: 'one' });
    expect(read).toHaveBeenCalledTimes(1);
    now += 1_000;
    const third = copy.get();
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    pending[1]?.resolve('two');
    await expect(third).resolves.toMatchObject({ value: 'two' });
  });

  it('asks that arrive together share one read', async () => {
    const { read, pending } = reads();
    const copy = createContentCopy({ read, refreshMs: () => 20_000, now: () => now });
    const asks = [copy.get(), copy.get(), copy.get()];
    pending[0]?.resolve('one');
    await expect(Promise.all(asks)).resolves.toHaveLength(3);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a failed read keeps the old copy, however old, says so, and WordPress is not asked again for a while', async () => {
    const { read, pending } = reads();
    const failures: (number | undefined)[] = [];
    const copy = createContentCopy({
      read,
      refreshMs: () => 20_000,
      retryMs: 5_000,
      now: () => now,
      onFailure: (_error, readAt) => failures.push(readAt),
    });
    const first = copy.get();
    pending[0]?.resolve('one');
    const { readAt } = (await first) ?? { readAt: 0 };
    now += 60_000;
    const second = copy.get();
    await settle();
    pending[1]?.reject(new Error('502'));
    await expect(second).resolves.toEqual({ value: 'one', readAt });
    expect(failures).toEqual([readAt]);
    expect(copy.status()).toMatchObject({ readAt, failingSince: now, lastError: '502' });
    // Within the retry window nobody waits for WordPress.
    now += 4_000;
    await expect(copy.get()).resolves.toMatchObject({ value: 'one' });
    expect(read).toHaveBeenCalledTimes(2);
    now += 1_000;
    const third = copy.get();
    await settle();
    pending[2]?.resolve('two');
    await expect(third).resolves.toMatchObject({ value: 'two' });
    expect(copy.status().failingSince).toBeUndefined();
  });

  it('a WordPress that hangs holds an ask for `waitMs` only: the old copy goes on, the new one comes later', async () => {
    const { read, pending } = reads();
    const copy = createContentCopy({ read, refreshMs: () => 20_000, waitMs: 1_500, now: () => now });
    const first = copy.get();
    pending[0]?.resolve('one');
    await first;
    now += 30_000;
    const waiting = copy.get();
    let answered = false;
    void waiting.then(() => (answered = true));
    await jest.advanceTimersByTimeAsync(1_499);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toMatchObject({ value: 'one' });
    pending[1]?.resolve('two');
    await settle();
    await expect(copy.get()).resolves.toMatchObject({ value: 'two' });
  });

  it('with no copy yet and WordPress down there is nothing to show: the page renders without it', async () => {
    const copy = createContentCopy({
      read: () => Promise.reject(new Error('refused')),
      refreshMs: () => 20_000,
      now: () => now,
    });
    await expect(copy.get()).resolves.toBeUndefined();
    expect(copy.status()).toMatchObject({ failingSince: now, lastError: 'refused' });
  });
});
