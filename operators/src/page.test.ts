/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatValue, lineChart, pathOf } from './chart';
import { judgeReader, type JudgeRecord } from './judge';
import { operatorsPage } from './page';
import type { PrometheusReader, RangeSeries } from './prometheus';
import { windowOf } from './routes';
import { operatorsView } from './view';

const NOW = Date.UTC(2026, 10, 27, 16, 0, 0);
const end = NOW / 1000;

/** Prometheus's answers for one moment: release info, a canary share, targets, and one measure by version. */
function prometheusAt(series: Record<string, RangeSeries[]>): PrometheusReader {
  return {
    query: async (expr) => {
      if (expr.includes('gfm_remote_release_info'))
        return [
          { metric: { remote: 'remote-gfm43', role: 'current', version: '1.0.0' }, value: 1 },
          { metric: { remote: 'remote-gfm43', role: 'canary', version: '2.0.0' }, value: 1 },
        ];
      if (expr.includes('gfm_remote_canary_ratio')) return [{ metric: { remote: 'remote-gfm43' }, value: 0.1 }];
      if (expr.startsWith('sum by (outcome) (increase(gfm_beacons_total'))
        return [
          { metric: { outcome: 'accepted' }, value: 412.4 },
          { metric: { outcome: 'flood' }, value: 30 },
        ];
      if (expr.startsWith('sum by (reason, remote) (increase(gfm_beacons_refused_total'))
        return [
          { metric: { reason: 'collected', remote: 'gfm43' }, value: 350.2 },
          { metric: { reason: 'no-seed', remote: 'gfmpalam' }, value: 500 },
          { metric: { reason: 'not-served', remote: 'blog' }, value: 0 },
        ];
      if (expr === 'up')
        return [
          { metric: { job: 'shell', instance: '127.0.0.1:8101' }, value: 1 },
          { metric: { job: 'postgres', instance: '127.0.0.1:8612' }, value: 0 },
        ];
      return [];
    },
    queryRange: async (expr) => Object.entries(series).find(([name]) => expr.startsWith(name))?.[1] ?? [],
  };
}

const errors = (version: string, role: string, value: number): RangeSeries => ({
  metric: { remote: 'remote-gfm43', version, role },
  points: [
    [end - 60, value],
    [end - 30, value],
  ],
});

test('the page names each remote’s current version, its canary and share, and each target that is down', async () => {
  const view = await operatorsView({ prometheus: prometheusAt({}), minutes: 15, now: NOW });
  const html = operatorsPage(view, 15);
  expect(html).toMatch(
    /<th scope="row">remote-gfm43<\/th><td>1\.0\.0<\/td><td>2\.0\.0<\/td><td class="num">10\.0 %<\/td>/,
  );
  expect(html).toContain('no judge yet');
  expect(html).toMatch(/127\.0\.0\.1:8612<\/td><td class="down">DOWN/);
  expect(html).not.toContain('<script');
});

test('a measure shows the canary’s line beside the current version’s, and both latest values', async () => {
  const prometheus = prometheusAt({
    'remote_version:gfm_script_errors_per_page_view:ratio_rate5m': [
      errors('1.0.0', 'current', 0.01),
      errors('2.0.0', 'canary', 0.1),
    ],
  });
  const view = await operatorsView({ prometheus, minutes: 15, now: NOW });
  const chart = view.charts.get('remote-gfm43')?.find(({ measure }) => measure.id === 'script-errors');
  expect(chart?.latest).toEqual({ current: 0.01, canary: 0.1 });
  const html = operatorsPage(view, 15);
  expect(html).toContain('Script errors per page view <span>current 1.00 %, canary 10.0 %</span>');
  expect(html).toMatch(/<path class="line canary" d="M[^"]+"><title>2\.0\.0 · canary<\/title>/);
  expect(html).toMatch(/<path class="line current" d="M[^"]+"><title>1\.0\.0 · current<\/title>/);
});

test('a line breaks where samples are missing, and a chart without data says so', () => {
  const line = {
    label: 'a',
    tone: 'current' as const,
    points: [
      [0, 1],
      [10, 1],
      [50, 1],
      [60, Number.NaN],
      [70, 1],
    ] as const,
  };
  expect(
    pathOf(
      line,
      (t) => t,
      (v) => v,
      10,
    ),
  ).toBe('M0.0,1.0L10.0,1.0M50.0,1.0M70.0,1.0');
  expect(lineChart({ title: 't', unit: 'share', start: 0, end: 60, step: 10, lines: [] })).toContain('no data yet');
});

test('values read in the unit of their measure', () => {
  expect(formatValue(0.0123, 'share')).toBe('1.23 %');
  expect(formatValue(0.75, 'share')).toBe('75.0 %');
  expect(formatValue(0.0421, 'seconds')).toBe('42 ms');
  expect(formatValue(2.5, 'seconds')).toBe('2.50 s');
  expect(formatValue(150 * 1024 * 1024, 'bytes')).toBe('150 MB');
  expect(formatValue(Number.NaN, 'perSecond')).toBe('–');
});

test('the window is one the page offers, else 15 minutes', () => {
  expect(windowOf(new URL('http://x/?minutes=60'))).toBe(60);
  expect(windowOf(new URL('http://x/?minutes=7'))).toBe(15);
  expect(windowOf(new URL('http://x/'))).toBe(15);
});

