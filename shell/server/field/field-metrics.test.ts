/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import type { CheckedBeacon } from './beacon-check';
import { createFieldMetrics } from './field-metrics';

const view = (overrides: Partial<CheckedBeacon> = {}): CheckedBeacon => ({
  remote: 'gfm43',
  version: '1',
  route: 'gfm43/home',
  device: 'phone',
  versions: { gfm43: '1' },
  errors: [],
  ...overrides,
});

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

  it('counts a visitor once a stage, in each class their worst page view reached, however many page views', async () => {
    const registry = new Registry();
    const metrics = createFieldMetrics(registry);
    let stage = '7';
    const visitor = { seed: 'a'.repeat(32), address: '10.0.0.1', stageOf: () => stage };
    // A long visit on a broken device: errors and a poor LCP on every page view, and a blog part that threw once.
    for (let index = 0; index < 50; index += 1)
      metrics.record(view({ lcpSeconds: 5, errors: [{ remote: 'gfm43', version: '1' }] }), visitor);
    metrics.record(view({ lcpSeconds: 1, errors: [{ remote: 'blog', version: 'b1' }] }), visitor);
    // Another visitor, good; and a page view with no seed, counted as a page view only.
    metrics.record(view({ lcpSeconds: 1, inpSeconds: 0.3, cls: 0.01 }), {
      seed: 'b'.repeat(32),
      address: '10.0.0.2',
      stageOf: () => stage,
    });
    metrics.record(view({ lcpSeconds: 9, errors: [{ remote: 'gfm43', version: '1' }] }));
    const text = () => registry.metrics();
    const of = 'remote="gfm43",version="1"';
    expect(await text()).toContain(`gfm_visitors_total{${of}} 2`);
    expect(await text()).toContain(`gfm_error_visitors_total{${of}} 1`);
    expect(await text()).toContain('gfm_error_visitors_total{remote="blog",version="b1"} 1');
    expect(await text()).toContain('gfm_visitors_total{remote="blog",version="b1"} 1');
    expect(await text()).toContain(`gfm_vital_visitors_total{${of},vital="lcp",reached="reported"} 2`);
    expect(await text()).toContain(`gfm_vital_visitors_total{${of},vital="lcp",reached="not-good"} 1`);
    expect(await text()).toContain(`gfm_vital_visitors_total{${of},vital="lcp",reached="poor"} 1`);
    expect(await text()).toContain(`gfm_vital_visitors_total{${of},vital="inp",reached="not-good"} 1`);
    expect(await text()).not.toContain(`vital="cls",reached="not-good"`);
    expect(await text()).toContain(`gfm_page_views_total{${of},route="gfm43/home",device="phone"} 53`);
    // The next stage counts them again.
    stage = '8';
    metrics.record(view({ errors: [{ remote: 'gfm43', version: '1' }] }), visitor);
    expect(await text()).toContain(`gfm_visitors_total{${of}} 3`);
    expect(await text()).toContain(`gfm_error_visitors_total{${of}} 2`);
    expect(await text()).toContain('gfm_field_visitors_kept{kind="seed"} 3');
  });

  it('counts no visitor for a version the shell does not know, nor for the shell or an unknown script', async () => {
    const registry = new Registry();
    const metrics = createFieldMetrics(registry);
    const visitor = { seed: 'c'.repeat(32), address: '10.0.0.3', stageOf: () => '' };
    metrics.record(view({ version: 'other', errors: [{ remote: 'other', version: 'other' }] }), visitor);
    metrics.record(view({ remote: 'shell', version: 's1', errors: [{ remote: 'shell', version: 's1' }] }), visitor);
    expect(await registry.metrics()).not.toMatch(/gfm_(error_)?visitors_total\{/);
  });

  it('lets one address add at most one visitor a stage to each bad count and five to its visitors', async () => {
    const registry = new Registry();
    const metrics = createFieldMetrics(registry);
    // A bot that collected 30 seeds at one address, each reporting an error and a poor LCP; one real visitor elsewhere.
    for (let index = 0; index < 30; index += 1)
      metrics.record(view({ lcpSeconds: 9, errors: [{ remote: 'gfm43', version: '1' }] }), {
        seed: index.toString(16).padStart(32, '0'),
        address: '203.0.113.7',
        stageOf: () => '5',
      });
    metrics.record(view({ lcpSeconds: 9, errors: [{ remote: 'gfm43', version: '1' }] }), {
      seed: 'f'.repeat(32),
      address: '198.51.100.1',
      stageOf: () => '5',
    });
    const text = await registry.metrics();
    const of = 'remote="gfm43",version="1"';
    // Five of the bot's 30 seeds count (VISITORS_PER_ADDRESS, decision 082), one of them bad; and the real visitor.
    expect(text).toContain(`gfm_visitors_total{${of}} 6`);
    expect(text).toContain(`gfm_error_visitors_total{${of}} 2`);
    expect(text).toContain(`gfm_vital_visitors_total{${of},vital="lcp",reached="reported"} 6`);
    expect(text).toContain(`gfm_vital_visitors_total{${of},vital="lcp",reached="poor"} 2`);
  });

  it('starts nothing over for an address whose beacons name the canary and the current version in turn', async () => {
    const registry = new Registry();
    const metrics = createFieldMetrics(registry);
    // A bot alternating versions, each new seed's page view with an error: version 1 is the canary.
    for (let index = 0; index < 12; index += 1) {
      const version = index % 2 === 0 ? '1' : '0';
      metrics.record(view({ version, versions: { gfm43: version }, errors: [{ remote: 'gfm43', version }] }), {
        seed: index.toString(16).padStart(32, '0'),
        address: '203.0.113.9',
        stageOf: () => '5',
      });
    }
    // A seed counted already is counted again in its marks, not as another visitor, past the address's five.
    metrics.record(view({ lcpSeconds: 9 }), {
      seed: '0'.padStart(32, '0'),
      address: '203.0.113.9',
      stageOf: () => '5',
    });
    const text = await registry.metrics();
    expect(text).toContain('gfm_visitors_total{remote="gfm43",version="1"} 5');
    expect(text).toContain('gfm_error_visitors_total{remote="gfm43",version="1"} 1');
    expect(text).toContain('gfm_visitors_total{remote="gfm43",version="0"} 5');
    expect(text).toContain('gfm_error_visitors_total{remote="gfm43",version="0"} 1');
    expect(text).toContain('gfm_vital_visitors_total{remote="gfm43",version="1",vital="lcp",reached="poor"} 1');
  });

  it('starts a version’s visitor series at 0 when the shell first serves it', async () => {
    const registry = new Registry();
    createFieldMetrics(registry).known('gfm43', '2');
    const text = await registry.metrics();
    expect(text).toContain('gfm_visitors_total{remote="gfm43",version="2"} 0');
    expect(text).toContain('gfm_error_visitors_total{remote="gfm43",version="2"} 0');
    expect(text).toContain('gfm_vital_visitors_total{remote="gfm43",version="2",vital="cls",reached="poor"} 0');
  });
});
