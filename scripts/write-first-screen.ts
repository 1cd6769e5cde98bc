/**
 * Writes an app's `dist/first-screen.json` from its `src/first-screen.ts`
 * (decision 012): each page's first picture, as the best-format candidates
 * the page's `<picture>` offers, relative to the image base URL. Run by
 * `npm run build` after the app's webpack build; the shell's server reads
 * the file beside the remote's manifest and preloads the picture.
 *
 *   tsx scripts/write-first-screen.ts <app dir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_FILE, type FirstScreenMap } from '@gfm/shared/contracts/first-screen';
import { firstScreenFile } from './lib/first-screen-file';

async function main(appDir: string): Promise<void> {
  const source = path.resolve(appDir, 'src/first-screen.ts');
  if (!fs.existsSync(source)) return;
  const { firstScreen } = (await import(pathToFileURL(source).href)) as { firstScreen: FirstScreenMap };
  const out = path.resolve(appDir, 'dist', FIRST_SCREEN_FILE);
  fs.writeFileSync(out, `${JSON.stringify(firstScreenFile(firstScreen), null, 2)}\n`);
  console.log(`Written: ${path.relative(process.cwd(), out)} (${Object.keys(firstScreen).length} pages)`);
}

const appDir = process.argv[2];
if (appDir) await main(appDir);
