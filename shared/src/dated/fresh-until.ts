import { data } from '@gfm/shared/router';
import { unchangedForMs, type Dated } from './dated';

/**
 * A loader's answer that depends on the clock (offers running, days left):
 * its Cache-Control says how long it stays right, until the next start, end
 * or midnight, and the shell's server keeps the rendered page no longer.
 */
export function freshUntilNextChange<T>(value: T, items: readonly Dated[], now: Date) {
  return data(value, {
    headers: { 'Cache-Control': `public, max-age=${Math.floor(unchangedForMs(items, now) / 1000)}` },
  });
}
