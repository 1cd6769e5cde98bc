// @ts-check
/**
 * Writes a mall remote's `dist/first-screen/<page>.html` (decision 016): each
 * page of the remote with a fixed address, rendered by React on Node from the
 * remote's own code (`.first-screen/render.cjs`, the Node build of
 * `src/first-screen-render.tsx`). Run by `npm run build` after the remote's
 * webpack build; the shell's server puts the requested page's file into its
 * HTML.
 *
 *   node scripts/write-first-screen-html.mjs <app dir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @param {string} appDir */
function main(appDir) {
  const bundle = path.resolve(appDir, '.first-screen/render.cjs');
  if (!fs.existsSync(bundle)) return;
  const { pages, render } = /** @type {{ pages: string[], render: (pathname: string) => string }} */ (require(bundle));
  const outDir = path.resolve(appDir, 'dist/first-screen');
  fs.rmSync(outDir, { recursive: true, force: true });
  let bytes = 0;
  for (const page of pages) {
    // The site's root is index.html (the shell's landing page), as firstScreenHtmlPath in the contract says.
    const file = path.join(outDir, `${page.replace(/^\/+|\/+$/g, '') || 'index'}.html`);
    const html = render(page);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    bytes += Buffer.byteLength(html);
  }
  console.log(`Written: ${path.relative(process.cwd(), outDir)} (${pages.length} pages, ${Math.round(bytes / 1024)} KB)`);
}

const appDir = process.argv[2];
if (appDir) main(appDir);
