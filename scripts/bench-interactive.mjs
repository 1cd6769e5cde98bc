// @ts-check
/**
 * npm run bench:interactive — when a control starts to work for a visitor on
 * a mid-range phone, not when a lab score says the page is ready. Debian's
 * Chromium emulates the phone (390 × 844, touch, CPU 4× slower, 1.6 Mbps
 * down, 150 ms round trip, no cache). From the moment a control is visible,
 * it is tapped every 150 ms until it works; each control reports when it was
 * visible, when a tap first worked, and how many taps did nothing before.
 * Medians of `--runs` (5) cold loads, each build in turn in the same run when
 * `--compare URL` names another build's shell (served as `npm run serve`
 * serves, its remotes on their own ports).
 *
 *   node scripts/bench-interactive.mjs [--runs 5] [--compare http://localhost:3100] [/page ...]
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';
import { emulateSlowPhone, slowPhoneContext } from '../e2e/support/slow-phone.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string | undefined} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option('--runs', '5'));
const compare = option('--compare', undefined);
const builds = [
  { name: 'this build', origin: 'http://localhost:3000' },
  ...(compare ? [{ name: compare, origin: compare.replace(/\/$/, '') }] : []),
];
const TAP_EVERY_MS = 150;
const GIVE_UP_MS = 15_000;

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{ name: string, find: (page: Page) => import('playwright-core').Locator, works: (page: Page) => Promise<boolean>, scrolledTo?: (page: Page) => import('playwright-core').Locator, typed?: Record<string, string> }} Control
 * `scrolledTo`: for a control the app draws (a carousel's buttons), its carousel as the server draws it:
 * the visitor scrolls it into view, which starts the app's code (decision 070), and taps the control once it shows.
 * `typed`: a form typed into as soon as it shows, field by field (label → words) at a person's pace; it works
 * when every field still holds its words once the app has taken the page over (decision 078).
 */

/** @type {Control} */
const menu = {
  name: 'menu',
  find: (page) => page.getByRole('banner').getByRole('button', { name: /menu/i }),
  works: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().isVisible(),
};
/** @type {Control} */
const faq = {
  name: 'first FAQ question',
  find: (page) =>
    page
      .locator('main')
      .getByText(/^What are the opening hours/)
      .first(),
  // Open: the entry is a `<details>` (decision 035), which the browser opens before any script runs.
  works: async (page) =>
    (await page
      .locator('main details[open]')
      .filter({ hasText: /^What are the opening hours/ })
      .count()) > 0,
};
/** @type {Control} */
const carousel = {
  name: 'carousel (next deal, scrolled to)',
  scrolledTo: (page) => page.locator('section:has([aria-label="Next deal"])'),
  find: (page) => page.getByRole('button', { name: 'Next deal' }),
  works: async (page) =>
    (await page
      .getByText(/^Deal \d of \d$/)
      .textContent()
      .catch(() => '')) !== 'Deal 2 of 5',
};
/** @type {Control} */
const offers = {
  name: 'offers carousel (pause, scrolled to)',
  scrolledTo: (page) => page.getByRole('group', { name: 'Offers', exact: true }),
  // Far down the page: the scroll brings it into view, which is when swiper is asked for (decision 062).
  // Its pause control works from hydration on, before swiper has come.
  find: (page) =>
    page.getByRole('group', { name: 'Offers', exact: true }).getByRole('button', { name: 'Pause offers' }),
  works: (page) =>
    page.getByRole('group', { name: 'Offers', exact: true }).getByRole('button', { name: 'Play offers' }).isVisible(),
};
/** @type {Control} */
const filter = {
  name: 'directory filter (type)',
  // The type a visitor taps is a link (decision 035): it works as a link before any script runs.
  find: (page) => page.getByRole('search').getByRole('link', { name: 'Food', exact: true }),
  // Working is the list narrowed, not the chip checked: a checked chip over an unfiltered list did nothing.
  works: async (page) =>
    (await page.getByRole('status').allTextContents()).some((text) => /\d+ of \d+ shops match/.test(text)),
};

/** @type {Control} */
const directions = {
  name: 'directions (show route)',
  // A GET form: the tap sends it, and the server answers with the route (decision 044).
  find: (page) => page.getByRole('region', { name: 'Directions' }).getByRole('button', { name: 'Show route' }),
  works: async () => false,
};

/** @type {Control} */
const stepFree = {
  name: 'directions (step-free box)',
  // On a route's page the form already says where from: the first tap a visitor makes is the box.
  find: (page) =>
    page.getByRole('region', { name: 'Directions' }).getByRole('checkbox', { name: 'Step-free route (lifts only)' }),
  works: (page) =>
    page
      .getByRole('region', { name: 'Directions' })
      .getByRole('checkbox', { name: 'Step-free route (lifts only)' })
      .isChecked(),
};

/** @type {Control} */
const floor = {
  name: 'floor plan (ground floor)',
  // A button only the app drives, drawn by the server (the plan opens on the shop's second floor): a tap
  // before the app is made again once it has come (decision 078).
  find: (page) => page.getByRole('group', { name: 'Floor' }).first().getByRole('button', { name: 'Ground floor' }),
  works: async (page) =>
    (await page
      .getByRole('group', { name: 'Floor' })
      .first()
      .getByRole('button', { name: 'Ground floor' })
      .getAttribute('aria-pressed')) === 'true',
};

/** @type {Control} */
const enquiry = {
  name: 'enquiry form (typed as it shows)',
  find: (page) => page.getByLabel('Name'),
  works: async () => false,
  typed: {
    Name: 'Asha Verma',
    Phone: '98765 43210',
    'E-mail': 'asha@example.com',
    Message: 'Is the food court open late on Saturdays?',
  },
};

