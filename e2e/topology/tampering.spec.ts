import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '../test';
import { copyOfBuild, rewriteBuild } from '../servers';
import { parsePointer, POINTER_FILE } from '@gfm/release/pointer';
import { signPointer } from '@gfm/release/signature';
import { release, rootDir, state } from './topology-state';

/**
 * The shells run only what a mall team signed (docs/decisions/042): whoever
 * can write files on Sector 43's static host, but has not its team's key,
 * cannot make either shell serve other code, and the shells keep serving the
 * version they checked.
 */

const remoteDir = () => path.join(state().releasesDir, 'remote-gfm43');
const pointerFile = () => path.join(remoteDir(), POINTER_FILE);
const HEADING = 'The Global Mall of All Your Needs';

const rollbackTo = (version: string) =>
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(rootDir, 'release/bin/gfm-release.mjs'),
      'rollback',
      'remote-gfm43',
      '--dir',
      state().releasesDir,
      '--keys',
      state().keysDir,
      '--to',
      version,
    ],
    { cwd: rootDir },
  );

/** Writes a file on the static host in one step, as an upload would. */
function replaceFile(file: string, text: string) {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * A request to a shell server, asked again once if it fails: while a release
 * command runs (execFileSync) this process reads no socket, for longer than a
 * server keeps an idle connection open on a busy machine, so the first request
 * after it may go out on a connection the server has closed ("other side closed").
 */
async function fetchShell(url: string) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/** What each shell server says of Sector 43's releases in `/readyz`, after a page of the mall (a server reads a pointer when a page needs it). */
async function trustOfEveryShell() {
  return Promise.all(
    state().shellOrigins.map(async (origin) => {
      await (await fetchShell(`${origin}/gfm43`)).text();
      const answer = (await (await fetchShell(`${origin}/readyz`)).json()) as {
        details: { releases: { gfm43: { serving?: string; refused?: { reason: string } } } };
      };
      return answer.details.releases.gfm43;
    }),
  );
}

/** Several pages through the front (it shares them between the shells): the mall's heading on each, and the version its page names. */
async function pagesOfBothShells() {
  const pages: { heading: boolean; entry?: string }[] = [];
  for (let count = 0; count < 6; count += 1) {
    const html = await (await fetch(`${state().origin}/gfm43`)).text();
    pages.push({ heading: html.includes(HEADING), entry: /"gfm43":"([^"]+\/remoteEntry\.js)"/.exec(html)?.[1] });
  }
  return pages;
}

test('a released server build with one byte changed on the host is refused; both shells keep the version they checked', async () => {
  const verified = parsePointer(fs.readFileSync(pointerFile(), 'utf8'));
  if (verified instanceof Error) throw verified;
  expect((await trustOfEveryShell()).map((trust) => trust.serving)).toEqual([verified.current, verified.current]);

  // The team signs a new release, prepared apart from the host (so no shell reads it before it is changed)…
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-staging-'));
  fs.mkdirSync(path.join(staging, 'remote-gfm43'));
  fs.copyFileSync(pointerFile(), path.join(staging, 'remote-gfm43', POINTER_FILE));
  const build = copyOfBuild('remote-gfm43');
  rewriteBuild(build, (source) => source.replaceAll(HEADING, 'The Global Mall, Released'));
  const { current: released } = release('release', 'remote-gfm43', ['--from', build], staging);
  // …and one byte of its server build is changed on the host before the pointer reaches it.
  const serverEntry = path.join(staging, 'remote-gfm43', released, 'server/remoteEntry.js');
  const code = fs.readFileSync(serverEntry, 'utf8');
  expect(code).toContain('The Global Mall, Released');
  fs.writeFileSync(serverEntry, code.replace('The Global Mall, Released', 'The Global Mall, ReleaseD'));
  fs.cpSync(path.join(staging, 'remote-gfm43', released), path.join(remoteDir(), released), { recursive: true });
  replaceFile(pointerFile(), fs.readFileSync(path.join(staging, 'remote-gfm43', POINTER_FILE), 'utf8'));

  try {
    await expect
      .poll(async () => (await trustOfEveryShell()).map((trust) => trust.refused?.reason), { timeout: 20_000 })
      .toEqual([
        `${released}/server/remoteEntry.js does not match its sha384 in the signed manifest`,
        `${released}/server/remoteEntry.js does not match its sha384 in the signed manifest`,
      ]);
    expect((await trustOfEveryShell()).map((trust) => trust.serving)).toEqual([verified.current, verified.current]);
    for (const page of await pagesOfBothShells()) {
      expect(page.heading).toBe(true);
      expect(page.entry).toContain(`/${verified.current}/`);
    }
  } finally {
    // The team takes its pointer back to the version it had, and the changed version off the host.
    rollbackTo(verified.current);
    fs.rmSync(path.join(remoteDir(), released), { recursive: true, force: true });
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(build, { recursive: true, force: true });
  }
  await expect
    .poll(async () => (await trustOfEveryShell()).map((trust) => trust.refused), { timeout: 20_000 })
    .toEqual([undefined, undefined]);
});

test('a pointer signed with a key that is not the team’s is refused, even for a version the team published', async () => {
  const original = fs.readFileSync(pointerFile(), 'utf8');
  const pointer = parsePointer(original);
  if (pointer instanceof Error) throw pointer;
  const older = pointer.previous?.find((version) =>
    fs.existsSync(path.join(remoteDir(), version, 'release-manifest.json')),
  );
  expect(older).toBeDefined();
  const manifestHash = `sha384-${crypto
    .createHash('sha384')
    .update(fs.readFileSync(path.join(remoteDir(), older ?? '', 'release-manifest.json')))
    .digest('base64')}`;
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  const forged = signPointer(
    'remote-gfm43',
    {
      current: older ?? '',
      previous: [pointer.current],
      sequence: (pointer.sequence ?? 0) + 1000,
      manifests: { [older ?? '']: manifestHash },
    },
    privateKey,
  );
  replaceFile(pointerFile(), `${JSON.stringify(forged, null, 2)}\n`);
  try {
    await expect
      .poll(async () => (await trustOfEveryShell()).map((trust) => trust.refused?.reason ?? ''), { timeout: 20_000 })
      .toEqual([
        expect.stringContaining('signature is not one of the remote’s keys'),
        expect.stringContaining('signature is not one of the remote’s keys'),
      ]);
    for (const page of await pagesOfBothShells()) expect(page.entry).toContain(`/${pointer.current}/`);
  } finally {
    replaceFile(pointerFile(), original);
  }
});

test('a restarted shell still refuses an older signed pointer put back; a rollback, signed anew, passes', async () => {
  const older = fs.readFileSync(pointerFile(), 'utf8');
  const pointer = parsePointer(older);
  if (pointer instanceof Error) throw pointer;
  const before = pointer.previous?.find((version) =>
    fs.existsSync(path.join(remoteDir(), version, 'release-manifest.json')),
  );
  expect(before).toBeDefined();
  // The team rolls back (a new pointer, the next sequence), and both shells take it.
  rollbackTo(before ?? '');
  await expect
    .poll(async () => (await trustOfEveryShell()).map((trust) => trust.serving), { timeout: 20_000 })
    .toEqual([before, before]);
  // Someone puts the older signed pointer back on the host, and shell-1 restarts (killed; the topology starts it again).
  replaceFile(pointerFile(), older);
  const killed = state().servers['shell-1'] ?? 0;
  process.kill(killed, 'SIGKILL');
  await expect.poll(() => state().servers['shell-1'], { timeout: 20_000 }).not.toBe(killed);
  await expect
    .poll(
      () =>
        fetch(`${state().shellOrigins[0]}/readyz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
  const refusedOlder = expect.stringMatching(
    new RegExp(`sequence ${pointer.sequence} is not above \\d+, the last one taken`),
  );
  try {
    await expect
      .poll(async () => (await trustOfEveryShell()).map((trust) => trust.refused?.reason ?? ''), { timeout: 30_000 })
      .toEqual([refusedOlder, refusedOlder]);
  } finally {
    // The team takes its remote back to the version it had, with a pointer newer than both.
    rollbackTo(pointer.current);
  }
  await expect
    .poll(async () => (await trustOfEveryShell()).map((trust) => [trust.serving, trust.refused]), { timeout: 20_000 })
    .toEqual([
      [pointer.current, undefined],
      [pointer.current, undefined],
    ]);
});

/** Changes a file of a published version as someone with the host's files (not the key) would, its pre-compressed copies too; returns the undoing. */
function tamper(file: string, change: (code: string) => string) {
  const copies = [file, `${file}.gz`, `${file}.br`].filter((copy) => fs.existsSync(copy));
  const originals = copies.map((copy) => fs.readFileSync(copy));
  const code = change(fs.readFileSync(file, 'utf8'));
  for (const copy of copies) {
    const bytes = Buffer.from(code);
    const packed = copy.endsWith('.gz')
      ? zlib.gzipSync(bytes)
      : copy.endsWith('.br')
        ? zlib.brotliCompressSync(bytes)
        : bytes;
    fs.writeFileSync(`${copy}.tmp`, packed);
    fs.renameSync(`${copy}.tmp`, copy);
  }
  return () => copies.forEach((copy, index) => fs.writeFileSync(copy, originals[index] ?? ''));
}

/** The sha384 of a file, as the `integrity` attribute writes it. */
const integrityOfFile = (file: string) =>
  `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

test('a released browser file changed on the host is refused by the browser: the page keeps the server’s HTML', async ({
  page,
}) => {
  const pointer = parsePointer(fs.readFileSync(pointerFile(), 'utf8'));
  if (pointer instanceof Error) throw pointer;
  const folder = path.join(remoteDir(), pointer.current);
  // The page names the hashes: the shell's boot.js in its script tag, main.js (which boot.js adds, decision 070)
  // and the signed release's entry in its data.
  const html = await (await fetch(`${state().origin}/gfm43`)).text();
  expect(html).toContain(`integrity="${integrityOfFile(path.join(rootDir, 'shell/dist/boot/boot.js'))}"`);
  expect(html).toContain(`"entryIntegrity":"${integrityOfFile(path.join(rootDir, 'shell/dist/main.js'))}"`);
  expect(html).toContain(`"${integrityOfFile(path.join(folder, 'remoteEntry.js'))}"`);
  // The chunk that draws Sector 43's home page (its heading is in it), and the entry that lists its hash.
  const chunk = fs
    .readdirSync(folder)
    .find(
      (name) =>
        /^\d+\.[0-9a-f]{8}\.js$/.test(name) && fs.readFileSync(path.join(folder, name), 'utf8').includes(HEADING),
    );
  expect(chunk).toBeDefined();

  // Each load asks the host (the files are cached for good otherwise, the changed copy too): a routed request is never cached.
  await page.route('**/remote-gfm43/**', (route) => route.continue());
  for (const file of [chunk ?? '', 'remoteEntry.js']) {
    const untamper = tamper(path.join(folder, file), (code) => `self.gfmTampered=${JSON.stringify(file)};${code}`);
    const messages: string[] = [];
    const onConsole = (message: { text: () => string }) => messages.push(message.text());
    page.on('console', onConsole);
    try {
      await page.goto('/gfm43');
      // The server's page stays, drawn with the checked server build; the changed file never ran.
      await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
      expect(await page.evaluate(() => (self as { gfmTampered?: string }).gfmTampered)).toBeUndefined();
      expect(messages.join('\n')).toMatch(
        new RegExp(
          `Failed to find a valid digest in the 'integrity' attribute for resource '[^']*/${file.replace('.', '\\.')}'`,
        ),
      );
    } finally {
      page.off('console', onConsole);
      untamper();
    }
  }
  // With the files as published, the page runs the remote's code and hydrates without a refusal.
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/gfm43');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  expect(messages.join('\n')).not.toContain('integrity');
});

/** Each style sheet a page wrote its first screen's rules of from Sector 43's `version`, by file name, with that text. */
function inlinedSheets(html: string, version: string): Record<string, string> {
  const pattern = new RegExp(
    `<style data-first-screen="[^"]*/remote-gfm43/${version}/([^"/]+\\.css)">([\\s\\S]*?)</style>`,
    'g',
  );
  return Object.fromEntries([...html.matchAll(pattern)].map(([, file, css]) => [file, css ?? '']));
}

/** What each shell server says in `/readyz` of the files it refused. */
async function refusedFilesOfEveryShell() {
  return Promise.all(
    state().shellOrigins.map(async (origin) => {
      const answer = (await (await fetchShell(`${origin}/readyz`)).json()) as {
        status: string;
        details: { refusedFiles: { remote: string; file: string; since: string; keeping: string | null }[] };
      };
      return { status: answer.status, refused: answer.details.refusedFiles };
    }),
  );
}

test('a released style sheet and search index changed on the host are refused: pages keep the last good copies', async () => {
  const pointer = parsePointer(fs.readFileSync(pointerFile(), 'utf8'));
  if (pointer instanceof Error) throw pointer;
  const current = pointer.current;
  // Each shell reads the version it serves: its page's style sheets and its search index, the good copies.
  const before = await Promise.all(
    state().shellOrigins.map(async (origin) => ({
      html: await (await fetch(`${origin}/gfm43`)).text(),
      search: await (await fetch(`${origin}/api/search-index`)).text(),
    })),
  );
  const goodSheets = inlinedSheets(before[0]?.html ?? '', current);
  const [sheet] = Object.keys(goodSheets);
  expect(sheet).toBeDefined();
  const goodSearch = before[0]?.search ?? '';
  expect(goodSearch).toContain('"mall":"gfm43"');

  // The team signs a new release of the same build, prepared apart from the host; its style sheet and its
  // search index are changed on the host before the pointer reaches it (their pre-compressed copies too).
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-staging-'));
  fs.mkdirSync(path.join(staging, 'remote-gfm43'));
  fs.copyFileSync(pointerFile(), path.join(staging, 'remote-gfm43', POINTER_FILE));
  const { current: released } = release(
    'release',
    'remote-gfm43',
    ['--from', path.join(rootDir, 'remote-gfm43/dist')],
    staging,
  );
  const folder = path.join(staging, 'remote-gfm43', released);
  // A rule for every page (no class), so the page's first screen would carry it.
  tamper(path.join(folder, sheet ?? ''), (css) => `${css}\nhtml{--gfm-tampered:1}`);
  tamper(path.join(folder, 'search-index.json'), () =>
    JSON.stringify([{ name: 'Tampered Shop', category: 'Cafe', keywords: [], href: '/gfm43/tampered' }]),
  );
  fs.cpSync(folder, path.join(remoteDir(), released), { recursive: true });
  replaceFile(pointerFile(), fs.readFileSync(path.join(staging, 'remote-gfm43', POINTER_FILE), 'utf8'));

  try {
    // The code passes, so both shells serve the new version…
    await expect
      .poll(async () => (await trustOfEveryShell()).map((trust) => trust.serving), { timeout: 20_000 })
      .toEqual([released, released]);
    // …and each reads its search index for the first time when asked for it.
    for (const origin of state().shellOrigins) await (await fetchShell(`${origin}/api/search-index`)).text();
    // Through the front (a query of its own: a fresh copy), the pages name the new version, with the good sheet
    // written in; the search finds the mall's shops in the good index.
    for (let count = 0; count < 4; count += 1) {
      const probe = `probe=${released}-${count}`;
      const html = await (await fetch(`${state().origin}/gfm43?${probe}`)).text();
      expect(html).toContain(`/${released}/remoteEntry.js`);
      expect(html).not.toContain('gfm-tampered');
      expect(inlinedSheets(html, released)[sheet ?? '']).toBe(goodSheets[sheet ?? '']);
      const search = await (await fetch(`${state().origin}/api/search-index?${probe}`)).text();
      expect(search).toBe(goodSearch);
    }
    // /readyz names each refused file, since when, and the version whose good copy stands in (an earlier one's
    // of the same name); the servers stay ready.
    const refusal = (file: string) =>
      expect.objectContaining({
        remote: 'gfm43',
        file: `${released}/${file}`,
        keeping: expect.not.stringContaining(released),
      });
    for (const shell of await refusedFilesOfEveryShell()) {
      expect(shell.status).toBe('ready');
      expect(shell.refused).toEqual(expect.arrayContaining([refusal(sheet ?? ''), refusal('search-index.json')]));
      expect(Date.parse(shell.refused[0]?.since ?? '')).toBeGreaterThan(Date.now() - 60_000);
    }
  } finally {
    // The team takes its pointer back to the version it had, and the changed version off the host.
    rollbackTo(current);
    fs.rmSync(path.join(remoteDir(), released), { recursive: true, force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
  // Once no pointer names the changed version, its refusals are history (they stay in the log).
  await expect
    .poll(
      async () => {
        await trustOfEveryShell();
        return (await refusedFilesOfEveryShell()).map((shell) => shell.refused);
      },
      { timeout: 20_000 },
    )
    .toEqual([[], []]);
});
