import { MORE_PAGES, ROUTES } from './pages';
import { expect, test } from './test';

/**
 * A page carries in its head only the rules of its style sheets that its HTML uses (decision 085), and the
 * whole sheets come with the app. Drawn by those rules alone, every element of the server's page, its
 * `::before` and `::after` too, has the computed style it has once the whole sheets are there, at a
 * phone's width and a desktop's.
 */
test.describe('the first screen’s rules', { tag: '@phone' }, () => {
  // The server's page alone, as a visitor without JavaScript has it for good; the test's own looks run
  // all the same. Nothing moves (the site's rules for reduced motion), so no value changes between looks.
  test.use({ javaScriptEnabled: false });

  for (const { path } of [...ROUTES, ...MORE_PAGES]) {
    test(`${path} is drawn by them as by the whole sheets`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      // Every picture in, so none changes a size between looks by arriving.
      await page.evaluate(() => {
        for (const image of document.images) image.loading = 'eager';
      });
      await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
      await expect(page.locator('style[data-first-screen]').first()).toBeAttached();
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);

      const widths = [390, 1440];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // Noted once two looks agree: the page has settled at this width.
        await expect.poll(() => page.evaluate(drawnStyles, { key: `${width}`, compare: false })).toEqual([]);
      }
      const linked = await page.evaluate(linkWholeSheets);
      expect(linked).toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(wholeSheetsIn)).toBe(linked);
      for (const width of widths.toReversed()) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(() => page.evaluate(drawnStyles, { key: `${width}`, compare: true }), { message: `at ${width} px` })
          .toEqual([]);
      }
    });
  }
});

type Noted = Window & { __drawnStyles?: Record<string, string[]> };

/**
 * Each element's computed style with its `::before`'s and `::after`'s, every part laid out: the elements
 * drawn otherwise than noted under `key`, each with a few of the declarations that differ; unless
 * `compare`, this look is noted in its place (the first look of a key differs from nothing noted). One
 * function, as the page runs it.
 */
function drawnStyles({ key, compare }: { key: string; compare: boolean }): string[] {
  const elements = [...document.querySelectorAll<HTMLElement>('body *')];
  // A part kept from layout while off screen (`content-visibility: auto`) has no used sizes to compare.
  for (const element of elements) element.style.contentVisibility = 'visible';
  const now = elements.map((element) => {
    const parts = [null, '::before', '::after'].map((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      // A pseudo-element without content has no box: its one value says so.
      if (pseudo && style.content === 'none') return 'content:none;';
      let text = '';
      for (let index = 0; index < style.length; index += 1) {
        const name = style.item(index);
        text += `${name}:${style.getPropertyValue(name)};`;
      }
      return text;
    });
    return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}|${parts.join('|')}`;
  });
  const noted = window as Noted;
  const before = noted.__drawnStyles?.[key] ?? [];
  if (!compare) {
    noted.__drawnStyles = { ...noted.__drawnStyles, [key]: now };
    if (before.length === 0) return ['the first look'];
  }
  if (now.length !== before.length) return [`${before.length} elements before, ${now.length} now`];
  return now.flatMap((text, index) => {
    if (text === before[index]) return [];
    const declarations = (line: string) =>
      new Map(
        line
          .split('|')
          .flatMap((part, pseudo) =>
            part.split(';').map((pair) => [`${pseudo}${pair.slice(0, pair.indexOf(':'))}`, pair]),
          ),
      );
    const was = declarations(before[index] ?? '');
    const is = declarations(text);
    const changed = [...is.keys()].filter((name) => was.get(name) !== is.get(name)).slice(0, 3);
    return [
      `${text.slice(0, text.indexOf('|'))}: ${changed.map((name) => `${was.get(name)} → ${is.get(name)}`).join('; ')}`,
    ];
  });
}

/** Links the whole of each sheet written in part, as the app does before it starts; how many. */
function linkWholeSheets(): number {
  const hrefs = [...document.querySelectorAll('style[data-first-screen]')].map(
    (style) => style.getAttribute('data-first-screen') ?? '',
  );
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  return hrefs.length;
}

/** How many of the linked sheets have come (no script of the page runs to hear their `load`). */
function wholeSheetsIn(): number {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet).length;
}
