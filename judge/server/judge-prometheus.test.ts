/** @jest-environment node */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type CanaryPlan, HOLD_FILE, PLAN_FILE, planPointers } from '@gfm/release/plan';
import { POINTER_FILE, type ReleasePointer } from '@gfm/release/pointer';
import { publicKeyText, signPointer } from '@gfm/release/signature';
import { type DecisionRecord, type JudgeSettings, lookAt } from './look';

/**
 * The judge against Debian's Prometheus, started here on a temporary folder
 * and scraping every second a small target that serves the contract's
 * metrics (issue 40) for two versions of a remote: the counts the shells and
 * the beacons would send, at rates the test sets. Nothing is faked between
 * the judge and Prometheus, nor between the judge and the release files.
 */

const REMOTE = 'remote-gfm43';
const rootDir = path.resolve(__dirname, '../..');
const team = crypto.generateKeyPairSync('ed25519');
const stranger = crypto.generateKeyPairSync('ed25519');

/** Per version: how many page views and renders a second, and which share of them go wrong. */
interface Traffic {
  pageViews: number;
  errorShare: number;
  renders: number;
  failureShare: number;
}

const EDGES = {
  gfm_render_duration_seconds: ['0.05', '0.1', '0.25'],
  gfm_lcp_seconds: ['2.5', '4'],
  gfm_inp_seconds: ['0.2', '0.5'],
  gfm_cls: ['0.1', '0.25'],
} as const;

/** Cumulative counts of one version, as a shell's and a beacon collector's registries would hold them. */
class VersionMetrics {
  pageViews = 0;
  errors = 0;
  renders = 0;
  failures = 0;
  constructor(
    readonly version: string,
    public traffic: Traffic,
  ) {}

  tick(seconds: number) {
    const views = this.traffic.pageViews * seconds;
    const renders = this.traffic.renders * seconds;
    this.pageViews += views;
    this.errors += views * this.traffic.errorShare;
    this.renders += renders;
    this.failures += renders * this.traffic.failureShare;
  }

  exposition(): string {
    const labels = `remote="${REMOTE.replace(/^remote-/, '')}",version="${this.version}"`;
    const round = Math.round;
    const lines = [
      `gfm_page_views_total{${labels},route="home",device="phone"} ${round(this.pageViews)}`,
      // The shells answer a page for every page view; they render only some (the rest are kept pages).
      `gfm_served_total{${labels},assignment="${this.version === 'v1' ? 'current' : 'canary'}"} ${round(this.pageViews)}`,
      `gfm_script_errors_total{${labels}} ${round(this.errors)}`,
      // Visitors (decision 076): a visitor sees two pages here; one in ten reaches a not-good class of each vital.
      `gfm_visitors_total{${labels}} ${round(this.pageViews / 2)}`,
      `gfm_error_visitors_total{${labels}} ${round(this.errors / 2)}`,
      ...['lcp', 'inp', 'cls'].flatMap((vital) =>
        (
          [
            ['reported', 0.5],
            ['not-good', 0.05],
            ['poor', 0.01],
          ] as const
        ).map(
          ([reached, share]) =>
            `gfm_vital_visitors_total{${labels},vital="${vital}",reached="${reached}"} ${round(this.pageViews * share)}`,
        ),
      ),
      `gfm_renders_total{${labels},outcome="ok"} ${round(this.renders - this.failures)}`,
      `gfm_renders_total{${labels},outcome="failed"} ${round(this.failures)}`,
    ];
    // Every render fast and every vital good: 9 in 10 in the first bucket, the rest in the second.
    for (const [metric, edges] of Object.entries(EDGES)) {
      const total = round(metric === 'gfm_render_duration_seconds' ? this.renders : this.pageViews);
      const first = round(total * 0.9);
      const values = [first, ...edges.slice(1).map(() => total), total];
      [...edges, '+Inf'].forEach((le, index) =>
        lines.push(`${metric}_bucket{${labels},route="home",device="phone",le="${le}"} ${values[index]}`),
      );
    }
    return `${lines.join('\n')}\n`;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const good: Traffic = { pageViews: 400, errorShare: 0, renders: 150, failureShare: 0 };
const versions = { current: new VersionMetrics('v1', good), canary: new VersionMetrics('v2', good) };

let dir: string;
let prometheus: ChildProcess;
let prometheusUrl: string;
let target: http.Server;
let ticker: NodeJS.Timeout;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-judge-'));
  target = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
    response.end(versions.current.exposition() + versions.canary.exposition());
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const targetPort = (target.address() as net.AddressInfo).port;
  ticker = setInterval(() => {
    versions.current.tick(0.2);
    versions.canary.tick(0.2);
  }, 200);
  fs.writeFileSync(
    path.join(dir, 'prometheus.yml'),
    `global: { scrape_interval: 1s, evaluation_interval: 1s }\nscrape_configs:\n  - job_name: shells\n    static_configs: [{ targets: ['127.0.0.1:${targetPort}'] }]\n`,
  );
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  await waitFor(async () => (await fetch(`${prometheusUrl}/-/ready`)).ok, 20_000, 'Prometheus to be ready');
}, 30_000);

