import { expect, type Page, type Request } from '@playwright/test';

export const REMOTE_ORIGINS = {
  gfm43: 'http://localhost:3001',
  gfmpalam: 'http://localhost:3002',
  blog: 'http://localhost:3003',
} as const;

export type RemoteKey = keyof typeof REMOTE_ORIGINS;

/** Makes a remote unreachable for this page, as if its server were down. */
export async function blockRemote(page: Page, remote: RemoteKey): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, (route) => route.abort('connectionrefused'));
}

/**
 * Refuses a remote's browser build, its scripts (as a blocking proxy or a broken deploy would), for
 * this page; its pictures still come. The shell then leaves that mall's part of the page as the
 * server drew it. Returns the addresses refused so far, for a test to show the build was asked for.
 */
export async function refuseBrowserBuild(page: Page, remote: RemoteKey): Promise<string[]> {
  const refused: string[] = [];
  const origin = REMOTE_ORIGINS[remote];
  await page.route(
    (url) => url.origin === origin && url.pathname.endsWith('.js'),
    (route) => {
      refused.push(route.request().url());
      return route.abort('connectionrefused');
    },
  );
  return refused;
}

/**
 * Holds the page's requests that `url` matches until `release()`: files that come late, after whatever
 * state the test releases them on, however slow the machine. Not a fixed delay, which a slower machine
 * outlasts (the file then comes early after all) and a faster one wastes. Returns how many were held.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Makes a remote accept connections but never answer. */
export async function hangRemote(page: Page, remote: RemoteKey): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, () => new Promise<void>(() => undefined));
}

/** Every request the page makes, to check what was (not) downloaded. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * The contact pages' map host (OpenStreetMap) is out of the test machine's reach: a page of its own
 * answers for it, so the frame loads and the policy's frame-src is still exercised.
 */
export async function standInForTheMap(page: Page): Promise<void> {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
}

/** Console errors and uncaught exceptions, minus the ones a test provokes on purpose. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Console errors (a hydration mismatch is one) and uncaught exceptions. */
export function recordConsoleErrors(page: Page): string[] {
  const errors = recordPageErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** One layout shift the browser reported, with the elements that moved (at most five, the browser's choice). */
export interface LayoutShift {
  value: number;
  /** Milliseconds since the page's time origin. */
  time: number;
  /** How far the page was when the browser reported the shift (a moment after it): parsing, parsed, loaded, hydrated. */
  when: string;
  sources: { node: string; from: string; to: string }[];
}

/**
 * Collects the page's layout shifts from its first paint on (call before `goto`), with the elements
 * that moved, named when the browser reports them (they may be gone when a test fails); read them
 * with `layoutShifts` or `expectLayoutShiftBelow`.
 */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Source {
      node: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    const shifts: {
      value: number;
      time: number;
      when: string;
      sources: { node: string; from: string; to: string }[];
    }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const rect = (box: DOMRectReadOnly) =>
      `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    const name = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? `${node.nodeName} in ${name(node.parentElement)}` : '(gone)';
      const path: string[] = [];
      for (let element: Element | null = node; element && path.length < 4; element = element.parentElement) {
        const label = element.getAttribute('aria-label');
        path.unshift(
          element.tagName.toLowerCase() +
            (element.id ? `#${element.id}` : '') +
            [...element.classList].map((name) => `.${name}`).join('') +
            (label ? `[aria-label="${label}"]` : ''),
        );
      }
      return path.join(' > ');
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Source[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          time: Math.round(entry.startTime),
          when: document.documentElement.hasAttribute('data-hydrated')
            ? 'hydrated'
            : ({ loading: 'parsing', interactive: 'parsed', complete: 'loaded' } as const)[document.readyState],
          sources: entry.sources.map((source) => ({
            node: name(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until the page has nothing left that would move it: no request for a while (`networkidle`:
 * every picture and part it asked for has come) and two frames drawn since, by which the browser has
 * drawn what came and reported the layout shifts it caused. Instead of a fixed wait, which a slower
 * machine outlasts: each of these comes later on a slower machine, and is waited for. (What keeps
 * moving, a slideshow or a marquee, moves by transforms, which shift no layout.)
 */
export async function pageSettled(page: Page, { network = true }: { network?: boolean } = {}): Promise<void> {
  if (network) await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/** The layout shifts `trackLayoutShifts` collected so far (not caused by input). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
}

/** The page's layout shifts add up to less than `limit`; if not, the failure lists each shift and what moved. */
export async function expectLayoutShiftBelow(page: Page, limit: number): Promise<void> {
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const described = shifts.map(
    (shift) =>
      `${shift.value.toFixed(5)} at ${shift.time} ms (${shift.when}):${shift.sources.map((source) => `\n    ${source.node}: ${source.from} -> ${source.to}`).join('')}`,
  );
  expect(
    total,
    `layout shift on ${new URL(page.url()).pathname}, each shift and what moved:\n  ${described.join('\n  ')}\n`,
  ).toBeLessThan(limit);
}

/**
 * Notes, as the page's HTML is parsed (`DOMContentLoaded`, the style sheet inline in its head), the
 * largest picture of its first screen by visible area: the page's "largest contentful paint". Noted then,
 * not when asked: by the time a test asks, a carousel may have moved on to a slide the page did not open on.
 */
export async function noteFirstScreenPicture(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const area = (img: HTMLImageElement) => {
        const rect = img.getBoundingClientRect();
        const width = Math.max(0, Math.min(rect.right, window.innerWidth) - Math.max(rect.left, 0));
        const height = Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
        return width * height;
      };
      const largest = [...document.images]
        .map((img) => ({ img, area: area(img) }))
        .filter((image) => image.area > 0)
        .sort((a, b) => b.area - a.area)[0];
      (window as unknown as { __firstScreenPicture?: HTMLImageElement }).__firstScreenPicture = largest?.img;
    });
  });
}

/** The picture `noteFirstScreenPicture` noted: what it loaded, and how. Loaded lazily, the browser would only ask for it after layout. */
export function largestFirstScreenPicture(page: Page): Promise<{ src: string; loading: string } | undefined> {
  return page.evaluate(() => {
    const img = (window as unknown as { __firstScreenPicture?: HTMLImageElement }).__firstScreenPicture;
    return img && { src: img.currentSrc, loading: img.loading };
  });
}
