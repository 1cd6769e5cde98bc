import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { recordPageErrors } from './support';
import { withDevServers } from './dev-servers';

/**
 * React Fast Refresh on the development servers (decision 050): a developer
 * saves a remote's component, and the page in the browser shows the new text
 * without loading again: what the page held (here a mark left on `window`)
 * is still there. On the remote's own page (`npm start -w remote-gfm43`) and
 * on the composed site, where the shell loads the remote's entry from its dev
 * server (`npm start -- shell remote-gfm43`; the services and the other
 * remotes are those `npm run serve` runs for the tests).
 */
const page = path.resolve(__dirname, '../remote-gfm43/src/pages/automotive/automotive-page.tsx');
const BEFORE = 'Showrooms open daily';
const AFTER = 'Showrooms open every day';

/** Saves the page's component with its subtitle changed, as an editor would, and puts the file back afterwards. */
async function withEditedSubtitle(edit: () => Promise<void>): Promise<void> {
  const original = fs.readFileSync(page, 'utf8');
  if (!original.includes(`subtitle="${BEFORE}"`)) throw new Error(`${page} no longer has the subtitle "${BEFORE}"`);
  try {
    fs.writeFileSync(page, original.replace(`subtitle="${BEFORE}"`, `subtitle="${AFTER}"`));
    await edit();
  } finally {
    fs.writeFileSync(page, original);
  }
}

/** The browser console's lines, to see what the dev server's client says about Hot Module Replacement. */
function recordConsole(target: Page): string[] {
  const lines: string[] = [];
  target.on('console', (message) => lines.push(message.text()));
  return lines;
}

/** Edits the component while `url` is open and checks the text changes in place. */
async function expectRefreshInPlace(target: Page, url: string): Promise<void> {
  const consoleLines = recordConsole(target);
  const errors = recordPageErrors(target);
  await target.goto(url);
  await expect(target.getByRole('heading', { level: 1, name: 'Automotive' })).toBeVisible();
  await expect(target.getByText(BEFORE)).toBeVisible();
  // A page that loads again starts with a fresh window: the mark would be gone.
  await target.evaluate(() => ((window as unknown as Record<string, unknown>).__beforeTheEdit = true));

  await withEditedSubtitle(async () => {
    await expect(target.getByText(AFTER)).toBeVisible({ timeout: 60_000 });
    expect(await target.evaluate(() => (window as unknown as Record<string, unknown>).__beforeTheEdit)).toBe(true);
  });
  // And back, in place again.
  await expect(target.getByText(BEFORE)).toBeVisible({ timeout: 60_000 });
  expect(await target.evaluate(() => (window as unknown as Record<string, unknown>).__beforeTheEdit)).toBe(true);

  expect(consoleLines.filter((line) => line.includes('Hot Module Replacement disabled'))).toEqual([]);
  expect(consoleLines.some((line) => line.includes('Hot Module Replacement enabled'))).toBe(true);
  expect(errors).toEqual([]);
}

test.describe('Fast Refresh on the development servers', { tag: '@desktop' }, () => {
  // The first compile of a dev server takes 10–15 s alone on two cores, longer beside the other tests.
  test.describe.configure({ timeout: 240_000 });

  test('a remote alone: an edited component changes in place', async ({ page: browserPage }) => {
    await withDevServers(['start', '-w', 'remote-gfm43'], { 'remote-gfm43': 3211 }, async (origins) => {
      await expectRefreshInPlace(browserPage, `${origins['remote-gfm43']}/gfm43/automotive`);
    });
  });

  test('composed in the shell: the remote’s edited component changes in place', async ({ page: browserPage }) => {
    await withDevServers(
      ['start', '--', 'shell', 'remote-gfm43'],
      { shell: 3310, 'remote-gfm43': 3311 },
      async (origins) => {
        const requests: string[] = [];
        browserPage.on('request', (request) => requests.push(request.url()));
        await expectRefreshInPlace(browserPage, `${origins.shell}/gfm43/automotive`);
        // The mall came from its dev server, not from the production host on 3001.
        expect(requests.some((url) => url.startsWith(`${origins['remote-gfm43']}/remoteEntry.js`))).toBe(true);
      },
    );
  });
});
