import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../test';
import { parsePointer, POINTER_FILE } from '@gfm/release/pointer';
import { seedCookie, seedWhere } from './canary-seeds';
import { releaseArgs, rootDir, state } from './topology-state';
import { RELEASE_WAIT_MS } from './release-wait';

/**
 * A mall team changes its mall within its own folder and releases it alone
 * (docs/decisions/049, 052): Palam Vihar's team adds a shop's picture,
 * redraws its media with `npm run media -w remote-gfmpalam`, and adds a page
 * no shell has heard of; it builds its remote alone, releases it, and the
 * picture and the page show, with no shell built or restarted. All of it in
 * a copy of the project, so the tree under test is never changed. One change
 * and one build for both: a remote's build is the slowest step of the suite.
 */
const APP = 'remote-gfmpalam';
/** A shop of src/data/shops.ts, whose page shows its logo. */
const SHOP = { id: 'FF-02', image: 'shop-glam-studio', alt: 'Glam Studio logo' };

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const git = (copy: string, ...args: string[]) =>
  run('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], copy);

/**
 * The project as a mall team checks it out: every file git would commit
 * (tracked or new, nothing ignored), in a repository of its own, with the
 * installed packages linked in rather than copied. No app is built in it.
 */
function copyOfProject(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-mall-team-'));
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], rootDir)
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(rootDir, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(rootDir, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'));
  git(copy, 'init', '-q');
  fs.appendFileSync(path.join(copy, '.git/info/exclude'), 'node_modules\n');
  git(copy, 'add', '-A');
  git(copy, 'commit', '-q', '-m', 'as checked out');
  return copy;
}

/** A picture unlike any the media build draws: a square of one colour with a ring. */
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="#0b6e4f"/>
  <circle cx="240" cy="240" r="150" fill="none" stroke="#f5d547" stroke-width="36"/>
</svg>
`;

/** The page the team adds: its module, and its line in the mall's two route files (decision 052). */
const PAGE = {
  module: `import { PageMeta } from '@gfm/shared/seo/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Diwali at Palam Vihar" description="Lamps, sweets and late nights at Global Foyer Mall, Palam Vihar." />
      <h1>Diwali at Palam Vihar</h1>
      <p>Lamps in the atrium every evening of the festival week.</p>
    </>
  );
}
`,
  heading: '<h1>Diwali at Palam Vihar</h1>',
};

function addPage(remoteDir: string): void {
  fs.mkdirSync(path.join(remoteDir, 'src/pages/diwali'));
  fs.writeFileSync(path.join(remoteDir, 'src/pages/diwali/diwali-page.tsx'), PAGE.module);
  const pathsFile = path.join(remoteDir, 'src/page-paths.ts');
  const paths = fs.readFileSync(pathsFile, 'utf8');
  expect(paths).toContain('] as const;');
  fs.writeFileSync(pathsFile, paths.replace('] as const;', "  { id: 'diwali', path: 'diwali' },\n] as const;"));
  const routesFile = path.join(remoteDir, 'src/routes.tsx');
  const routes = fs.readFileSync(routesFile, 'utf8');
  expect(routes).toContain('} satisfies Record<PageId');
  fs.writeFileSync(
    routesFile,
    routes.replace(
      '} satisfies Record<PageId',
      "  diwali: { page: () => import('./pages/diwali/diwali-page') },\n} satisfies Record<PageId",
    ),
  );
}

/** An answer's status and text, with the seed's cookie if one is given. */
async function get(url: string, seed?: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(url, { headers: seed ? { Cookie: seedCookie(seed) } : {} });
  return { status: answer.status, text: await answer.text() };
}

/** Each shell server asked directly (each reads the pointer on its own), then the front, which keeps a page a while. */
async function everyShell(check: (answer: { status: number; text: string }) => boolean): Promise<boolean> {
  for (const shell of state().shellOrigins) if (!check(await get(`${shell}/gfmpalam/diwali`))) return false;
  return check(await get(`${state().origin}/gfmpalam/diwali`));
}

test('a picture and a page Palam Vihar adds change its remote only, and its release alone shows them', async ({
  page,
}) => {
  // One remote's media and build on a busy machine take a few minutes.
  test.setTimeout(600_000);
  const pointerFile = path.join(state().releasesDir, APP, POINTER_FILE);
  const before = parsePointer(fs.readFileSync(pointerFile, 'utf8'));
  if (before instanceof Error) throw before;
  const copy = copyOfProject();
  let released = false;
  try {
    // The team adds the shop's picture and redraws its mall's media.
    fs.mkdirSync(path.join(copy, APP, 'media/art'), { recursive: true });
    fs.writeFileSync(path.join(copy, APP, 'media/art', `${SHOP.image}.svg`), PICTURE);
    run('npm', ['run', 'media', '-w', APP], copy);
    // And a page: its module and one line in each of the mall's two route files.
    addPage(path.join(copy, APP));

    const changed = git(copy, 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.slice(3));
    test.info().annotations.push({
      type: 'files changed outside the remote',
      description: String(changed.filter((file) => !file.startsWith(`${APP}/`)).length),
    });
    expect(changed.filter((file) => !file.startsWith(`${APP}/`))).toEqual([]);
    expect(changed).toEqual(
      expect.arrayContaining([
        `${APP}/media/art/${SHOP.image}.svg`,
        `${APP}/media/uploads/gfmpalam/${SHOP.image}-480.avif`,
        `${APP}/src/data/images.ts`,
        `${APP}/src/pages/diwali/diwali-page.tsx`,
        `${APP}/src/page-paths.ts`,
      ]),
    );
    const images = fs.readFileSync(path.join(copy, APP, 'src/data/images.ts'), 'utf8');
    const hash = new RegExp(`'${SHOP.image}': \\{[^}]*hash: '([0-9a-f]{8})'`).exec(images)?.[1];
    const hashBefore = new RegExp(`'${SHOP.image}': \\{[^}]*hash: '([0-9a-f]{8})'`).exec(
      fs.readFileSync(path.join(rootDir, APP, 'src/data/images.ts'), 'utf8'),
    )?.[1];
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(hash).not.toBe(hashBefore);

    // It builds its remote alone (no other app has a build in the copy) and releases it.
    run('npm', ['run', 'build', '-w', APP], copy);
    expect(
      ['shell', 'remote-gfm43', 'remote-blog'].filter((app) => fs.existsSync(path.join(copy, app, 'dist'))),
    ).toEqual([]);
    expect((await get(`${state().origin}/gfmpalam/diwali`)).status).toBe(404);
    run(process.execPath, releaseArgs('release', APP, ['--from', path.join(copy, APP, 'dist')]), rootDir);
    released = true;

    // The page, on every shell and through the front, in the sitemap.
    await expect
      .poll(() => everyShell(({ status, text }) => status === 200 && text.includes(PAGE.heading)), {
        timeout: RELEASE_WAIT_MS,
      })
      .toBe(true);
    expect((await get(`${state().origin}/gfmpalam/diwali`)).text).toMatch(/<title>Diwali at Palam Vihar[^<]*<\/title>/);
    await expect
      .poll(async () => (await get(`${state().origin}/sitemap.xml`)).text.includes('/gfmpalam/diwali</loc>'), {
        timeout: RELEASE_WAIT_MS,
      })
      .toBe(true);

    // The shop's page, through the front, shows the new picture.
    const logo = page.getByRole('img', { name: SHOP.alt }).first();
    await expect
      .poll(
        async () => {
          await page.goto(`${state().origin}/gfmpalam/shops/${SHOP.id}`);
          return (await logo.getAttribute('src')) ?? '';
        },
        { timeout: RELEASE_WAIT_MS, intervals: [2_000] },
      )
      .toContain(`/${SHOP.image}-480.${hash}.jpg`);
    await logo.scrollIntoViewIfNeeded();
    // Loaded and decoded (its natural width is the candidate's, scaled by its `sizes`).
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const shown = await logo.evaluate((image: HTMLImageElement) => image.currentSrc);
    const format = /\.(avif|webp|jpg)$/.exec(shown)?.[1];
    const answer = await page.request.get(shown);
    expect(answer.ok()).toBe(true);
    expect(Buffer.from(await answer.body())).toEqual(
      fs.readFileSync(path.join(copy, APP, 'media/uploads/gfmpalam', `${SHOP.image}-480.${format}`)),
    );

    // The page hydrates, and the mall's other pages carry on around it.
    await page.goto(`${state().origin}/gfmpalam/diwali`);
    await expect(page.getByRole('heading', { level: 1, name: 'Diwali at Palam Vihar' })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('banner').getByRole('link', { name: 'Food', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Food & Drinks' })).toBeVisible();
    // From the landing page, the router follows the link into the mall: it learns the mall's pages from
    // the release, with no document load (the marker on the window survives).
    await page.goto(`${state().origin}/`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.evaluate(() => Object.assign(window, { stayedOnThePage: true }));
    await page.getByRole('link', { name: /Palam Vihar Gurugram/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Mall Of Your Dreams' })).toBeVisible();
    expect(await page.evaluate(() => 'stayedOnThePage' in window)).toBe(true);

    // Rolled back, the page is gone again: the mall's 404 page, for everyone.
    run(process.execPath, releaseArgs('rollback', APP, ['--to', before.current]), rootDir);
    await expect.poll(() => everyShell(({ status }) => status === 404), { timeout: RELEASE_WAIT_MS }).toBe(true);

    // Canaried to half the visitors, the page shows to the canary's visitors only (decision 058).
    run(
      process.execPath,
      releaseArgs('release', APP, ['--from', path.join(copy, APP, 'dist'), '--canary', '50']),
      rootDir,
    );
    const seeds = { in: seedWhere({ gfmpalam: true }, 50), out: seedWhere({ gfmpalam: false }, 50) };
    const status = async (seed: string) => (await get(`${state().origin}/gfmpalam/diwali`, seed)).status;
    // Six answers in a row: both shells have read the pointer and checked the canary's files.
    const sixInARow = async (seed: string, expected: number) => {
      for (let count = 0; count < 6; count += 1) if ((await status(seed)) !== expected) return false;
      return true;
    };
    await expect.poll(() => sixInARow(seeds.in, 200), { timeout: RELEASE_WAIT_MS }).toBe(true);
    expect(await sixInARow(seeds.out, 404)).toBe(true);
  } finally {
    // The topology goes back to the remote's version it had, for the tests after this one.
    if (released) run(process.execPath, releaseArgs('rollback', APP, ['--to', before.current]), rootDir);
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