afterAll(async () => {
  clearInterval(ticker);
  prometheus?.kill('SIGTERM');
  await new Promise<void>((resolve) => target.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A remote's host folder with a plan its team signed (or another key, `signer`), the first stage out. */
function releaseWithPlan(
  name: string,
  signer = team.privateKey,
  stages = [10, 50, 100],
  expires = new Date(Date.now() + 72 * 3_600_000),
) {
  const releasesDir = path.join(dir, name);
  fs.mkdirSync(path.join(releasesDir, REMOTE), { recursive: true });
  const { pointers, abort } = planPointers({ current: 'v1', previous: ['v0'] }, 'v2', stages, Date.now(), expires);
  const plan = {
    remote: REMOTE,
    current: 'v1',
    canary: 'v2',
    stages,
    expires: expires.toISOString(),
    pointers: pointers.map((pointer) => signPointer(REMOTE, pointer, team.privateKey)),
    abort: signPointer(REMOTE, abort, signer),
  } as CanaryPlan;
  fs.writeFileSync(path.join(releasesDir, REMOTE, PLAN_FILE), JSON.stringify(plan));
  fs.writeFileSync(path.join(releasesDir, REMOTE, POINTER_FILE), JSON.stringify(plan.pointers[0]));
  const settings: JudgeSettings = {
    releasesDir,
    prometheusUrl,
    keys: { [REMOTE]: [team.publicKey] },
    stateFile: path.join(releasesDir, 'stages.json'),
    // Slow renders and vitals read after a warm-up of 3 s at each stage (decision 076).
    config: { minStageMinutes: 0, minStageVisitors: 100, warmUpMinutes: 0.05 },
  };
  const onHost = () =>
    JSON.parse(fs.readFileSync(path.join(releasesDir, REMOTE, POINTER_FILE), 'utf8')) as ReleasePointer;
  return { releasesDir, plan, settings, onHost };
}

describe('the judge, reading a real Prometheus', () => {
  it('moves a healthy canary through every stage to 100 %, and waits while a person holds it', async () => {
    versions.canary.traffic = good;
    const { releasesDir, plan, settings, onHost } = releaseWithPlan('healthy');
    fs.writeFileSync(path.join(releasesDir, REMOTE, HOLD_FILE), '{"held":true}');
    expect(await lookAt(settings, REMOTE)).toMatchObject({ decision: 'held-by-hand', stage: { percent: 10 } });
    fs.rmSync(path.join(releasesDir, REMOTE, HOLD_FILE));
    const seen: DecisionRecord[] = [];
    await waitFor(
      async () => {
        seen.push(await lookAt(settings, REMOTE));
        return onHost().sequence === plan.pointers[2]?.sequence;
      },
      40_000,
      'the canary at 100 %',
    );
    expect(onHost()).toEqual(plan.pointers[2]);
    expect(onHost().current).toBe('v2');
    const promotions = seen.filter((record) => record.published);
    expect(promotions.map((record) => record.published?.percent)).toEqual([50, 100]);
    // Each promotion carries its evidence, from Prometheus's counts: nothing shown worse before the last step,
    // and every measure shown within its margin for the last (decision 076).
    const [first, last] = promotions;
    expect(first?.measures?.filter((measure) => measure.verdict === 'worse')).toEqual([]);
    expect(last?.measures?.map((measure) => measure.verdict)).toEqual(Array(6).fill('within'));
    expect((first?.windows?.[0]?.canary as { visitors: number }).visitors).toBeGreaterThan(100);
    expect(first?.measures?.find((measure) => measure.id === 'lcp')).toMatchObject({ unit: 'visitors' });
    // Slow renders and vitals were read over the stage after its warm-up, from queries of their own.
    expect(first?.windows?.[0]?.warm).toMatchObject({ canary: { lcpVisitors: { reported: expect.any(Number) } } });
    // With too little time for a window, it held first, saying why; it never promoted on no data.
    expect(seen[0]?.decision).toBe('hold');
    expect(await lookAt(settings, REMOTE)).toMatchObject({ decision: 'idle', reason: /plan is complete/ });
  }, 60_000);

  it('as a process, takes back a canary whose server renders fail, by the abort the team signed', async () => {
    versions.canary.traffic = { ...good, failureShare: 0.5 };
    const { releasesDir, plan } = releaseWithPlan('failing');
    const stateDir = path.join(releasesDir, 'judge');
    const port = await freePort();
    const judgeProcess = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'judge/server/main.ts')], {
      cwd: rootDir,
      stdio: 'ignore',
      env: {
        ...process.env,
        JUDGE_REMOTES: REMOTE,
        REMOTE_GFM43_PUBLIC_KEY: publicKeyText(team.publicKey),
        JUDGE_RELEASES_DIR: releasesDir,
        JUDGE_PROMETHEUS_URL: prometheusUrl,
        JUDGE_STATE_DIR: stateDir,
        JUDGE_PORT: String(port),
        JUDGE_LOOK_SECONDS: '1',
      },
    });
    try {
      const pointerFile = path.join(releasesDir, REMOTE, POINTER_FILE);
      await waitFor(
        () => JSON.parse(fs.readFileSync(pointerFile, 'utf8')).sequence === plan.abort.sequence,
        40_000,
        'the abort pointer',
      );
      expect(JSON.parse(fs.readFileSync(pointerFile, 'utf8'))).toEqual(plan.abort);
      const decisions = (await (
        await fetch(`http://127.0.0.1:${port}/decisions?remote=${REMOTE}`)
      ).json()) as DecisionRecord[];
      const rollback = decisions.find((record) => record.decision === 'rollback');
      expect(rollback).toMatchObject({ published: { pointer: 'abort', sequence: plan.abort.sequence } });
      expect(rollback?.measures?.find((measure) => measure.id === 'renderFailures')?.verdict).toBe('worse');
      expect(fs.readFileSync(path.join(stateDir, 'decisions.jsonl'), 'utf8')).toContain('"decision":"rollback"');
    } finally {
      judgeProcess.kill('SIGTERM');
    }
  }, 60_000);

  it('publishes nothing from a plan with a pointer signed by another key, or with a stage left out', async () => {
    versions.canary.traffic = { ...good, failureShare: 0.5 };
    const strange = releaseWithPlan('stranger', stranger.privateKey);
    expect(await lookAt(strange.settings, REMOTE)).toMatchObject({
      decision: 'refused',
      reason: /signature is not one of the remote’s keys/,
    });
    expect(strange.onHost()).toEqual(strange.plan.pointers[0]);

    const skipping = releaseWithPlan('skipping', team.privateKey, [10, 25, 50, 100]);
    const planFile = path.join(skipping.releasesDir, REMOTE, PLAN_FILE);
    const edited = {
      ...skipping.plan,
      stages: [10, 50, 100],
      pointers: [0, 2, 3].map((i) => skipping.plan.pointers[i]),
    };
    fs.writeFileSync(planFile, JSON.stringify(edited));
    expect(await lookAt(skipping.settings, REMOTE)).toMatchObject({ decision: 'refused', reason: /left out/ });
    expect(skipping.onHost()).toEqual(skipping.plan.pointers[0]);
  }, 20_000);

  it('publishes nothing from a plan past its expiry, not even the abort of a failing canary, and says so', async () => {
    versions.canary.traffic = { ...good, failureShare: 0.5 };
    const expired = releaseWithPlan('expired', team.privateKey, [10, 50, 100], new Date(Date.now() - 60_000));
    expect(await lookAt(expired.settings, REMOTE)).toMatchObject({
      decision: 'expired',
      reason: /^the plan expired at .*: the judge publishes none of its pointers/,
      stage: { percent: 10 },
    });
    expect(expired.onHost()).toEqual(expired.plan.pointers[0]);
  }, 20_000);
});
