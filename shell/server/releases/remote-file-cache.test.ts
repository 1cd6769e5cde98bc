/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createRemoteFileCache } from './remote-file-cache';

/** A read the test answers by hand. */
function controlledRead() {
  const pending: { url: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = (url: string) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ url, resolve, reject });
    });
  return { read, pending };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a remote file read by the shell’s server', () => {
  it('is read once per time-to-live and read again after it', async () => {
    let clock = 0;
    const { read, pending } = controlledRead();
    const fileOf = createRemoteFileCache(read, { ttlMs: 5000, answerMs: 1000, now: () => clock });
    const first = fileOf('http://remote/a');
    pending[0]?.resolve('one');
    expect(await first).toBe('one');
    expect(await fileOf('http://remote/a')).toBe('one');
    expect(pending).toHaveLength(1);
    clock = 6000;
    const second = fileOf('http://remote/a');
    pending[1]?.resolve('two');
    expect(await second).toBe('two');
    expect(pending).toHaveLength(2);
  });

  it('is read again before its time-to-live when asked for a copy read after a given instant', async () => {
    let clock = 0;
    const { read, pending } = controlledRead();
    const fileOf = createRemoteFileCache(read, { ttlMs: 5000, answerMs: 1000, now: () => clock });
    const first = fileOf('http://remote/a');
    pending[0]?.resolve('one');
    expect(await first).toBe('one');
    clock = 1000;
    // Its read started at 0: a copy read at 0 or later is this one; one read at 500 or later is not.
    expect(await fileOf('http://remote/a', { since: 0 })).toBe('one');
    expect(pending).toHaveLength(1);
    const fresher = fileOf('http://remote/a', { since: 500 });
    pending[1]?.resolve('two');
    expect(await fresher).toBe('two');
    expect(pending).toHaveLength(2);
  });

  it('answers in time with nothing when the remote has never answered', async () => {
    const { read } = controlledRead();
    const fileOf = createRemoteFileCache(read, { answerMs: 20 });
    const started = Date.now();
    expect(await fileOf('http://remote/a')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('stands in the last copy while a slow read goes on, and uses that read once it arrives', async () => {
    let clock = 0;
    const { read, pending } = controlledRead();
    const fileOf = createRemoteFileCache(read, { ttlMs: 5000, answerMs: 20, staleMs: 60_000, now: () => clock });
    const first = fileOf('http://remote/a');
    pending[0]?.resolve('old');
    expect(await first).toBe('old');
    clock = 6000;
    expect(await fileOf('http://remote/a')).toBe('old'); // the new read is late
    pending[1]?.resolve('new');
    await settle();
    expect(await fileOf('http://remote/a')).toBe('new'); // within the same time-to-live, no third read
    expect(pending).toHaveLength(2);
  });

  it('stops trusting a remote that is gone once its last copy is too old', async () => {
    let clock = 0;
    const { read, pending } = controlledRead();
    const fileOf = createRemoteFileCache(read, { ttlMs: 5000, answerMs: 20, staleMs: 60_000, now: () => clock });
    const first = fileOf('http://remote/a');
    pending[0]?.resolve('old');
    await first;
    clock = 30_000;
    const meanwhile = fileOf('http://remote/a');
    pending[1]?.reject(new Error('HTTP 404'));
    expect(await meanwhile).toBe('old');
    clock = 61_000;
    const later = fileOf('http://remote/a');
    pending[2]?.reject(new Error('HTTP 404'));
    expect(await later).toBeUndefined();
  });

  it('keeps at most maxEntries files, dropping the one read longest ago', async () => {
    const reads: string[] = [];
    const fileOf = createRemoteFileCache(
      async (url) => {
        reads.push(url);
        return url;
      },
      { maxEntries: 2 },
    );
    await fileOf('http://wp/a');
    await fileOf('http://wp/b');
    await fileOf('http://wp/a'); // kept: no new read
    await fileOf('http://wp/c'); // a third file: the oldest (a) goes
    await fileOf('http://wp/b');
    await fileOf('http://wp/a');
    expect(reads).toEqual(['http://wp/a', 'http://wp/b', 'http://wp/c', 'http://wp/a']);
  });

  it('keeps at most maxEntries files, whatever paths visitors ask for', async () => {
    const fileOf = createRemoteFileCache(async (url) => url, { maxEntries: 3, answerMs: 50 });
    for (let index = 0; index < 10; index += 1) await fileOf(`http://remote/${index}`);
    let reads = 0;
    const counting = createRemoteFileCache(
      async (url) => {
        reads += 1;
        return url;
      },
      { maxEntries: 3, answerMs: 50 },
    );
    for (let index = 0; index < 10; index += 1) await counting(`http://remote/${index}`);
    await counting('http://remote/9');
    expect(reads).toBe(10);
    await counting('http://remote/0');
    expect(reads).toBe(11);
  });

  it('keeps at most maxBytes of files: a large one pushes the oldest out', async () => {
    let reads = 0;
    const fileOf = createRemoteFileCache(
      async (url) => {
        reads += 1;
        return url.endsWith('big') ? 'x'.repeat(450) : 'y'.repeat(100);
      },
      { maxBytes: 1000, answerMs: 50 },
    );
    await fileOf('http://remote/a');
    await fileOf('http://remote/big');
    expect(reads).toBe(2);
    await fileOf('http://remote/big');
    expect(reads).toBe(2);
    await fileOf('http://remote/a');
    expect(reads).toBe(3);
  });

  it('remembers a missing file as missing instead of reading it again at once', async () => {
    let reads = 0;
    const fileOf = createRemoteFileCache(
      async () => {
        reads += 1;
        throw new Error('HTTP 404');
      },
      { answerMs: 50 },
    );
    expect(await fileOf('http://remote/missing')).toBeUndefined();
    expect(await fileOf('http://remote/missing')).toBeUndefined();
    expect(reads).toBe(1);
  });
});
