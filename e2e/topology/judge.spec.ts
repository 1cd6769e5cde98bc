import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../test';
import { copyOfBuild, rewriteBuild } from '../servers';
import { POINTER_FILE } from '@gfm/release/pointer';
import { TOPOLOGY_DIR } from '../../playwright.topology.config';
import { FIELD_BEACON_PATH } from '../../shell/src/field/field-beacon-body';
import { addressProxy } from './address-proxy';
import { release, state } from './topology-state';

/**
 * The judge alone (decisions 061 and 076), sped up by the topology config's
 * JUDGE_* settings, on three remotes at once, each released with the plan
 * 50,100 (it judges each on its own):
 * - Palam Vihar's team releases the very same build again: it reaches 100 %;
 * - Sector 43's, a build that throws while hydrating (its home page's hero):
 *   taken back, on its visitors' script errors;
 * - the blog's, a build at least twice as slow to render (each call to
 *   WordPress takes as long again, and at least SLOW_CALL_MS): not promoted,
 *   taken back on its slow renders.
 * Visitors live through them until the judge has decided on each, bounded by
 * a generous limit, never for a fixed time: Chromium visitors, each a new one
 * (the site gives them their seed) at an address of their own, load one mall
 * home page and send its beacon; plain requests to the shells make the
 * server-side counts (pages served, renders).
 */
const PLAN = '50,100';
const APPS = ['remote-gfmpalam', 'remote-gfm43', 'remote-blog'] as const;
type App = (typeof APPS)[number];
/** How each plan should end: the identical build at 100 %, the other two taken back. */
const EXPECTED: Record<App, 'abort' | 'done'> = {
  'remote-gfmpalam': 'done',
  'remote-gfm43': 'abort',
  'remote-blog': 'abort',
};
/** The measure that should take each failing canary back. */
const ROLLED_BACK_BY: Partial<Record<App, string>> = { 'remote-gfm43': 'errors', 'remote-blog': 'slowRenders' };
/**
 * A two-core machine with a CPU-bound process beside it decides all three within two or three minutes; this
 * bound only ends a run in which the judge does not decide (a passing run
 * never waits for it).
 */
const LIMIT_MS = 480_000;

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

/** The least a call to WordPress is slowed by in the blog's slow build: a render's time on a busy machine. */
const SLOW_CALL_MS = 400;

/** The builds under test: Palam Vihar's unchanged, Sector 43's throwing while hydrating, the blog's slow. */
function builds(): Record<App, string> {
  const palam = copyOfBuild('remote-gfmpalam');
  rewriteBuild(palam, (source) => source);
  // Sector 43's home page hero picture throws in the browser only, while hydrating.
  const gfm43 = copyOfBuild('remote-gfm43');
  rewriteBuild(gfm43, (source, file) =>
    file.startsWith('server/')
      ? source
      : source.replaceAll(
          '"Global Foyer Mall, Sector 43, lit up at dusk"',
          "(() => { throw new Error('canary fault'); })()",
        ),
  );
  // The blog: every call to WordPress (its pages' loaders) answers as long again later, and at least
  // SLOW_CALL_MS later. Its client keeps WordPress's answers a while, so most calls take no time at all:
  // "as long again" alone slowed only the few that reached WordPress, too few renders on a busy machine.
  const blog = copyOfBuild('remote-blog');
  const get = '    async get(path, signal) {\n';
  let slowed = 0;
  rewriteBuild(blog, (source, file) => {
    if (!file.startsWith('server/') || !source.includes(get)) return source;
    slowed += 1;
    return source.replace(
      get,
      `${get}        const started = performance.now();\n        const answer = await this.getOnce(path, signal);\n        await new Promise((resolve) => setTimeout(resolve, Math.max(${SLOW_CALL_MS}, performance.now() - started)));\n        return answer;\n    }\n    async getOnce(path, signal) {\n`,
    );
  });
  if (slowed === 0) throw new Error('the blog’s server build has no WordPress client to slow down');
  return { 'remote-gfmpalam': palam, 'remote-gfm43': gfm43, 'remote-blog': blog };
}

/**
 * Switches the page away, as field-data.spec.ts does: the page is told it is
 * hidden, as a headless page never is by itself, again until its field beacon
 * goes (on a slow or broken page the beacon may start listening late).
 * Answers whether it went.
 */
