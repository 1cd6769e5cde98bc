import { expect, test } from './test';

const NOT_FOUND = 'oops! Page not found';

/**
 * Follows every internal link reachable from each mall's home, page by page,
 * and proves that none of them leads to the 404 page (the original footer's
 * Fitness link did).
 */
// The links are the same on a phone and a desktop (the header's menu holds the same navigation),
// so the crawl runs once, in the desktop project. It reads the pages as the server sends them: every
// link is in the server's HTML (the site works without script), and server-rendering.spec.ts proves
// the hydrated page keeps every element the HTML had. So it asks the server, as a crawler would,
// without laying each of the ~190 pages out in Chromium (decision 064).

/** The text of the page's first `h1`, tags and entities aside. */
const firstHeading = (html: string) =>
  (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** Every link's `href` that starts with "/" (a floor plan's SVG units included), as a path. */
const linkedPaths = (html: string, base: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)].map(
    ([, href]) => new URL((href ?? '').replace(/&amp;/g, '&'), base).pathname,
  );

for (const start of ['/gfm43', '/gfmpalam']) {
  test(`no link of ${start} reaches the 404 page`, { tag: '@desktop' }, async ({ request }) => {
    // Every shop's page is linked from the directory: about a hundred pages a mall.
    test.setTimeout(120_000);
    const seen = new Set<string>([start]);
    let wave = [start];
    const broken: string[] = [];
    while (wave.length > 0) {
      const next: string[] = [];
      // A few at a time, as a crawler asks: each page is answered on its own.
      for (let index = 0; index < wave.length; index += 4) {
        await Promise.all(
          wave.slice(index, index + 4).map(async (path) => {
            const response = await request.get(path, { failOnStatusCode: false });
            const html = await response.text();
            const heading = firstHeading(html);
            expect(heading, `${path} has a heading`).not.toBe('');
            const landed = new URL(response.url());
            if (response.status() === 404 || heading === NOT_FOUND || landed.pathname === '/404') broken.push(path);
            for (const href of linkedPaths(html, landed.href))
              if (href.startsWith(start) && !seen.has(href)) {
                seen.add(href);
                next.push(href);
              }
          }),
        );
      }
      wave = next;
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
    test.info().annotations.push({ type: 'pages visited', description: [...seen].join(' ') });
  });
}
