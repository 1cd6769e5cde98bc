import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { emulateSlowPhone } from './support/slow-phone.mjs';
import { expect, test } from './test';
import { atStartOf, scrollOnce, scrollTo, within } from './strips';
import { startShellServer } from './servers';
import { recordConsoleErrors, recordRequests } from './support';

/**
 * Nothing a visitor does before the page's scripts arrive is lost (decision 078), on the
 * emulated mid-range phone (CPU 4× slower, 1.6 Mbps, 150 ms, 390 × 844, touch). Each page is loaded
 * once and every interactive part of it is used: first while the app's code is held back (the
 * visitor is quicker than the phone), then while it loads (its entry came, the mall's code is on its
 * way), and what the app then shows is what the visitor left. Every wait is for a state.
 */

/** The states of a page take the phone's time, and more beside a busy CI. */
const STATE = { timeout: 30_000 };
/** React taking the page over, from the first engagement: the app's code down a 1.6 Mbps link, on a slow CPU. */
const HYDRATION = { timeout: 90_000 };

/** A file of the page's held back until `release()` (`asked` once the page asks for it): the visitor acts meanwhile. */
async function hold(page: Page, pattern: string | RegExp) {
  const waiting: Route[] = [];
  let held = true;
  let heard: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (heard = resolve));
  await page.route(pattern, async (route) => {
    heard();
    if (held) waiting.push(route);
    else await route.continue();
  });
  return {
    asked,
    release: async () => {
      held = false;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}

/** Which of a strip's slides sits at its centre (where the deals' strip snaps), as the visitor scrolled it. */
const centredSlide = (strip: Locator) =>
  strip.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const middle = frame.left + frame.width / 2;
    const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')];
    const distance = (slide: Element) => {
      const box = slide.getBoundingClientRect();
      return Math.abs(box.left + box.width / 2 - middle);
    };
    return slides.reduce((best, slide) => (distance(slide) < distance(best) ? slide : best)).getAttribute('aria-label');
  });

/** The offer whose picture sits at the carousel's start (its alt text), as the visitor sees it. */
const offerAtStart = (carousel: Locator) =>
  carousel.evaluate((element) => {
    const left = element.getBoundingClientRect().left;
    const pictures = [...element.querySelectorAll('img')];
    const at = pictures.find((picture) => Math.abs(picture.getBoundingClientRect().left - left) < 2);
    return at?.getAttribute('alt') ?? null;
  });

async function slowPhone(page: Page, context: BrowserContext): Promise<void> {
  await emulateSlowPhone(await context.newCDPSession(page));
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1, HYDRATION);

