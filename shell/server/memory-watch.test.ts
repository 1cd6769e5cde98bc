/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { watchMemory } from './memory-watch';

describe('the memory watch (decision 046)', () => {
  it('asks the server to stop once, when the heap after a full collection passes the limit', () => {
    const onOver = jest.fn();
    const watch = watchMemory({ limitBytes: 100, onOver });
    watch.check(80);
    expect(onOver).not.toHaveBeenCalled();
    watch.check(120);
    watch.check(130);
    expect(onOver).toHaveBeenCalledTimes(1);
    expect(onOver).toHaveBeenCalledWith(120);
    expect(watch.afterCollection()).toBe(130);
    watch.stop();
  });
});
