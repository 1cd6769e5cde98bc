import { expect, test } from '../test';
import { TOPOLOGY_PORTS } from '@gfm/topology/ports';
import { state } from './topology-state';

interface UpSample {
  metric: { job: string; instance: string };
  value: [number, string];
}

/** Prometheus's `up` now, by job and target. */
async function upNow(prometheusUrl: string) {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=up`);
  const answer = (await response.json()) as { data: { result: UpSample[] } };
  return Object.fromEntries(
    answer.data.result.map(({ metric, value }) => [`${metric.job} ${metric.instance}`, Number(value[1])]),
  );
}

const host = '127.0.0.1';
const at = (port: number) => `${host}:${port}`;
/** Every target the topology's Prometheus scrapes (deploy/prometheus/prometheus.yml.template). */
const targets = [
  ...TOPOLOGY_PORTS.shells.map((port) => `shell ${at(port)}`),
  ...TOPOLOGY_PORTS.collectors.map((port) => `collector ${at(port)}`),
  `nginx ${at(TOPOLOGY_PORTS.exporters.nginx)}`,
  `front-log ${at(TOPOLOGY_PORTS.exporters.frontLog)}`,
  `postgres ${at(TOPOLOGY_PORTS.exporters.postgres)}`,
  `prometheus ${at(TOPOLOGY_PORTS.prometheus)}`,
];

test('Prometheus scrapes every part of the topology, and each is up @desktop', async () => {
  const { prometheusUrl } = state();
  // Scrapes are 2 s apart: every target has answered within a few of them.
  await expect
    .poll(async () => upNow(prometheusUrl), { timeout: 30_000, intervals: [1000] })
    .toEqual(Object.fromEntries(targets.map((target) => [target, 1])));
  // What the exporters read is there too: nginx's and PostgreSQL's own `up`.
  const query = async (expr: string) => {
    const answer = (await (await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`)).json()) as {
      data: { result: { value: [number, string] }[] };
    };
    return answer.data.result.map(({ value }) => Number(value[1]));
  };
  expect(await query('nginx_up')).toEqual([1]);
  expect(await query('pg_up')).toEqual([1]);
  // The rules are loaded, and none of them is broken.
  const rules = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as {
    data: { groups: { rules: { name: string; health: string }[] }[] };
  };
  const loaded = rules.data.groups.flatMap((group) => group.rules);
  expect(loaded.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['GfmTargetDown', 'GfmCanaryErrorsAboveCurrent']),
  );
  expect(loaded.filter(({ health }) => health === 'err')).toEqual([]);
});

test("the operators' page answers on its internal port, and neither it nor Prometheus through the front @desktop", async ({
  request,
}) => {
  const { operatorsUrl } = state();
  const page = await fetch(`${operatorsUrl}/`);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(html).toContain('Global Foyer Mall — operators');
  // It reads Prometheus: the targets' table has Prometheus's own, up.
  expect(html).toMatch(/<td>prometheus<\/td><td>127\.0\.0\.1:8601<\/td><td class="up">up<\/td>/);
  // Each remote's stage is the judge's (:8603, GET /decisions): its last decision, once the shells' releases are scraped.
  await expect
    .poll(
      async () =>
        (await (await fetch(`${operatorsUrl}/`)).text()).match(/<strong>[a-z-]+<\/strong> at \d\d:\d\d:\d\d UTC/g)
          ?.length ?? 0,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(3);
  expect(html).not.toContain('judge unreachable');
  for (const pathname of ['/operators', '/api/v1/query?query=up', '/stub_status', '/-/ready'])
    expect((await request.get(pathname)).status(), pathname).toBe(404);
});