async function sendBeacon(page: Page, origin: string, timeout: number, done: () => boolean): Promise<boolean> {
  const beacon = page.waitForRequest(`${origin}${FIELD_BEACON_PATH}`, { timeout }).then(
    () => true,
    () => false,
  );
  await page.evaluate(() =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }),
  );
  const until = Date.now() + timeout;
  while (Date.now() < until && !done()) {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    if (await Promise.race([beacon, new Promise<false>((resolve) => setTimeout(resolve, 500, false))])) return true;
  }
  return false;
}

/** A visit's step waits at most this long for its state: ten times what it takes on a busy machine. */
const STEP_MS = 60_000;
/** Each visit's steps and their times, for whoever reads a failure. */
const visitLog: string[] = [];
/** What each of the test's loops is waiting for now, and since when: a run that ends at its timeout says where it stood. */
const waiting = new Map<string, { what: string; since: number }>();
const waitFor = (loop: string, what: string) => waiting.set(loop, { what, since: Date.now() });
const stillWaiting = () =>
  [...waiting.entries()].map(
    ([loop, { what, since }]) => `${loop}: ${what} for ${((Date.now() - since) / 1000).toFixed(0)} s`,
  );

/** What a visit waits for before the beacon goes, and until when at most. */
interface Visit {
  where: string;
  /** A loopback address of the visitor's own. */
  address: string;
  /**
   * The canary version whose hydration throws, on the page visited: a visitor served it waits for the error,
   * not for a live page. Only Sector 43's page: a Palam Vihar page names Sector 43's version too (the header
   * is the mall's), and throws nothing, so waiting for its error there only wasted a minute a visitor.
   */
  throwing?: { remote: string; version: string };
  /** Whether the page's vitals are judged here: the visitor waits for them and taps the heading. */
  measured: boolean;
  deadline: number;
  /** Whether the judge has decided what this visitor is for: the visit then ends where it is. */
  done: () => boolean;
  /** The test's loop making the visit, for `waiting`. */
  lane: string;
}

/**
 * An error the page met, marked on it for the test: one a route's boundary caught (caught-errors.ts hands it on
 * as an event), or one the window saw, as the field beacon's buffer notes them.
 */
const markErrors = () => {
  const mark = () => document.documentElement.setAttribute('data-test-caught', '');
  for (const type of ['gfm:boundary-error', 'error', 'unhandledrejection']) addEventListener(type, mark);
};

/**
 * One new visitor in Chromium, at an address of their own: a context with no
 * cookie (the site gives the seed), through a proxy that connects from their
 * address. They load the page and move the mouse, which starts the app's code
 * (decision 070), and wait until it is live, or until the part that throws
 * while hydrating has thrown; when the page's vitals are judged here they
 * wait for them to be measured and tap the heading; then they switch away and
 * the page's beacon goes. Each wait is for the state it needs, up to the
 * test's deadline. Answers whether the beacon went.
 */
