/**
 * @jest-environment node
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PrometheusAnswerError, prometheusClient } from './prometheus';

/** The client against Debian's Prometheus, scraping itself every second: nothing between them is faked. */

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let dir: string;
let prometheus: ChildProcess;
let url: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-prometheus-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  fs.writeFileSync(
    path.join(dir, 'prometheus.yml'),
    `global: { scrape_interval: 1s }\nscrape_configs:\n  - job_name: self\n    static_configs: [{ targets: ['127.0.0.1:${port}'] }]\n`,
  );
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  // Until its first scrape is stored: `up` of its own job.
  const client = prometheusClient(url);
  const until = Date.now() + 25_000;
  for (;;) {
    const up = await client.query('up{job="self"}').catch(() => []);
    if (up.length > 0) break;
    if (Date.now() > until) throw new Error('Prometheus did not scrape itself in 25 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 30_000);

afterAll(() => {
  prometheus?.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the Prometheus query client', () => {
  it('reads an instant vector, now or at a time, with its labels and numbers', async () => {
    const client = prometheusClient(url);
    const [up] = await client.query('up{job="self"}');
    expect(up?.metric).toMatchObject({ job: 'self', instance: new URL(url).host });
    expect(up?.value).toBe(1);
    // Before Prometheus started: no sample.
    expect(await client.query('up{job="self"}', Date.now() / 1000 - 3600)).toEqual([]);
    // Prometheus's own strings for what is not a finite number.
    const [nan] = await client.query('vector(0) / 0');
    expect(nan?.value).toBeNaN();
  });

  it('reads a range as points of [seconds, number]', async () => {
    const end = Date.now() / 1000;
    const [series] = await prometheusClient(url).queryRange('up{job="self"}', end - 60, end, 1);
    expect(series?.metric.job).toBe('self');
    expect(series?.points.length).toBeGreaterThan(0);
    for (const [time, value] of series?.points ?? []) {
      expect(time).toBeGreaterThan(end - 61);
      expect(value).toBe(1);
    }
  });

  it('tells a query Prometheus refused from one it never received', async () => {
    const refused = prometheusClient(url).query('sum(');
    await expect(refused).rejects.toBeInstanceOf(PrometheusAnswerError);
    await expect(refused).rejects.toThrow(/^Prometheus: .*parse error/);
    // A range query is not an instant vector: the client says so rather than read it as one.
    await expect(prometheusClient(url).query('up[1m]')).rejects.toThrow('Prometheus: a matrix, not a vector');
    const closed = await freePort();
    const unreachable = prometheusClient(`http://127.0.0.1:${closed}`).query('up');
    await expect(unreachable).rejects.toThrow();
    await expect(unreachable).rejects.not.toBeInstanceOf(PrometheusAnswerError);
  });
});
