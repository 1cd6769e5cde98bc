/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { createFieldMetrics } from './field-metrics';

describe('createFieldMetrics', () => {
  it('writes a page view’s vitals as histograms with edges on Google’s thresholds, and blames by remote', async () => {
    const registry = new Registry();
    const metrics = createFieldMetrics(registry);
    metrics.record({
      remote: 'gfm43',
      versions: { gfm43: '1' },
      version: '1',
      route: 'gfm43/home',
      device: 'phone',
      lcpSeconds: 3,
      inpSeconds: 0.3,
      cls: 0.2,
      errors: [{ remote: 'gfm43', version: '1' }],
      slow: { remote: 'gfm43', version: '1' },
    });
    metrics.beacon('accepted');
    const text = await registry.metrics();
    const labels = 'remote="gfm43",version="1",route="gfm43/home",device="phone"';
    expect(text).toContain(`gfm_page_views_total{${labels}} 1`);
    expect(text).toContain(`gfm_lcp_seconds_bucket{le="2.5",${labels}} 0`);
    expect(text).toContain(`gfm_lcp_seconds_bucket{le="4",${labels}} 1`);
    expect(text).toContain(`gfm_inp_seconds_bucket{le="0.2",${labels}} 0`);
    expect(text).toContain(`gfm_inp_seconds_bucket{le="0.5",${labels}} 1`);
    expect(text).toContain(`gfm_cls_bucket{le="0.1",${labels}} 0`);
    expect(text).toContain(`gfm_cls_bucket{le="0.25",${labels}} 1`);
    expect(text).toContain('gfm_script_errors_total{remote="gfm43",version="1"} 1');
    expect(text).toContain('gfm_slow_interactions_total{remote="gfm43",version="1"} 1');
    expect(text).toContain('gfm_beacons_total{outcome="accepted"} 1');
  });
});
