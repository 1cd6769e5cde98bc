import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './test';
import { recordPageErrors } from './support';

/**
 * React Fast Refresh on the development servers (decision 050): a developer
 * saves a remote's component, and the page in the browser shows the new text
 * without loading again: what the page held (here a mark left on `window`)
 * is still there. Proved on the remote's own page (standalone-dev.spec.ts,
 * on the dev server it already runs) and on the composed site
 * (fast-refresh.spec.ts).
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
export async function expectRefreshInPlace(target: Page, url: string): Promise<void> {
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
