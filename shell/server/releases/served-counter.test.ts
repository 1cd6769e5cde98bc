/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { createServedCounter, servedHeader } from './served-counter';

describe('gfm_served_total', () => {
  it('counts each page for the version of each remote actually served, and how the visitor was assigned', async () => {
    const registry = new Registry();
    const countServed = createServedCounter(registry);
    countServed({
      gfm43: { version: 'v1', assignment: 'canary-unavailable' },
      gfmpalam: { version: 'p2', assignment: 'canary' },
    });
    countServed({ gfm43: { version: 'v1', assignment: 'current' } });
    const text = await registry.metrics();
    expect(text).toContain('gfm_served_total{remote="gfm43",version="v1",assignment="canary-unavailable"} 1');
    expect(text).toContain('gfm_served_total{remote="gfm43",version="v1",assignment="current"} 1');
    expect(text).toContain('gfm_served_total{remote="gfmpalam",version="p2",assignment="canary"} 1');
    expect(text).not.toContain('remote="blog"');
  });

  it('names the same versions in the header the front logs, in the remotes’ order', () => {
    expect(
      servedHeader({ blog: { version: 'b3', assignment: 'current' }, gfm43: { version: 'v1', assignment: 'canary' } }),
    ).toBe('gfm43=v1/canary,blog=b3/current');
    expect(servedHeader({})).toBe('');
  });
});
