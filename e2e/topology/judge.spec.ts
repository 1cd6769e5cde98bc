import fs from 'node:fs';
import path from 'node:path';
import { type Browser } from '@playwright/test';
import { expect, test, waitForLivePage } from '../test';
import { copyOfBuild, rewriteBuild } from '../servers';
import { POINTER_FILE } from '@gfm/release/pointer';
import { TOPOLOGY_DIR } from '../../playwright.topology.config';
import { FIELD_BEACON_PATH } from '../../shell/src/field/field-beacon-body';
import { seedCookie, seedWhere } from './canary-seeds';
import { release, state } from './topology-state';

/**
 * The judge alone (docs/decisions/061), sped up by the topology config's
 * JUDGE_* settings, on three remotes at once (it judges each on its own):
 * Palam Vihar's team releases a build whose server render fails, Sector 43's
 * a build that throws while hydrating, the blog's a good build, each with the
 * plan 50,100. Synthetic visitors live through them: plain requests to the
 * shells (each a new visitor, so about half get each canary) make the
 * server-side counts, Chromium visitors with a seed in or out of each band
 * send the beacons. The judge takes back the two failing canaries by
 * publishing the aborts their teams signed, and moves the good one to 100 %.
 */
const PLAN = '50,100';

const onHost = (app: string) =>
  JSON.parse(fs.readFileSync(path.join(state().releasesDir, app, POINTER_FILE), 'utf8')) as {
    current: string;
    canary?: { version: string };
    sequence: number;
  };

interface PlanRelease {
  canary: { version: string };
  sequences: { stages: number[]; abort: number };
}
const releaseWithPlan = (app: string, from: string) =>
  release<PlanRelease>('release', app, ['--from', from, '--canary-plan', PLAN]);

interface Rate {
  events: number;
  exposure: number;
}
interface Measure {
  id: string;
  verdict: string;
  canary: Rate;
  baseline: Rate;
  note: string;
}
interface DecisionRecord {
  at: string;
  decision: string;
  reason: string;
  plan?: { canary: string };
  stage?: { percent: number };
  measures?: Measure[];
}
/** The judge's records of a canary's plan, from its decisions file. */
const decisionsFor = (version: string) =>
  fs
    .readFileSync(path.join(TOPOLOGY_DIR, 'judge/decisions.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DecisionRecord)
    .filter((record) => record.plan?.canary === version);

/** The judge's last judged look at a plan (its rollback or promotion), as a person reads it: each measure's counts. */
function evidenceOf(version: string): string {
  const judged = decisionsFor(version).filter((record) => record.measures && record.measures.length > 0);
  const decisive = judged.find((record) => record.decision !== 'hold') ?? judged.at(-1);
  if (!decisive) return '  no judged look';
  const counts = ({ events, exposure }: Rate) => `${events} of ${exposure}`;
  return [
    `  ${decisive.at} at ${decisive.stage?.percent} %: ${decisive.decision}: ${decisive.reason}`,
    ...(decisive.measures ?? []).map(
      (one) =>
        `    ${one.id}: ${one.verdict}, canary ${counts(one.canary)}, current ${counts(one.baseline)} (${one.note})`,
    ),
  ].join('\n');
}

/** A copy of a remote's build with `text` in its server (`server/`) or browser files made to throw where it renders. */
function faultyBuild(app: string, where: 'server' | 'browser', text: string, thrower: string) {
  const build = copyOfBuild(app);
  rewriteBuild(build, (source, file) =>
    file.startsWith('server/') === (where === 'server') ? source.replaceAll(text, thrower) : source,
  );
  return build;
}

/**
 * A visitor in Chromium with a seed cookie, who loads each page, taps its
 * heading (an interaction, for INP), and switches away: as in
 * field-data.spec.ts, the page is told it is hidden, as a headless page never
 * is by itself, and its field beacon goes.
 */
async function visitor(browser: Browser, origin: string, seed: string, paths: string[]) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'gfm_seed', value: seedCookie(seed).slice('gfm_seed='.length), url: origin }]);
  return {
    async visit() {
      for (const where of paths) {
        // A page of its own for each page view (a page hidden once does not start its beacon again).
        const page = await context.newPage();
        await page.goto(`${origin}${where}`);
        // The vitals are measured once the page has loaded and the browser is idle (the attribute says so), the
        // app's code or not. Waited for, up to a busy machine's while, so each view reports.
        await page
          .locator('html[data-field-beacon], #remote-fallback-title')
          .first()
          .waitFor({ state: 'attached', timeout: 5000 })
          .catch(() => undefined);
        // The visitor moves the mouse, which starts the app's code (decision 070), and waits for it: a part that
        // throws while hydrating shows its fallback instead (its error noted).
        await waitForLivePage(page).catch(() => undefined);
        // The visitor taps once the page is idle, as a person who has started reading: its INP reaches the
        // field data, which the judge here leaves out (on a busy two-core machine a tap is noise).
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
        await page.keyboard.press('Shift');
        await page
          .locator('h1')
          .first()
          .click({ timeout: 1000 })
          .catch(() => undefined);
        const beacon = page.waitForRequest(`${origin}${FIELD_BEACON_PATH}`, { timeout: 10_000 }).then(
          () => true,
          () => false,
        );
        await page.evaluate(() =>
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }),
        );
        // Told again until its beacon goes: on a slow or broken page the beacon may start listening late.
        for (let tries = 0; tries < 10; tries += 1) {
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
          const sent = await Promise.race([beacon, new Promise<false>((resolve) => setTimeout(resolve, 500, false))]);
          if (sent) break;
        }
        await page.close();
      }
    },
    close: () => context.close(),
  };
}

