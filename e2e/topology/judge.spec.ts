import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser } from '@playwright/test';
import { expect, test } from '../test';
import { copyOfBuild, rewriteBuild } from '../servers';
import { POINTER_FILE } from '@gfm/release/pointer';
import { TOPOLOGY_DIR } from '../../playwright.topology.config';

/**
 * The judge alone (docs/decisions/061), sped up by the topology config's
 * JUDGE_* settings: Sector 43's team releases three builds with a plan, and
 * synthetic visitors live through them. A build whose server render fails and
 * a build that throws while hydrating are each taken back by the judge
 * publishing the abort the team signed; a good build is moved to 100 %.
 * Needs Prometheus in the topology, the shells' render metrics and the
 * beacons' field data (issue 40).
 */
const rootDir = path.resolve(__dirname, '../..');

interface TopologyState {
  origin: string;
  shellOrigins: string[];
  releasesDir: string;
  keysDir: string;
}
const state = (): TopologyState =>
  JSON.parse(fs.readFileSync(path.join(TOPOLOGY_DIR, 'pids.json'), 'utf8')) as TopologyState;
const onHost = () =>
  JSON.parse(fs.readFileSync(path.join(state().releasesDir, 'remote-gfm43', POINTER_FILE), 'utf8')) as {
    current: string;
    sequence: number;
  };

interface PlanRelease {
  canary: { version: string };
  sequences: { stages: number[]; abort: number };
}

/** Sector 43's team releases a build with a plan, with its key. */
const releaseWithPlan = (from: string) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(rootDir, 'scripts/release.mjs'),
        'release',
        'remote-gfm43',
        '--dir',
        state().releasesDir,
        '--keys',
        state().keysDir,
        '--from',
        from,
        '--canary-plan',
        '50,100',
      ],
      { cwd: rootDir, encoding: 'utf8' },
    ),
  ) as PlanRelease;

/** The judge's records of a version's plan, from its decisions file. */
const decisionsFor = (version: string) =>
  fs
    .readFileSync(path.join(TOPOLOGY_DIR, 'judge/decisions.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { decision: string; plan?: { canary: string }; measures?: Measure[] })
    .filter((record) => record.plan?.canary === version);
interface Measure {
  id: string;
  verdict: string;
}

/** A build of Sector 43 whose home page throws when it renders: on the server (`server/`) or in the browser. */
function faultyBuild(where: 'server' | 'browser') {
  const build = copyOfBuild('remote-gfm43');
  const text = ' Deals, entertainment and dining at Global Foyer Mall, Sector 43, Gurugram.';
  rewriteBuild(build, (source, file) =>
    file.startsWith('server/') === (where === 'server')
      ? source.replaceAll(text, ` \${(() => { throw new Error('canary fault'); })()}`)
      : source,
  );
  return build;
}

/** A new visitor in Chromium: a home page, a tap on a question, then away (the beacon goes on pagehide). */
async function visit(browser: Browser, origin: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/gfm43`);
    // A build that throws while hydrating may never be taken over: the visitor leaves all the same.
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(() => undefined);
    await page
      .locator('main button')
      .first()
      .click({ timeout: 5000 })
      .catch(() => undefined);
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
}

/** Keeps visitors coming until the pointer on the host has `sequence`, within `timeout`. */
async function visitorsUntil(sequence: number, timeout: number, visitor: () => Promise<void>) {
  const until = Date.now() + timeout;
  while (onHost().sequence !== sequence) {
    if (Date.now() > until) throw new Error(`the judge did not publish pointer ${sequence} in ${timeout / 1000} s`);
    await visitor();
  }
}

test('the judge alone takes back failing canaries and moves a good one to 100 % @desktop', async ({ browser }) => {
  test.setTimeout(240_000);
  const { origin, shellOrigins } = state();
  const before = onHost().current;

  // A server render that fails: plain requests to the shells, each a new visitor, so half of them render the canary.
  const failing = releaseWithPlan(faultyBuild('server'));
  await visitorsUntil(failing.sequences.abort, 60_000, async () => {
    await Promise.all(shellOrigins.map((shell) => fetch(`${shell}/gfm43`).then((response) => response.text())));
  });
  expect(onHost().current).toBe(before);
  const renderRollback = decisionsFor(failing.canary.version).find((record) => record.decision === 'rollback');
  expect(renderRollback?.measures?.find((measure) => measure.id === 'renderFailures')?.verdict).toBe('worse');

  // A build that throws while hydrating: only visitors' browsers can tell.
  const throwing = releaseWithPlan(faultyBuild('browser'));
  await visitorsUntil(throwing.sequences.abort, 90_000, () => visit(browser, origin));
  expect(onHost().current).toBe(before);
  const errorRollback = decisionsFor(throwing.canary.version).find((record) => record.decision === 'rollback');
  expect(errorRollback?.measures?.find((measure) => measure.id === 'errors')?.verdict).toBe('worse');

  // A good build: moved on stage by stage, to 100 %.
  const goodBuild = copyOfBuild('remote-gfm43');
  rewriteBuild(goodBuild, (source) => source);
  const good = releaseWithPlan(goodBuild);
  const final = good.sequences.stages[good.sequences.stages.length - 1] as number;
  await visitorsUntil(final, 120_000, () => visit(browser, origin));
  expect(onHost().current).toBe(good.canary.version);
  expect(decisionsFor(good.canary.version).some((record) => record.decision === 'rollback')).toBe(false);
});
