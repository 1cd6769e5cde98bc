/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prometheusConfig } from '@gfm/topology/observability';

/**
 * The repository's Prometheus rules and configuration, checked by Prometheus's
 * own tool (decision 060): the rules parse, the tests of
 * deploy/prometheus/tests turn series into the recorded values and alerts they
 * expect, every alert is tested and says what to do, and the topology's
 * configuration and the front's mtail program load. promtool and mtail are
 * Debian's (.ci/run installs them).
 */

const root = path.resolve(__dirname, '..');
const rulesDir = path.join(root, 'deploy/prometheus/rules');
const ruleFiles = fs.readdirSync(rulesDir).map((file) => path.join(rulesDir, file));
const testFile = path.join(root, 'deploy/prometheus/tests/rules.test.yml');

/** A program's output, or its output and exit code when it fails. */
function run(program: string, args: string[]) {
  try {
    return { code: 0, output: execFileSync(program, args, { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    return { code: failed.status ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

test('promtool checks every rule file', () => {
  const { code, output } = run('promtool', ['check', 'rules', ...ruleFiles]);
  expect(output).not.toContain('FAILED');
  expect(code).toBe(0);
});

test('promtool turns the test series into the recorded values and alerts expected', () => {
  const { code, output } = run('promtool', ['test', 'rules', testFile]);
  expect(output).toContain('SUCCESS');
  expect(code).toBe(0);
});

test('every alert has a summary and a description, and a test that expects it to fire', () => {
  const alerts = fs.readFileSync(path.join(rulesDir, 'alerts.yml'), 'utf8');
  const tests = fs.readFileSync(testFile, 'utf8');
  const blocks = alerts.split(/\n(?= {6}- alert: )/).slice(1);
  expect(blocks.length).toBeGreaterThanOrEqual(6);
  for (const block of blocks) {
    const name = /- alert: (\w+)/.exec(block)?.[1] ?? '';
    expect(block).toMatch(/\n {10}summary: /);
    expect(block).toMatch(/\n {10}description: >-\n {12}\S[^\n]{40,}/);
    const firing = new RegExp(`alertname: ${name}\\n {8}exp_alerts:\\n {10}- exp_labels`);
    expect({ name, tested: firing.test(tests) }).toEqual({ name, tested: true });
  }
});

test("the topology's Prometheus configuration loads with its rules", () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-prometheus-'));
  try {
    const config = prometheusConfig({ runDir, host: '127.0.0.1' });
    const { code, output } = run('promtool', ['check', 'config', config]);
    expect(output).toContain('SUCCESS');
    expect(code).toBe(0);
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});

test("mtail compiles the front's access-log program", () => {
  const { code, output } = run('mtail', [
    '--compile_only',
    '--progs',
    path.join(root, 'deploy/mtail'),
    '--logtostderr',
  ]);
  expect(output).not.toContain('compile failed');
  expect(code).toBe(0);
});

test('mtail counts the pages the front answered from its cache for the versions the copy names, and no other', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-mtail-'));
  try {
    const line = (cache: string, served: string) =>
      `127.0.0.1 [27/Nov/2026:18:40:00 +0000] "GET /gfm43 HTTP/1.1" 200 1234 0.001 upstream=- upstream_status=- request_id=a cache=${cache} served=${served}`;
    const log = path.join(dir, 'access.log');
    fs.writeFileSync(
      log,
      [
        line('HIT', 'gfm43=1.4.0-ab12/canary,gfmpalam=2.0.0/current,blog=b3/canary-unavailable'),
        line('STALE', 'gfm43=1.4.0-ab12/canary'),
        // The shell answered these, and counted them itself.
        line('MISS', 'gfm43=1.4.0-ab12/canary'),
        line('REVALIDATED', 'gfm43=1.4.0-ab12/canary'),
        line('-', '-'),
        // Not what a shell writes: not counted.
        line('HIT', 'gfm43=1.4.0-ab12/everyone'),
        '',
      ].join('\n'),
    );
    const { code, output } = run('mtail', [
      '--one_shot',
      '--one_shot_format=prometheus',
      '--progs',
      path.join(root, 'deploy/mtail'),
      '--logs',
      log,
      '--logtostderr',
    ]);
    expect(code).toBe(0);
    const served = output
      .split('\n')
      .filter((row) => row.startsWith('gfm_front_served_total{'))
      .map((row) => row.replace(/prog="front.mtail",/, ''))
      .sort();
    expect(served).toEqual([
      'gfm_front_served_total{assignment="canary",remote="gfm43",version="1.4.0-ab12"} 2',
      'gfm_front_served_total{assignment="canary-unavailable",remote="blog",version="b3"} 1',
      'gfm_front_served_total{assignment="current",remote="gfmpalam",version="2.0.0"} 1',
    ]);
    expect(output).toContain('gfm_front_requests_total{cache="HIT",prog="front.mtail",status="200"} 2');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