test('the judge alone takes back failing canaries and moves a good one to 100 % @desktop', async ({ browser }) => {
  test.setTimeout(180_000);
  const { origin, shellOrigins } = state();
  const apps = ['remote-gfmpalam', 'remote-gfm43', 'remote-blog'] as const;
  type App = (typeof apps)[number];
  const before = Object.fromEntries(apps.map((app) => [app, onHost(app).current])) as Record<App, string>;
  const builds: string[] = [];
  const released: App[] = [];
  const visitors: { visit: () => Promise<void>; close: () => Promise<void> }[] = [];
  try {
    // The home pages' hero pictures: Palam Vihar's throws on the server, Sector 43's in the browser, while hydrating.
    const thrower = "(() => { throw new Error('canary fault'); })()";
    builds.push(
      faultyBuild('remote-gfmpalam', 'server', '"Global Foyer Mall, Palam Vihar, lit up in the evening"', thrower),
      faultyBuild('remote-gfm43', 'browser', '"Global Foyer Mall, Sector 43, lit up at dusk"', thrower),
    );
    // The blog: a new build that changes nothing a visitor meets.
    const good = copyOfBuild('remote-blog');
    rewriteBuild(good, (source) => source);
    builds.push(good);
    const plans = {} as Record<App, PlanRelease>;
    apps.forEach((app, index) => {
      released.push(app);
      plans[app] = releaseWithPlan(app, builds[index] as string);
    });

    // How each plan should end: the two failing canaries aborted, the good one at 100 %.
    const expected: Record<App, 'abort' | 'done'> = {
      'remote-gfmpalam': 'abort',
      'remote-gfm43': 'abort',
      'remote-blog': 'done',
    };
    /** How the judge ended a plan: with its abort, its last stage, or not yet. */
    const ending = (app: App) => {
      const { sequences } = plans[app];
      const sequence = onHost(app).sequence;
      return sequence === sequences.abort ? 'abort' : sequence === sequences.stages.at(-1) ? 'done' : undefined;
    };
    const decided = (app: App) => ending(app) !== undefined;
    // An idle machine decides all three within a minute; one loaded by others took 90 s for Sector 43's abort.
    // A passing run never waits for this bound: it only ends a run in which the judge does not decide.
    const until = Date.now() + 130_000;
    /** Runs `step` again and again until the judge has decided on each of `apps`, or time is up. */
    const keepGoing = async (forApps: readonly App[], step: () => Promise<unknown>) => {
      while (!forApps.every(decided) && Date.now() < until) await step();
    };

    // Visitors at once, each a context of its own and at its own pace: two get the blog's canary, one
    // Sector 43's, two neither; each comes back until the judge has decided on the remotes it sees.
    const blogCanary = (salt: string) => seedWhere({ gfm43: false, blog: true }, 50, salt);
    const neither = (salt: string) => seedWhere({ gfm43: false, blog: false }, 50, salt);
    const visits: [readonly App[], Awaited<ReturnType<typeof visitor>>][] = [
      [['remote-blog'], await visitor(browser, origin, blogCanary('blog-1'), ['/gfm43/blogs'])],
      [['remote-blog'], await visitor(browser, origin, blogCanary('blog-2'), ['/gfmpalam/blogs'])],
      [['remote-gfm43'], await visitor(browser, origin, seedWhere({ gfm43: true, blog: false }, 50), ['/gfm43'])],
      [apps, await visitor(browser, origin, neither('neither-1'), ['/gfm43'])],
      [apps, await visitor(browser, origin, neither('neither-2'), ['/gfm43/automotive/mercedes', '/gfm43/blogs'])],
    ];
    visitors.push(...visits.map(([, one]) => one));
    // Plain requests to the shells, each a new visitor: pages served, kept or rendered, mostly Palam Vihar's home.
    const paths = [
      ...Array<string>(6).fill('/gfmpalam'),
      '/gfm43',
      '/gfm43/blogs',
      '/gfmpalam/blogs',
      '/gfm43/blog/coffee-trail',
      '/gfmpalam/blog/coffee-trail',
      '/gfm43/automotive/mercedes',
    ];
    const requests = async () => {
      await Promise.all(
        shellOrigins.flatMap((shell) =>
          paths.map((where) => fetch(`${shell}${where}`).then((response) => response.arrayBuffer())),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    };
    await Promise.all([
      keepGoing(apps, requests),
      ...visits.map(([forApps, one]) => keepGoing(forApps, () => one.visit())),
    ]);
    if (!apps.every((app) => ending(app) === expected[app])) {
      // What the judge saw, for whoever reads the failure: each plan's end and its measures' counts.
      const told = apps.map(
        (app) =>
          `${app}: ${ending(app) ?? 'not decided'}, expected ${expected[app]}\n${evidenceOf(plans[app].canary.version)}`,
      );
      throw new Error(`the judge did not end the plans as expected:\n${told.join('\n')}`);
    }

    // Each failing canary taken back by the measure that sees it; the good one is current.
    expect(onHost('remote-gfmpalam').current).toBe(before['remote-gfmpalam']);
    expect(onHost('remote-gfm43').current).toBe(before['remote-gfm43']);
    expect(onHost('remote-blog').current).toBe(plans['remote-blog'].canary.version);
    const verdictOf = (app: App, measure: string) =>
      decisionsFor(plans[app].canary.version)
        .find((record) => record.decision === 'rollback')
        ?.measures?.find((one) => one.id === measure)?.verdict;
    expect(verdictOf('remote-gfmpalam', 'renderFailures')).toBe('worse');
    expect(verdictOf('remote-gfm43', 'errors')).toBe('worse');
    const blog = decisionsFor(plans['remote-blog'].canary.version);
    expect(blog.some((record) => record.decision === 'rollback')).toBe(false);
    const promoted = blog.find((record) => record.decision === 'promote');
    // Every measure but INP, which the topology's judge leaves out (playwright.topology.config.ts).
    expect(promoted?.measures?.map((one) => [one.id, one.verdict])).toEqual(
      ['errors', 'renderFailures', 'slowRenders', 'lcp', 'cls'].map((id) => [id, 'within']),
    );
  } finally {
    await Promise.all(visitors.map((one) => one.close()));
    // The topology goes back to the versions it had, and no canary, for the tests after this one.
    for (const app of released) {
      const pointer = onHost(app);
      if (pointer.current !== before[app] || pointer.canary) release('rollback', app, ['--to', before[app]]);
    }
    for (const build of builds) fs.rmSync(build, { recursive: true, force: true });
  }
});
