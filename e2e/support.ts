import type { Page, Request } from '@playwright/test';

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

/** Console errors and uncaught exceptions, minus the ones a test provokes on purpose. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Collects the page's layout shifts from its first paint on (call before `goto`); read them with `layoutShiftTotal`. */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts `trackLayoutShifts` collected so far (not caused by input). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

/**
 * The largest picture of the first screen, by visible area: the page's "largest contentful paint".
 * Loaded lazily, the browser would only ask for it after layout.
 */
export function largestFirstScreenPicture(page: Page): Promise<{ src: string; loading: string } | undefined> {
  return page.evaluate(() => {
    const visible = [...document.images]
      .map((img) => {
        const rect = img.getBoundingClientRect();
        const width = Math.max(0, Math.min(rect.right, window.innerWidth) - Math.max(rect.left, 0));
        const height = Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
        return { src: img.currentSrc, loading: img.loading, area: width * height };
      })
      .filter((image) => image.area > 0)
      .sort((a, b) => b.area - a.area);
    return visible[0] && { src: visible[0].src, loading: visible[0].loading };
  });
}