async function visit(
  browser: Browser,
  origin: string,
  { where, address, throwing, measured, deadline, done, lane }: Visit,
) {
  const at = (what: string) => waitFor(lane, `${where} from ${address}: ${what}`);
  at('its proxy');
  const proxy = await addressProxy(address);
  at('a new context');
  const context = await browser.newContext({ proxy: { server: proxy.server } });
  await context.addInitScript(markErrors);
  /** A step waits for its state up to a minute (a few seconds on a busy machine), never past the deadline. */
  const timeout = () => Math.max(1, Math.min(STEP_MS, deadline - Date.now()));
  const started = Date.now();
  const steps: string[] = [];
  const step = (what: string) => {
    steps.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    at(`after ${what}`);
  };
  /**
   * Waits for `selector` to be in the page, in slices of a second, until the step's time is up or the judge has
   * decided what this visitor is for. The context is closed only between the page's commands, never under one
   * (Playwright then meets the answer of a command to a closed context: "Object with guid … was not bound").
   */
  const attached = async (page: Page, selector: string) => {
    const until = Date.now() + timeout();
    while (!done()) {
      const ok = await page
        .locator(selector)
        .first()
        .waitFor({ state: 'attached', timeout: Math.max(1, Math.min(1000, until - Date.now())) })
        .then(
          () => true,
          () => false,
        );
      if (ok) return true;
      if (Date.now() >= until) return false;
    }
    return false;
  };
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${where}`, { timeout: timeout() });
    step('loaded');
    const versions = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('gfm-hydration')?.textContent ?? '{}') as {
            field?: { versions?: Record<string, string> };
          }
        ).field?.versions ?? {},
    );
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    const served = throwing !== undefined && versions[throwing.remote] === throwing.version;
    if (await attached(page, served ? 'html[data-test-caught], #remote-fallback-title' : 'html[data-hydrated]'))
      step(served ? 'threw' : 'live');
    else step(served ? 'did not throw' : 'not live');
    if (measured) {
      // The vitals are measured once the page has loaded and the browser is idle (the attribute says so).
      step((await attached(page, 'html[data-field-beacon]')) ? 'measured' : 'not measured');
      // A tap, as a person who has started reading: its INP reaches the field data.
      if (!done())
        await page
          .locator('h1')
          .first()
          .click({ timeout: Math.min(timeout(), 10_000) })
          .catch(() => undefined);
    }
    const sent = await sendBeacon(page, origin, timeout(), done);
    step(sent ? 'sent' : 'not sent');
    return sent;
  } catch (error) {
    if (done()) return false;
    throw error;
  } finally {
    visitLog.push(`${where} from ${address}: ${steps.join(', ')}`);
    at('its context to close');
    await context.close();
    at('its proxy to close');
    await proxy.close();
    waiting.delete(lane);
  }
}

test('the judge alone takes a good canary to 100 %, and takes back one that throws and one that renders slowly @desktop', async ({
  browser,
}) => {
  test.setTimeout(LIMIT_MS + 60_000);
  const { origin, shellOrigins } = state();
  const before = Object.fromEntries(APPS.map((app) => [app, onHost(app).current])) as Record<App, string>;
  const folders = builds();
  const released: App[] = [];
  try {
    const plans = {} as Record<App, PlanRelease>;
    for (const app of APPS) {
      released.push(app);
      plans[app] = release<PlanRelease>('release', app, ['--from', folders[app], '--canary-plan', PLAN]);
    }
    /** How the judge ended a plan: with its abort, its last stage, or not yet. */
    const ending = (app: App) => {
      const { sequences } = plans[app];
      const sequence = onHost(app).sequence;
      return sequence === sequences.abort ? 'abort' : sequence === sequences.stages.at(-1) ? 'done' : undefined;
    };
    const decided = (app: App) => ending(app) !== undefined;
    const until = Date.now() + LIMIT_MS;
    const going = (apps: readonly App[]) => !apps.every(decided) && Date.now() < until;

    // Plain requests to the shells, each a new visitor of their own band: pages served and rendered of every
    // remote, the blog's most (its pages are rendered again for each new set of versions, and after their time).
    const paths = [
      '/gfmpalam',
      '/gfm43',
      '/gfm43/blogs',
      '/gfmpalam/blogs',
      '/gfm43/blog/coffee-trail',
      '/gfmpalam/blog/coffee-trail',
      '/gfm43/blog/music-nights',
      '/gfmpalam/blog/music-nights',
    ];
    /** Pages a shell had not answered within a step's time. */
    const unanswered: string[] = [];
    const decisions = path.join(TOPOLOGY_DIR, 'judge/decisions.jsonl');
    const written = () => (fs.existsSync(decisions) ? fs.statSync(decisions).size : 0);
    // A round of requests for each look of the judge (it writes what it saw at each): the pace it reads them at.
    const requests = async () => {
      while (going(APPS)) {
        const seen = written();
        waitFor('requests', `a round of ${paths.length * shellOrigins.length} pages from the shells`);
        await Promise.all(
          shellOrigins.flatMap((shell) =>
            // A connection a busy shell closes is no matter here: the next round asks again. A page unanswered
            // for a step's time is noted, and fails the test below.
            paths.map((where) =>
              fetch(`${shell}${where}`, { signal: AbortSignal.timeout(STEP_MS) })
                .then((response) => response.arrayBuffer())
                .catch((error: unknown) => {
                  if (error instanceof Error && error.name === 'TimeoutError') unanswered.push(`${shell}${where}`);
                }),
            ),
          ),
        );
        waitFor('requests', 'the judge’s next look');
        await expect
          .poll(() => written() !== seen || !going(APPS), { timeout: Math.max(1, until - Date.now()) })
          .toBe(true)
          // Past the limit the loops end, and the judge's evidence says what it saw.
          .catch(() => undefined);
      }
      waiting.delete('requests');
    };
    // Chromium visitors, three at a time, each new and at an address of their own: Sector 43's home page until
    // the judge has decided on it, Palam Vihar's until it has decided on Palam Vihar.
    let next = 0;
    let beacons = 0;
    const visitors = async (lane: number) => {
      for (;;) {
        // Sector 43's canary needs the most visitors (about ten of its own with an error): two lanes of three.
        const forApp: App =
          going(['remote-gfm43']) && (lane < 2 || !going(['remote-gfmpalam'])) ? 'remote-gfm43' : 'remote-gfmpalam';
        if (!going([forApp])) return;
        next += 1;
        const beacon = await visit(browser, origin, {
          where: forApp === 'remote-gfm43' ? '/gfm43' : '/gfmpalam',
          // A network of its own too (an IPv4 /24): what the beacon checks allow one network is one visitor's.
          address: `127.${100 + Math.floor(next / 250)}.${next % 250}.1`,
          ...(forApp === 'remote-gfm43'
            ? { throwing: { remote: 'gfm43', version: plans['remote-gfm43'].canary.version } }
            : {}),
          // Sector 43's canary is taken back on its errors alone: its visitors need not wait for the vitals.
          measured: forApp !== 'remote-gfm43',
          deadline: until,
          done: () => !going([forApp]),
          lane: `visitors ${lane}`,
        });
        if (beacon) beacons += 1;
      }
    };
    // Should a loop still wait past the limit, the run says on what before its timeout ends it.
    const overdue = setTimeout(
      () => console.error(`judge.spec: past the limit, still waiting:\n${stillWaiting().join('\n')}`),
      LIMIT_MS + 30_000,
    );
    await Promise.all([requests(), visitors(0), visitors(1), visitors(2)]).finally(() => clearTimeout(overdue));
    expect(unanswered, 'pages a shell left unanswered for a minute').toEqual([]);

    if (!APPS.every((app) => ending(app) === EXPECTED[app])) {
      // What the judge saw, for whoever reads the failure: each plan's end and its measures' counts.
      const told = APPS.map(
        (app) =>
          `${app}: ${ending(app) ?? 'not decided'}, expected ${EXPECTED[app]}\n${evidenceOf(plans[app].canary.version)}`,
      );
      throw new Error(
        `the judge did not end the plans as expected (${next} visitors, ${beacons} beacons):\n${told.join('\n')}\nThe last visits:\n${visitLog.slice(-12).join('\n')}`,
      );
    }
    test.info().annotations.push({ type: 'Chromium visitors', description: `${next} (${beacons} beacons)` });
    console.info(`judge.spec: ${next} Chromium visitors, ${beacons} beacons`);

    // Each failing canary taken back by the measure that sees it; the good one is current.
    expect(onHost('remote-gfm43').current).toBe(before['remote-gfm43']);
    expect(onHost('remote-blog').current).toBe(before['remote-blog']);
    expect(onHost('remote-gfmpalam').current).toBe(plans['remote-gfmpalam'].canary.version);
    for (const [app, measure] of Object.entries(ROLLED_BACK_BY) as [App, string][]) {
      const rollback = decisionsFor(plans[app].canary.version).find((record) => record.decision === 'rollback');
      expect(rollback?.measures?.find((one) => one.id === measure)?.verdict, app).toBe('worse');
    }
    const palam = decisionsFor(plans['remote-gfmpalam'].canary.version);
    expect(palam.some((record) => record.decision === 'rollback')).toBe(false);
    // The last step: every measure shown within its margin, counted in visitors for the beacons' measures.
    const promoted = palam.find((record) => record.decision === 'promote');
    expect(promoted?.measures?.map((one) => [one.id, one.verdict])).toEqual(
      ['errors', 'renderFailures', 'slowRenders', 'lcp', 'inp', 'cls'].map((id) => [id, 'within']),
    );
  } finally {
    // The topology goes back to the versions it had, and no canary, for the tests after this one.
    for (const app of released) {
      const pointer = onHost(app);
      if (pointer.current !== before[app] || pointer.canary) release('rollback', app, ['--to', before[app]]);
    }
    for (const folder of Object.values(folders)) fs.rmSync(folder, { recursive: true, force: true });
  }
});
