/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The docs say what the tree holds, and stay saying it: the folder maps name
 * every package, top folder and server room and only what exists, every
 * `npm run` a page or a comment names is a script, every file a page or a
 * comment cites is in the tree (or is one a build or a run writes, where git
 * ignores it), and nothing cites an issue a reader cannot look up. Nothing
 * tracked is a file git ignores. The decision records and reports/ are left
 * out: each is dated, and names the paths and commands of its day. Each check
 * collects what is wrong and expects nothing, so a failure names every file
 * at fault.
 */

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const git = (args: string[], input?: string) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });

const tracked = git(['ls-files', '-z']).split('\0').filter(Boolean);
const packageJson = JSON.parse(read('package.json')) as { workspaces: string[]; scripts: Record<string, string> };
const workspaces = packageJson.workspaces;

/** Dated pages (and this file, whose samples are wrong on purpose). */
const HISTORY = /^(docs\/decisions|reports)\//;
/** Pages read whole: the markdown, and Renovate's rules (each says why in its description). */
const pages = tracked.filter((file) => (file.endsWith('.md') || file === 'renovate.json') && !HISTORY.test(file));
const CODE = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const HASH_COMMENTED = /(\.(sh|conf|yml|yaml|template|mtail|service)|^\.ci\/run)$/;
const code = tracked.filter(
  (file) => (CODE.test(file) || HASH_COMMENTED.test(file)) && file !== 'test/docs-and-tree.test.ts',
);

/** What a reader reads in a file: a page whole, a program's comments. */
function proseOf(file: string): string[] {
  const text = read(file);
  if (file.endsWith('.md')) return [text];
  if (HASH_COMMENTED.test(file)) return text.match(/(?:^|\s)#[^\n]*/g) ?? [];
  return text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
}
const prose = [...pages, ...code].map((file) => ({ file, texts: proseOf(file) }));

/** The rows of the markdown table whose header row starts with `first`. */
function tableRows(text: string, first: string): string[][] {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => new RegExp(String.raw`^\|\s*${first}\s*\|`).test(line));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}
const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
const topFolders = [
  ...new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0] as string)),
]
  .filter((folder) => !folder.startsWith('.'))
  .sort();
const foldersIn = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('the folder maps', () => {
  it("README's package table names every workspace, and only workspaces", () => {
    const named = tableRows(read('README.md'), 'package').flatMap(([cell = '']) => backticked(cell));
    expect([...named].sort()).toEqual([...workspaces].sort());
  });

  it("docs/architecture.md's map names every top folder, package and server room, and only what exists", () => {
    const rows = tableRows(read('docs/architecture.md'), 'folder');
    const folders = rows.flatMap(([cell = '']) => backticked(cell));
    const problems = [
      ...folders
        .filter((folder) => !fs.existsSync(path.join(root, folder)))
        .map((folder) => `${folder} does not exist`),
      // What a row says is in its folder is there.
      ...rows.flatMap(([cell = '', says = '']) =>
        backticked(cell).flatMap((folder) =>
          backticked(says)
            .filter((name) => /^[\w.-]+(\/[\w.-]+)*\/?$/.test(name) && /[./]/.test(name))
            .filter((name) => !fs.existsSync(path.join(root, folder, name)))
            .map((name) => `${folder} has no ${name}`),
        ),
      ),
      ...[
        ...new Set([...topFolders, ...workspaces]),
        ...foldersIn('shell/server').map((room) => `shell/server/${room}`),
      ]
        .filter((folder) => !folders.includes(`${folder}/`))
        .map((folder) => `${folder}/ has no row`),
    ];
    expect(problems).toEqual([]);
  });

  it('scripts/README.md lists every command and folder of scripts/, and only those', () => {
    const text = read('scripts/README.md');
    const listed = [...tableRows(text, 'file'), ...tableRows(text, 'folder')].flatMap(([cell = '']) =>
      backticked(cell),
    );
    const present = fs
      .readdirSync(path.join(root, 'scripts'), { withFileTypes: true })
      .filter((entry) => entry.name !== 'README.md')
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    expect([...listed].sort()).toEqual(present.sort());
  });
});