test.describe('on a slow phone, before and while the scripts load', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 150_000 });

  test('the enquiry form keeps every field typed, and sends them', async ({ page, context }) => {
    const errors = recordConsoleErrors(page);
    await slowPhone(page, context);
    const main = await hold(page, '**/main.js');
    const react = await hold(page, '**/shared-modules.*.js');
    await page.goto('/gfm43/contact-us', { waitUntil: 'commit' });
    // As soon as the form shows: the name and phone before any script of the app's.
    await page.getByLabel('Name').tap(STATE);
    await page.keyboard.type('Asha Verma');
    await page.getByLabel('Phone').tap();
    await page.keyboard.type('98765 43210');
    // The app's entry comes while React and the router are still on their way: the e-mail.
    await main.release();
    await react.asked;
    await page.getByLabel('E-mail').tap();
    await page.keyboard.type('asha@example.com');
    await react.release();
    // The message while React takes the page over, and after.
    await page.getByLabel('Message').tap();
    await page.keyboard.type('Is the food court open late?');
    await hydrated(page);
    await page.keyboard.type(' And on Sundays?');
    await expect(page.getByLabel('Name')).toHaveValue('Asha Verma');
    await expect(page.getByLabel('Phone')).toHaveValue('98765 43210');
    await expect(page.getByLabel('E-mail')).toHaveValue('asha@example.com');
    await expect(page.getByLabel('Message')).toHaveValue('Is the food court open late? And on Sundays?', STATE);
    expect(errors, 'no hydration error nor any other').toEqual([]);
  });

  test("a mall's home: the menu, an FAQ answer, the partners' pause, the deals strip and the search", async ({
    page,
    context,
  }) => {
    const errors = recordConsoleErrors(page);
    await slowPhone(page, context);
    const main = await hold(page, '**/main.js');
    await page.goto('/gfm43', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Search shops and brands' });
    await search.tap(STATE);
    await page.keyboard.type('glam');
    const pause = page.getByRole('checkbox', { name: 'Pause partner logos' });
    await pause.tap();
    const hours = page.locator('details', { has: page.getByText('What are the opening hours of the mall?') });
    await hours.locator('summary').tap();
    const deals = page.locator('[data-strip]');
    await scrollOnce(deals);
    const dealShown = await centredSlide(deals);
    expect(dealShown).toMatch(/^\d of 5$/);
    // The menu last: open, it lies over the page.
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await menu.tap();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await main.release();
    await hydrated(page);
    // The mall's part (its header) may hydrate after the shell's document is marked.
    await expect(menu).toHaveAttribute('aria-expanded', 'true', STATE);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(search).toHaveValue('glam');
    await expect(pause).toBeChecked();
    await expect(hours).toHaveAttribute('open');
    // The deals carousel carries on from the deal the strip was scrolled to.
    await expect(page.getByText(/^Deal \d of 5$/)).toHaveText(`Deal ${dealShown?.split(' ')[0]} of 5`, STATE);
    expect(errors, 'no hydration error nor any other').toEqual([]);
  });

  test('a directory: the words typed and the category chosen filter the list', async ({ page, context }) => {
    await slowPhone(page, context);
    const main = await hold(page, '**/main.js');
    await page.goto('/gfmpalam/all-brands', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search shops' });
    await box.tap(STATE);
    await page.keyboard.type('s');
    await main.release();
    // While the app's code loads.
    await page.keyboard.type('tudio');
    await hydrated(page);
    // The directory's part hydrates once its code has come (decision 068), and the address follows the
    // page's loaders (a search is a navigation of the router's).
    await expect(page).toHaveURL(/\/gfmpalam\/all-brands\?q=studio/, HYDRATION);
    await expect(box).toHaveValue('studio');
    await expect(page.getByRole('status').filter({ hasText: 'shops match' })).toHaveText(/^\d+ of \d+ shops match$/);
  });

  test('a store page: the start and the step-free box chosen, and the plan’s floor tapped, are the route shown', async ({
    page,
    context,
  }) => {
    await slowPhone(page, context);
    const main = await hold(page, '**/main.js');
    await page.goto('/gfmpalam/shops/SF-67?from=gate-1', { waitUntil: 'commit' });
    const directions = page.getByRole('region', { name: 'Directions' });
    await directions.getByRole('checkbox', { name: 'Step-free route (lifts only)' }).tap(STATE);
    // A button only the app drives, drawn at once (the plan opens on the shop's second floor): the tap is
    // made again once the app has come.
    const ground = page.getByRole('group', { name: 'Floor' }).first().getByRole('button', { name: 'Ground floor' });
    await expect(ground).toHaveAttribute('aria-pressed', 'false');
    await ground.tap();
    await main.release();
    await hydrated(page);
    await expect(page).toHaveURL(/step-free=1/, STATE);
    await expect(directions.getByRole('status')).toContainText('step-free by lifts', STATE);
    await expect(ground).toHaveAttribute('aria-pressed', 'true', STATE);
  });

  test('carousels scrolled before the scripts carry on from there: offers, a slideshow, a text panel', async ({
    page,
    context,
  }) => {
    await slowPhone(page, context);
    // Nothing moves by itself (the visitor asked for less motion): where a carousel is, the visitor put it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const main = await hold(page, '**/main.js');
    await page.goto('/gfm43/food-and-drinks', { waitUntil: 'commit' });
    const offers = page.getByRole('group', { name: 'Food offers', exact: true });
    const strip = offers.locator('.swiper-wrapper');
    await strip.waitFor(STATE);
    await scrollOnce(strip);
    const second = await offers.getByRole('img').nth(1).getAttribute('alt');
    await expect.poll(() => offerAtStart(offers), STATE).toBe(second);
    // A tap on the page's title (scrolling a strip is no engagement of the page: decision 070).
    await page.getByRole('heading', { level: 1 }).tap();
    await main.release();
    await hydrated(page);
    // The same offer, by its picture: swiper's loop may move the slides in the strip once it starts.
    await expect.poll(() => offerAtStart(offers), STATE).toBe(second);

    // A slideshow and a text panel, scrolled to their last slide before the scripts.
    await page.unroute('**/main.js');
    const again = await hold(page, '**/main.js');
    await page.goto('/gfm43/automotive', { waitUntil: 'commit' });
    const slider = page.getByRole('region', { name: 'Cars at Sector 43' });
    const third = slider.getByRole('group', { name: '3 of 3' });
    await scrollTo(third);
    await expect.poll(() => atStartOf(third, slider), STATE).toBe(true);
    const panel = page.getByRole('region', { name: 'Our car showrooms' });
    const toyota = panel.getByRole('group', { name: '2 of 2' });
    await scrollTo(toyota);
    await expect.poll(() => within(toyota, panel), STATE).toBe(true);
    await page.getByRole('heading', { level: 1 }).tap();
    await again.release();
    await hydrated(page);
    // The slideshow and the panel carry on from the slides the visitor left them on.
    await expect(slider.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
      STATE,
    );
    await expect(panel.getByRole('button', { name: 'Show Toyota at Sector 43' })).toHaveAttribute(
      'aria-current',
      'true',
      STATE,
    );
  });
});

