import { expect, test } from './test';

const NOT_FOUND = 'oops! Page not found';

/**
 * Follows every internal link reachable from each mall's home, page by page,
 * and proves that none of them leads to the 404 page (the original footer's
 * Fitness link did).
 */
// The links are the same on a phone and a desktop (the header's menu holds the same navigation),
// so the crawl runs once, in the desktop project. It reads the pages as the server sends them, with
// JavaScript off: every link is in the server's HTML (the site works without script), and
// server-rendering.spec.ts proves the hydrated page keeps every element the HTML had. Hydrating
// each of the ~130 pages cost most of this crawl's time (decision 064).
test.use({ javaScriptEnabled: false });

for (const start of ['/gfm43', '/gfmpalam']) {
  test(`no link of ${start} reaches the 404 page`, { tag: '@desktop' }, async ({ page }) => {
    // Every shop's page is linked from the directory: about sixty pages a mall.
    test.setTimeout(300_000);
    const seen = new Set<string>();
    const queue = [start];
    const broken: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      if ((await page.locator('h1').first().textContent()) === NOT_FOUND || new URL(page.url()).pathname === '/404')
        broken.push(path);
      // A floor plan's units are SVG links, whose `href` is not a string: read the attribute.
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => new URL(anchor.getAttribute('href') ?? '', location.href).pathname),
        );
      for (const href of hrefs) if (href.startsWith(start) && !seen.has(href)) queue.push(href);
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(5);
    test.info().annotations.push({ type: 'pages visited', description: [...seen].join(' ') });
  });
}