describe('what the pages and comments name', () => {
  it('names only npm scripts that exist', () => {
    const scriptsOf = (workspace?: string) =>
      workspace === undefined
        ? packageJson.scripts
        : ((JSON.parse(read(`${workspace.replace(/^@gfm\//, '')}/package.json`)) as { scripts?: object }).scripts ??
          {});
    const missing = prose.flatMap(({ file, texts }) =>
      texts.flatMap((text) =>
        [...text.matchAll(/\bnpm run ([a-z][\w:-]*[\w])(?: (?:-w|--workspace)[ =]([\w@/-]+))?/g)]
          .filter(
            ([, , workspace]) => workspace === undefined || fs.existsSync(path.join(root, workspace, 'package.json')),
          )
          .filter(([, script, workspace]) => !((script as string) in scriptsOf(workspace)))
          .map(([phrase]) => `${file}: ${phrase}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('cites only files that exist, or that a build or a run writes where git ignores them', () => {
    // Named on purpose, never in the tree.
    const elsewhere = new Set([
      'remote-gfm43/src/pages/diwali/diwali-page.tsx', // the page docs/mall-teams.md shows a team how to add
      'src/core/ngx_murmurhash.c', // nginx's source, which release/src/bands.ts follows
      'gfmpalam/offer-1-1200.jpg', // the shape of a post's picture name, in the content service's comment
      ['docs', 'decisions', '006-enquiry.md'].join('/'), // a sample test/decision-citations.test.ts reads
    ]);
    const PATH = /(?<![\w@/.:~$-])((?:\.{1,2}\/)*(?:[\w@.-]+\/)+[\w.-]*\.[a-z]+|[A-Z][A-Z_]+\.md)(?![\w/(])/g;
    const cited = prose.flatMap(({ file, texts }) =>
      texts.flatMap((text) =>
        [...text.matchAll(PATH)]
          .map((match) => (match[1] as string).replace(/\.$/, ''))
          .filter((token) => !/[<>*{}…]|^[\w-]+\.(com|org|io|dev|net|example)\//.test(token) && !elsewhere.has(token))
          .map((token) => ({ file, token })),
      ),
    );
    /** Where a cited path may be: from the root, from the citing file's folder or one above it, from any package or its src/. */
    const placesOf = ({ file, token }: { file: string; token: string }) => {
      if (/^[A-Z][A-Z_]+\.md$/.test(token)) return tracked.filter((other) => path.basename(other) === token);
      const above: string[] = [];
      for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) above.push(folder);
      return ['', ...above, ...workspaces.flatMap((folder) => [folder, `${folder}/src`])].map((folder) =>
        path.normalize(path.join(folder, token)),
      );
    };
    /**
     * Where a build or a run writes it, for a path named from its output folder (`server/remoteEntry.js`, in an
     * app's dist/; `judge/…` in the topology's folder): never one that starts at a folder of the tree.
     */
    const writtenPlacesOf = (token: string) =>
      /^[A-Z][A-Z_]+\.md$/.test(token) || topFolders.includes(token.split('/')[0] as string)
        ? [token]
        : [token, ...workspaces.map((folder) => `${folder}/dist/${token}`), `.topology/${token}`];
    const unseen = cited.filter(
      (citation) => !placesOf(citation).some((place) => fs.existsSync(path.join(root, place))),
    );
    const ignoredPlaces = new Set(
      unseen.length === 0
        ? []
        : (() => {
            try {
              return git(
                ['check-ignore', '--no-index', '--stdin'],
                unseen.flatMap(({ token }) => writtenPlacesOf(token)).join('\n'),
              )
                .split('\n')
                .filter(Boolean);
            } catch {
              return []; // exit status 1: none is ignored
            }
          })(),
    );
    const missing = unseen
      .filter(({ token }) => !writtenPlacesOf(token).some((place) => ignoredPlaces.has(place)))
      .map(({ file, token }) => `${file}: ${token}`);
    expect(cited.length).toBeGreaterThan(200);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('cites no issue by its number, which a reader of the repository cannot look up', () => {
    const citing = prose.flatMap(({ file, texts }) =>
      texts.flatMap((text) =>
        [...text.matchAll(/(?<![\w.-]+\/[\w.-]+ )\bissues? #?\d+/gi)].map((match) => `${file}: ${match[0]}`),
      ),
    );
    expect(citing).toEqual([]);
  });
});

describe('what git tracks', () => {
  it('tracks no file git ignores (build output, tools’ state, logs)', () => {
    expect(git(['ls-files', '--cached', '--ignored', '--exclude-standard']).split('\n').filter(Boolean)).toEqual([]);
  });
});