/** A judge on a port of this machine that answers `GET /decisions` with `records`; or, closed, none at all. */
async function judgeAt(records: Record<string, JudgeRecord[]>, closed = false) {
  const server = http.createServer((request, response) => {
    if (request.url !== '/decisions') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(records));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (closed) await new Promise((resolve) => server.close(resolve));
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const hold: JudgeRecord = {
  at: '2026-11-27T15:59:30.000Z',
  remote: 'remote-gfm43',
  decision: 'hold',
  reason: 'not enough page views yet at 25 %',
  plan: { id: 'p1', canary: '2.0.0', current: '1.0.0', stages: [5, 25, 50, 100] },
  stage: { step: 1, percent: 25 },
  measures: [
    {
      label: 'Page views with a script error',
      verdict: 'undecided',
      canary: { events: 3, exposure: 120, rate: 0.025 },
      baseline: { events: 10, exposure: 1000, rate: 0.01 },
      ratio: { estimate: 2.5 },
    },
  ],
};

test('each remote’s stage is the judge’s: its last decision, and that decision’s evidence beside the current version', async () => {
  const judge = await judgeAt({
    'remote-gfm43': [{ ...hold, decision: 'promote', reason: 'earlier', stage: { step: 0, percent: 5 } }, hold],
  });
  try {
    const view = await operatorsView({
      prometheus: prometheusAt({}),
      minutes: 15,
      now: NOW,
      judge: judgeReader(judge.url),
    });
    const html = operatorsPage(view, 15);
    expect(html).toContain(
      '<td>25 % (stage 2 of 4, canary 2.0.0)</td><td><strong>hold</strong> at 15:59:30 UTC: not enough page views yet at 25 %</td>',
    );
    expect(html).toMatch(
      /<th scope="row">Page views with a script error<\/th><td class="num">2\.50 % <span class="note">\(3 in 120\)<\/span><\/td><td class="num">1\.00 % <span class="note">\(10 in 1000\)<\/span><\/td><td class="num">2\.50<\/td><td>undecided<\/td>/,
    );
  } finally {
    await judge.close();
  }
});

test('a judge that does not answer is said to be unreachable, and the rest of the page is still there', async () => {
  const judge = await judgeAt({}, true);
  const view = await operatorsView({
    prometheus: prometheusAt({}),
    minutes: 15,
    now: NOW,
    judge: judgeReader(judge.url),
  });
  const html = operatorsPage(view, 15);
  expect(html).toContain('judge unreachable');
  expect(html).toMatch(/<th scope="row">remote-gfm43<\/th><td>1\.0\.0<\/td><td>2\.0\.0<\/td>/);
  expect(html).toMatch(/127\.0\.0\.1:8612<\/td><td class="down">DOWN/);
});

test('the beacons refused as evidence show by reason and whose page, beside those counted', async () => {
  const view = await operatorsView({ prometheus: prometheusAt({}), minutes: 60, now: NOW });
  expect(view.beacons).toEqual({
    accepted: 412,
    flood: 30,
    refused: [
      { reason: 'no-seed', remote: 'gfmpalam', count: 500 },
      { reason: 'collected', remote: 'gfm43', count: 350 },
    ],
  });
  const html = operatorsPage(view, 60);
  expect(html).toContain(
    'In the last 60 minutes: 412 beacons counted; 850 refused as evidence; 30 refused as a flood before they were read.',
  );
  expect(html).toContain(
    '<tr><td>no-seed</td><td>gfmpalam</td><td class="num">500</td><td class="note">no seed: not a visitor the site served</td></tr>',
  );
  expect(html).not.toContain('<td>not-served</td>');
});

test('each of the plan’s decisions shows the visitors behind each measure, canary beside current', async () => {
  const visitors = (record: JudgeRecord): JudgeRecord => ({
    ...record,
    measures: record.measures?.map((measure) => ({ ...measure, unit: 'visitors' })),
  });
  const judge = await judgeAt({
    'remote-gfm43': [
      visitors({ ...hold, at: '2026-11-27T15:50:00.000Z', stage: { step: 0, percent: 5 } }),
      visitors({
        ...hold,
        at: '2026-11-27T15:55:00.000Z',
        decision: 'promote',
        stage: { step: 0, percent: 5 },
        published: { pointer: 'stage', percent: 25 },
      }),
      visitors({ ...hold, at: '2026-11-27T15:58:00.000Z' }),
      visitors({ ...hold, at: '2026-11-27T15:59:00.000Z' }),
      visitors(hold),
    ],
  });
  try {
    const view = await operatorsView({
      prometheus: prometheusAt({}),
      minutes: 15,
      now: NOW,
      judge: judgeReader(judge.url),
    });
    const html = operatorsPage(view, 15);
    // The first look, the promotion, the first look at the next stage and the last: a hold like the one before
    // it says nothing new.
    expect(html.match(/<tr><td>15:\d\d:\d\d UTC<\/td>/g)).toEqual([
      '<tr><td>15:50:00 UTC</td>',
      '<tr><td>15:55:00 UTC</td>',
      '<tr><td>15:58:00 UTC</td>',
      '<tr><td>15:59:30 UTC</td>',
    ]);
    expect(html).toContain('published the 25 % stage');
    expect(html).toContain('Page views with a script error: 120 / 1000 visitors');
    expect(html).toContain('(3 of 120 visitors)');
  } finally {
    await judge.close();
  }
});