test.describe('on a slow phone, the first tap on a control does what it says', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 150_000 });

  /**
   * Taps `control` once as soon as it shows, and waits for what the tap says; it still holds once the app
   * has taken the page over (a link's tap is a page of its own, not taken over until touched).
   */
  async function firstTap(page: Page, control: Locator, done: () => Promise<void>, { navigates = false } = {}) {
    await control.tap(STATE);
    await done();
    if (navigates) return;
    await hydrated(page);
    await done();
  }

  test('the menu, an FAQ question, a type of the directory, the step-free box', async ({ page, context }) => {
    await slowPhone(page, context);
    await page.goto('/gfm43', { waitUntil: 'commit' });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await firstTap(page, menu, () => expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(STATE));

    await page.goto('/gfm43', { waitUntil: 'commit' });
    const hours = page.locator('details', { has: page.getByText('What are the opening hours of the mall?') });
    await firstTap(page, hours.locator('summary'), () => expect(hours).toHaveAttribute('open', '', STATE));

    await page.goto('/gfmpalam/all-brands', { waitUntil: 'commit' });
    await firstTap(
      page,
      page.getByRole('search').getByRole('link', { name: 'Food', exact: true }),
      async () => {
        await expect(page).toHaveURL(/tag=food/, STATE);
        await expect(page.getByRole('status').filter({ hasText: 'shops match' })).toHaveText(/^\d+ of \d+/, STATE);
      },
      { navigates: true },
    );

    await page.goto('/gfmpalam/shops/SF-67?from=gate-1', { waitUntil: 'commit' });
    const box = page.getByRole('checkbox', { name: 'Step-free route (lifts only)' });
    await firstTap(page, box, async () => {
      await expect(box).toBeChecked();
    });
    await expect(page.getByRole('region', { name: 'Directions' }).getByRole('status')).toContainText(
      'step-free by lifts',
      STATE,
    );
  });

  test('the deals’ next arrow and the offers’ pause, tapped as soon as they show', async ({ page, context }) => {
    await slowPhone(page, context);
    await page.goto('/gfm43', { waitUntil: 'commit' });
    const deals = page.getByRole('region', { name: 'Save on Mega Deals' });
    await deals.scrollIntoViewIfNeeded(STATE);
    const status = page.getByText(/^Deal \d of 5$/);
    const before = await status.textContent();
    await page.getByRole('button', { name: 'Next deal' }).tap(STATE);
    await expect(status).not.toHaveText(before ?? '', STATE);

    await page.goto('/gfmpalam', { waitUntil: 'commit' });
    const offers = page.getByRole('group', { name: 'Offers', exact: true });
    await offers.scrollIntoViewIfNeeded(STATE);
    await offers.getByRole('button', { name: 'Pause offers' }).tap(STATE);
    await expect(offers.getByRole('button', { name: 'Play offers' })).toBeVisible(STATE);
  });

  test('a page scrolled before its one script runs is a page the visitor engaged with', async ({ page, context }) => {
    await slowPhone(page, context);
    // The visitor scrolls while the HTML is still arriving, before boot.js is there to hear it.
    const boot = await hold(page, '**/boot/boot.*');
    await page.goto('/gfm43', { waitUntil: 'commit' });
    await page.getByRole('region', { name: 'Save on Mega Deals' }).scrollIntoViewIfNeeded(STATE);
    await boot.asked;
    await boot.release();
    const status = page.getByText(/^Deal \d of 5$/);
    const before = await status.textContent();
    await page.getByRole('button', { name: 'Next deal' }).tap(STATE);
    await expect(status).not.toHaveText(before ?? '', STATE);
  });
});

