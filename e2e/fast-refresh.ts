import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, waitForLivePage } from './test';
import { recordPageErrors } from './support';

/**
 * React Fast Refresh on the development servers (decision 050): a developer
 * saves a remote's component, and the page in the browser shows the new text
 * without loading again: what the page held (here a mark left on `window`)
 * is still there. Proved on the remote's own page and on the composed site
 * at once, with one edit (standalone-dev.spec.ts).
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

/**
 * Opens each page at its address, edits the component once while they are all open, and checks the
 * text changes in place on every one of them, then changes back in place.
 */
export async function expectRefreshInPlace(opened: { page: Page; url: string }[]): Promise<void> {
  const watched = opened.map(({ page: target }) => ({
    target,
    consoleLines: recordConsole(target),
    errors: recordPageErrors(target),
  }));
  for (const { page: target, url } of opened) {
    await target.goto(url);
    await waitForLivePage(target);
    await expect(target.getByRole('heading', { level: 1, name: 'Automotive' })).toBeVisible();
    await expect(target.getByText(BEFORE)).toBeVisible();
    // A page that loads again starts with a fresh window: the mark would be gone.
    await target.evaluate(() => ((window as unknown as Record<string, unknown>).__beforeTheEdit = true));
  }
  const stillThere = (target: Page) =>
    target.evaluate(() => (window as unknown as Record<string, unknown>).__beforeTheEdit);

  await withEditedSubtitle(async () => {
    for (const { target } of watched) {
      await expect(target.getByText(AFTER)).toBeVisible({ timeout: 60_000 });
      expect(await stillThere(target)).toBe(true);
    }
  });
  // And back, in place again.
  for (const { target, consoleLines, errors } of watched) {
    await expect(target.getByText(BEFORE)).toBeVisible({ timeout: 60_000 });
    expect(await stillThere(target)).toBe(true);
    expect(consoleLines.filter((line) => line.includes('Hot Module Replacement disabled'))).toEqual([]);
    expect(consoleLines.some((line) => line.includes('Hot Module Replacement enabled'))).toBe(true);
    expect(errors).toEqual([]);
  }
}
