/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_ENV } from '@gfm/shared/config/environment';
import { apps, portOf } from '@gfm/webpack-config/apps';
import { CONFIGURATION_DOC, SCHEMAS, withSchemaTables } from './configuration-doc';

/**
 * docs/configuration.md says what the servers read: its tables are the
 * schemas' (written by `npm run docs:configuration`), and every variable
 * the code reads is in it.
 */

const root = path.resolve(__dirname, '..');
const doc = fs.readFileSync(CONFIGURATION_DOC, 'utf8');

/** The variables of the system, not of this site: they need no line of ours. */
const NOT_OURS = new Set(['PATH', 'HOME', 'XDG_CACHE_HOME']);

/** Documented, though no code of ours reads them: a tool we run does. */
const READ_BY_TOOLS = new Set(['PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD']);

/** Names read from an environment in the tracked code, directly (`process.env.NAME`, `env.NAME`, `env['NAME']`). */
function namesReadInCode(): Set<string> {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js', '*.sh'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && !/\.test\.[a-z]+$/.test(file));
  const read = /\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])|\$\{([A-Z][A-Z0-9_]+):-/g;
  const names = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(read)) names.add((match[1] ?? match[2] ?? match[3]) as string);
  }
  return names;
}

const leaves = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);

const documented = new Set([...doc.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] as string));
/** The variables the tables list: the names in each row's first cell. */
const listed = new Set(
  [...doc.matchAll(/^\| ([^|]*)\|/gm)].flatMap(([, cell]) =>
    [...(cell as string).matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] as string),
  ),
);

/** The names `portOf` reads, made from each app's name (`PORT_SHELL`, …): the search of the code cannot see them. */
const portNames = apps.flatMap((app) => {
  const names: string[] = [];
  portOf(app, new Proxy({}, { get: (_target, name) => void names.push(String(name)) }));
  return names;
});

const read = new Set([
  ...SCHEMAS.flatMap(({ schema }) => Object.keys(schema)),
  ...leaves(CONFIG_ENV),
  ...namesReadInCode(),
  ...portNames,
]);

describe('docs/configuration.md', () => {
  it('has each server’s table as its schema says (npm run docs:configuration writes them)', () => {
    expect(withSchemaTables(doc)).toBe(doc);
  });

  it('names every variable the code reads, in the schemas, the site’s configuration or directly', () => {
    const missing = [...read].filter((name) => !NOT_OURS.has(name) && !documented.has(name)).sort();
    expect(missing).toEqual([]);
  });

  it('lists no variable that nothing reads (a schema, the site’s configuration, the code or a tool)', () => {
    expect(listed.size).toBeGreaterThan(50);
    const stale = [...listed].filter((name) => !read.has(name) && !READ_BY_TOOLS.has(name)).sort();
    expect(stale).toEqual([]);
  });
});