const allPages = [
  { path: '/gfm43', controls: [menu, faq, carousel] },
  { path: '/gfmpalam', controls: [menu, faq, offers] },
  { path: '/gfmpalam/all-brands', controls: [menu, filter] },
  { path: '/gfm43/blog/coffee-trail', controls: [menu] },
  { path: '/gfmpalam/shops/SF-05', controls: [menu, directions] },
  { path: '/gfmpalam/shops/SF-67?from=gate-1', controls: [menu, stepFree, floor] },
  { path: '/gfm43/contact-us', controls: [enquiry] },
];
// `/path ...` measures those pages only.
const chosen = args.filter((arg) => arg.startsWith('/'));
const pages = chosen.length ? allPages.filter((page) => chosen.includes(page.path)) : allPages;

/** @param {number[]} values @returns {number} */
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * One cold load on the emulated phone, one control tapped until it works.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {Control} control
 */
async function measure(browser, url, control) {
  const context = await browser.newContext(slowPhoneContext);
  const page = await context.newPage();
  await emulateSlowPhone(await context.newCDPSession(page));
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  // A tap that follows a link or sends a form works: the browser is on its way to the answer.
  let navigating = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigating = true;
  });
  const target = control.find(page);
  if (control.typed) return typeInto(page, context, control.typed, start);
  if (control.scrolledTo) await control.scrolledTo(page).scrollIntoViewIfNeeded();
  let visibleAt = Number.NaN;
  let workedAt = Number.NaN;
  let deadTaps = 0;
  while (Date.now() - start < GIVE_UP_MS) {
    if (Number.isNaN(visibleAt)) {
      if (await target.isVisible().catch(() => false)) visibleAt = Date.now() - start;
      else {
        await page.waitForTimeout(25);
        continue;
      }
    }
    // When the visitor taps: the tap's own round trip through the DevTools protocol is not theirs.
    const tappedAt = Date.now() - start;
    await target.tap({ timeout: 1000, force: true }).catch(() => undefined);
    // What a tap does shows within a frame or two; a navigation (a link, a GET form) takes its round trip.
    const deadline = Date.now() + TAP_EVERY_MS;
    let works = false;
    while (!works && Date.now() < deadline) {
      works = navigating || (await control.works(page).catch(() => false));
      if (!works) await page.waitForTimeout(20);
    }
    if (works) {
      workedAt = tappedAt;
      break;
    }
    deadTaps += 1;
  }
  await context.close();
  return { visibleAt, workedAt, deadTaps };
}

/**
 * A form typed into as soon as its first field shows, each field tapped then typed at a person's pace
 * (about 8 keys a second); once the app has taken the page over, whether every field kept its words.
 * @param {Page} page @param {import('playwright-core').BrowserContext} context
 * @param {Record<string, string>} typed @param {number} start
 */
async function typeInto(page, context, typed, start) {
  const labels = Object.keys(typed);
  let visibleAt = Number.NaN;
  let kept;
  try {
    await page.getByLabel(labels[0] ?? '').waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    visibleAt = Date.now() - start;
    for (const [label, words] of Object.entries(typed)) {
      await page.getByLabel(label).tap({ timeout: GIVE_UP_MS });
      await page.keyboard.type(words, { delay: 120 });
    }
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: GIVE_UP_MS * 2 });
    // A keystroke after hydration renders every field again: the one that once wiped the first field.
    await page.keyboard.type('!');
    const values = await Promise.all(labels.map((label) => page.getByLabel(label).inputValue()));
    kept = values.every((value, index) => value.startsWith(typed[labels[index] ?? ''] ?? '\u0000'));
  } catch {
    kept = false;
  }
  await context.close();
  return { visibleAt, workedAt: kept ? visibleAt : Number.NaN, deadTaps: kept ? 0 : 1 };
}

const stopServing = await ensureServing({ services: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
try {
  for (const { path, controls } of pages) {
    for (const control of controls) {
      /** @type {Record<string, { visibleAt: number, workedAt: number, deadTaps: number }[]>} */
      const samples = Object.fromEntries(builds.map((build) => [build.name, []]));
      // The builds take turns, so a busy moment of the machine falls on both.
      for (let run = 0; run < runs; run += 1)
        for (const build of builds)
          samples[build.name]?.push(await measure(browser, `${build.origin}${path}`, control));
      for (const build of builds) {
        const list = samples[build.name] ?? [];
        const visible = median(list.map((sample) => sample.visibleAt));
        const worked = median(list.map((sample) => sample.workedAt));
        rows.push({
          page: path,
          control: control.name,
          build: build.name,
          'visible (ms)': Math.round(visible),
          'first working tap (ms)': Number.isNaN(worked) ? 'never' : Math.round(worked),
          'after visible (ms)': Number.isNaN(worked) ? '–' : Math.round(worked - visible),
          'dead taps': median(list.map((sample) => sample.deadTaps)),
          'first tap worked': `${list.filter((sample) => sample.deadTaps === 0 && !Number.isNaN(sample.workedAt)).length} of ${list.length}`,
          'never worked': list.filter((sample) => Number.isNaN(sample.workedAt)).length,
        });
      }
    }
  }
} finally {
  await browser.close();
  stopServing();
}
console.log(
  `Emulated phone (CPU 4x, 1.6 Mbps, 150 ms RTT, 390 x 844, touch), median of ${runs} cold loads, a tap every ${TAP_EVERY_MS} ms from visible:`,
);
console.table(rows);
