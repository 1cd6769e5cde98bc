/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { BoundedLabels } from './bounded-labels';
import { WARM_UP_RENDERS, createRenderMetrics } from './render-metrics';

describe('createRenderMetrics', () => {
  it('counts a version’s first renders on the shell but times only the ones after (its code loaded)', async () => {
    const registry = new Registry();
    const observer = createRenderMetrics({ registry, versions: new BoundedLabels(10), queueDepth: () => 0 });
    // The first render loads the server code (seconds); the next are quick.
    const times = [2000, 40, 30, ...Array<number>(5).fill(4)];
    for (const ms of times) observer.rendered([{ remote: 'gfm43', version: 'v2', ms, failed: false }], ms);
    observer.rendered([{ remote: 'blog', version: 'b1', ms: 3000, failed: true }], 3000);
    const text = await registry.metrics();
    expect(WARM_UP_RENDERS).toBe(3);
    expect(text).toContain('gfm_renders_total{remote="gfm43",version="v2",outcome="ok"} 8');
    expect(text).toContain('gfm_render_warm_ups_total{remote="gfm43",version="v2"} 3');
    expect(text).toContain('gfm_render_duration_seconds_count{remote="gfm43",version="v2"} 5');
    expect(text).toContain('gfm_render_duration_seconds_bucket{le="0.005",remote="gfm43",version="v2"} 5');
    // Each version and remote warms up on its own: a failed first render is counted as failed, not timed.
    expect(text).toContain('gfm_renders_total{remote="blog",version="b1",outcome="failed"} 1');
    expect(text).not.toContain('gfm_render_duration_seconds_count{remote="blog"');
  });
});
