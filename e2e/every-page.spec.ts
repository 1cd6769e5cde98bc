import { expect, test } from './test';
import { expectNoAxeViolations } from './axe';
import { largestFirstScreenPicture, noteFirstScreenPicture, recordRequests } from './support';
import { MORE_PAGES, ROUTES, type SitePage } from './pages';

/**
 * Every page, opened once in each layout and checked there for all that a
 * page owes whatever it shows: its heading and its mall's frame, the
 * elements parsed from the server's HTML being the ones the visitor uses
 * once React has taken the page over, the largest picture of its first
 * screen named in the HTML and fetched at once, and no axe violations. One
 * load for all of it: these checks were four tests of four specs, each
 * loading the same page for one of them.
 */
const what = (site: SitePage) =>
  [
    'hydrated in place',
    ...(site.firstPicture ? ['its first picture asked for at once'] : []),
    ...(site.axe ? ['no axe violations'] : []),
  ].join(', ');

for (const site of [...ROUTES, ...MORE_PAGES]) {
  test(`${site.path}: ${what(site)}`, async ({ page, request }) => {
    const { path } = site;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        !message.text().startsWith('Failed to load resource: the server responded with a status of 404')
      )
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __parsed: Element[] }).__parsed = [...document.querySelectorAll('body *')];
      });
    });
    if (site.firstPicture) await noteFirstScreenPicture(page);
    const requests = recordRequests(page);
    await page.goto(path);

    await test.step('its heading, in its mall’s frame', async () => {
      await expect(
        site.heading
          ? page.getByRole('heading', { level: 1, name: site.heading })
          : page.getByRole('heading', { level: 1 }).first(),
      ).toBeVisible();
      if (site.mall === 'gfm43') {
        await expect(page.getByRole('heading', { name: "Let's Share, Let's Love, Let's Begin" })).toBeAttached();
        await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
      }
      if (site.mall === 'gfmpalam')
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Fitness' })).toHaveAttribute(
          'href',
          '/gfmpalam/fitness',
        );
    });

    await test.step('the elements parsed from the HTML are the ones the visitor uses once it is hydrated', async () => {
      // The page works: it is React's now (links navigate without a load, buttons answer).
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const { parsed, replaced } = await page.evaluate(() => {
        const elements = (window as unknown as { __parsed: Element[] }).__parsed;
        return {
          parsed: elements.length,
          replaced: elements
            .filter((element) => !element.isConnected)
            .map((element) => element.outerHTML.slice(0, 120)),
        };
      });
      expect(parsed).toBeGreaterThan(10);
      expect(replaced).toEqual([]);
    });

    if (site.firstPicture)
      await test.step('the largest picture of its first screen is in the HTML, fetched at once and once', async () => {
        const html = await (await request.get(path)).text();
        await page.waitForLoadState('networkidle');
        const largest = await largestFirstScreenPicture(page);
        expect(largest, `${path} has a picture in its first screen`).toBeDefined();
        // Not left for the browser to ask for after layout, and found while the HTML is parsed.
        expect(largest?.loading, `${path}: ${largest?.src}`).not.toBe('lazy');
        const file = new URL(largest?.src ?? '', 'http://localhost:3000').pathname.replace(
          /-\d+\.(avif|webp|jpg)$/,
          '',
        );
        expect(html).toContain(file);
        expect(requests.filter((sent) => sent.url() === largest?.src)).toHaveLength(1);
        // Asked for from the head, before the style sheets the parser reads first.
        const head = html.slice(0, html.indexOf('</head>'));
        const preload = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].find((match) =>
          match[0].includes(file),
        );
        expect(preload?.[0], `${path}: a preload of ${file}`).toContain('fetchPriority="high"');
        expect(preload?.index ?? Number.POSITIVE_INFINITY).toBeLessThan(head.indexOf('<style'));
      });

    if (site.axe) await test.step('no axe violations', () => expectNoAxeViolations(page));
    expect(problems, 'console errors (a hydration mismatch is one) and uncaught exceptions').toEqual([]);
  });
}