test.describe('a contact form sent before the scripts', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('goes to the page’s own address, is stored once however often it is sent, and the visitor is told', async ({
    page,
  }, testInfo) => {
    const { storedEnquiries } = await import('./enquiries');
    // The app's code never comes: the form is the server's.
    await page.route('**/main.js', (route) => route.abort());
    const name = `Early visitor ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/gfm43/contact-us', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('E-mail').fill('early@example.com');
    await page.getByLabel('Message').fill('Sent before the page had its scripts.');
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await posted).url()).toBe('http://localhost:3000/gfm43/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your enquiry has been received.');
    // Back to the form, and the same words sent again (a visitor unsure it went): still one enquiry.
    await page.goBack();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('E-mail').fill('early@example.com');
    await page.getByLabel('Message').fill('Sent before the page had its scripts.');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your enquiry has been received.');
    expect(storedEnquiries().filter((enquiry) => enquiry.name === name)).toEqual([
      expect.objectContaining({ origin: 'http://localhost:3000', message: 'Sent before the page had its scripts.' }),
    ]);
  });
});

test(
  'a contact form sent while no collector answers comes back filled in, with why, never a browser error',
  {
    tag: '@phone',
  },
  async ({ page }) => {
    // A shell whose enquiry collector is down: nothing listens at the endpoint it names.
    const shell = await startShellServer(3130, { ENQUIRY_ENDPOINT: 'http://localhost:3199/api/enquiries' });
    try {
      await page.route('**/main.js', (route) => route.abort());
      await page.goto(`${shell.origin}/gfmpalam/contact-us`, { waitUntil: 'commit' });
      await page.getByLabel('Name').fill('Kept Visitor');
      await page.getByLabel('Phone').fill('+91 98765 43210');
      await page.getByLabel('E-mail').fill('kept@example.com');
      await page.getByLabel('Message').fill('Will this reach you\nif your service is down?');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      expect((await answer).status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry was not stored');
      await expect(
        page.getByText(/^Our enquiry service could not be reached\. Your message is still here/),
      ).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue('Kept Visitor');
      await expect(page.getByLabel('E-mail')).toHaveValue('kept@example.com');
      await expect(page.getByLabel('Message')).toHaveValue('Will this reach you\nif your service is down?');
      // Sent again from there, it goes the same way.
      await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    } finally {
      await shell.stop();
    }
  },
);

test.describe('untouched, a page', { tag: '@phone' }, () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers the service worker once loaded and idle, keeps itself for use without signal, and loads no app code', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto('/gfm43/all-brands', { waitUntil: 'commit' });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            for (const name of await caches.keys())
              if (await (await caches.open(name)).match('/gfm43/all-brands')) return true;
            return false;
          }),
        STATE,
      )
      .toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found?.scope))).toBe(
      'http://localhost:3000/',
    );
    expect(requests.map((request) => new URL(request.url()).pathname)).not.toContain('/main.js');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });
});
