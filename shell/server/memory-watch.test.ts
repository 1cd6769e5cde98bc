/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { watchMemory } from './memory-watch';

describe('the memory watch (decision 046)', () => {
  it('asks the server to stop once, when even the lowest heap of its window is past the limit', () => {
    const onOver = jest.fn();
    const watch = watchMemory({ limitBytes: 100, onOver, window: 3, intervalMs: 60_000 });
    // Garbage between collections: high readings with a low one among them are not memory running high.
    for (const used of [150, 80, 150, 150]) watch.check(used);
    expect(onOver).not.toHaveBeenCalled();
    expect(watch.floor()).toBe(80);
    watch.check(120);
    expect(onOver).toHaveBeenCalledTimes(1);
    expect(onOver).toHaveBeenCalledWith(120);
    watch.check(130);
    expect(onOver).toHaveBeenCalledTimes(1);
    watch.stop();
  });
});
