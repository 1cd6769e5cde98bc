/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { createAnswerCache } from './answer-cache';

function cacheAt(options: Partial<Parameters<typeof createAnswerCache<string>>[0]> = {}) {
  const clock = { now: 0 };
  const cache = createAnswerCache<string>({ sizeOf: (value) => value.length, now: () => clock.now, ...options });
  return { cache, clock };
}

describe('the WordPress answer cache (decision 040)', () => {
  it('answers from what it keeps while fresh, and shares one fetch between requests that arrive together', async () => {
    const { cache, clock } = cacheAt();
    const load = jest.fn(async () => 'latest posts');
    expect(await Promise.all([cache.get('latest', load), cache.get('latest', load)])).toEqual([
      'latest posts',
      'latest posts',
    ]);
    clock.now = 15_000;
    expect(await cache.get('latest', load)).toBe('latest posts');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer at once and fetches the new one behind it', async () => {
    const { cache, clock } = cacheAt();
    await cache.get('tag', async () => 'tag 2');
    clock.now = 15_001;
    let release: (value: string) => void = () => undefined;
    const revalidation = new Promise<string>((resolve) => (release = resolve));
    expect(await cache.get('tag', () => revalidation)).toBe('tag 2');
    release('tag 3');
    await revalidation;
    await Promise.resolve();
    expect(await cache.get('tag', async () => 'not asked')).toBe('tag 3');
  });

  it('keeps the stale answer when the revalidation fails, for up to a day', async () => {
    const { cache, clock } = cacheAt();
    await cache.get('post', async () => 'the post');
    const failing = jest.fn(() => Promise.reject(new Error('503')));
    clock.now = 60_000;
    expect(await cache.get('post', failing)).toBe('the post');
    await Promise.resolve();
    clock.now = 24 * 60 * 60_000;
    expect(await cache.get('post', failing)).toBe('the post');
    expect(failing).toHaveBeenCalledTimes(2);
    clock.now = 24 * 60 * 60_000 + 1;
    await expect(cache.get('post', failing)).rejects.toThrow('503');
  });

  it('is bounded in count and in bytes, the least recently used going first', async () => {
    const { cache } = cacheAt({ maxEntries: 3, maxBytes: 1000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'not asked');
    await cache.get('d', async () => 'd');
    expect(cache.size.entries).toBe(3);
    const again = jest.fn(async () => 'b again');
    expect(await cache.get('b', again)).toBe('b again');
    expect(await cache.get('a', async () => 'not asked')).toBe('a');
    await cache.get('big', async () => 'x'.repeat(994));
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size.entries).toBe(1);
  });

  it('after a time-out, fails at once for addresses it has nothing for, until the window ends', async () => {
    const timeOut = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    const { cache, clock } = cacheAt({
      failFastMs: 5000,
      failsFast: (error) => error === timeOut,
      fastFailure: () => new Error('failing fast'),
    });
    await expect(cache.get('posts', () => Promise.reject(timeOut))).rejects.toBe(timeOut);
    const load = jest.fn(async () => 'posts');
    clock.now = 4999;
    await expect(cache.get('other', load)).rejects.toThrow('failing fast');
    expect(load).not.toHaveBeenCalled();
    clock.now = 5000;
    expect(await cache.get('other', load)).toBe('posts');
  });
});
