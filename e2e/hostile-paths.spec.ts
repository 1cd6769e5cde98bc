import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { MANGLED_PATHS } from './raw-requests';

/**
 * The server and the browser read every path the same way (decision 035): a
 * mangled link in the browser is answered by the server's page, and React
 * takes that page over without a hydration error (React #418 drew the 404
 * page again inside a mall's frame, and the layout shifted).
 */
const PREFIXES = ['', '/gfm43', '/gfmpalam/clothing', '/gfm43/blog'];

/** The path on the site's origin: `page.goto('//x')` would read `//x` as a host. */
const onSite = (path: string) => `${String(test.info().project.use.baseURL)}${path}`;

/**
 * The paths whose documents differ, one of each: the browser's URL parser makes several paths one
 * (`/..` and `/./././` are `/`), and a path the server answers with a redirect (an empty segment,
 * decision 035) ends on the document of the path it names, which a path of the list may already
 * be. Where a redirect leads is checked by the test of the nine paths below; that no path gets a 5xx,
 * by the raw requests of robustness.spec.ts.
 */
async function distinctDocuments(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const byDocument = new Map<string, string>();
  for (const path of paths) {
    const url = new URL(onSite(path));
    const response = await request.get(url.href, { maxRedirects: 0 });
    const location = response.status() >= 300 && response.status() < 400 ? response.headers().location : undefined;
    const document = location ? new URL(location, url) : url;
    document.hash = url.hash;
    if (!byDocument.has(document.href)) byDocument.set(document.href, path);
  }
  return [...byDocument.values()];
}

// The layout does not matter: the phone's project only.
test.describe('hostile paths in the browser', { tag: '@phone' }, () => {
  for (const prefix of PREFIXES) {
    test(`under '${prefix || '/'}': every mangled path is hydrated without an error`, async ({ page, request }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      const paths = [...new Set(MANGLED_PATHS.map((path) => (prefix === '' ? path : `${prefix}${path}`)))];
      const documents = await distinctDocuments(request, paths);
      // A page load and its hydration each: a generous bound for each, not for all of them on this machine.
      test.setTimeout(documents.length * 10_000);
      for (const path of documents) {
        const response = await page.goto(onSite(path));
        expect(response?.status(), path).toBeLessThan(500);
        await expect(page.locator('main, h1').first(), path).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }

  test('the nine paths that were drawn twice', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const cases: [string, string][] = [
      ['//', '/'],
      ['///', '/'],
      ['/gfm43//automotive', '/gfm43/automotive'],
      // The empty segments go first (decision 035), then the trailing slash (decision 039).
      ['/gfm43/privacy-policy///', '/gfm43/privacy-policy'],
    ];
    for (const [mangled, page_] of cases) {
      await page.goto(onSite(mangled));
      expect(new URL(page.url()).pathname, mangled).toBe(page_);
    }
    for (const path of ['/gfm43/%E0%A4%A', '/gfm43/blog/%C0%AE%C0%AE', '/gfmpalam/%ff']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // A mall's 404 page, in the mall's frame, on both sides.
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.getByRole('heading', { name: 'oops! Page not found' }), path).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
