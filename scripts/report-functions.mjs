// @ts-check
/**
 * npm run report:functions [-- <folder>…] [--over 80]
 *
 * For each folder (by default shell/server, scripts/lib and shared/src): its
 * files and lines, each subfolder's, and its longest function; then every
 * function longer than `--over` lines (default 80). Tests (`*.test.*`) are
 * left out. A function's lines run from its first line to its last, the
 * functions inside it included: a 300-line closure counts as 300 lines.
 * Read with the TypeScript compiler's parser, so .ts, .tsx, .mjs and .js alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { rootDir } from './lib/apps.mjs';

const args = process.argv.slice(2);
const overAt = args.indexOf('--over');
const over = overAt >= 0 ? Number(args[overAt + 1]) : 80;
const folders = args.filter((arg, index) => !arg.startsWith('--') && (overAt < 0 || index !== overAt + 1));
const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !/\.test\.[^.]+$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** A function's name as a reader would look for it. @param {ts.Node} node */
function nameOf(node) {
  const named = /** @type {{ name?: ts.Node }} */ (node).name;
  if (named) return named.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/**
 * Every function in a file, with its length in lines.
 * @param {string} file
 * @returns {{ file: string, name: string, line: number, lines: number }[]}
 */
function functionsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {{ file: string, name: string, line: number, lines: number }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isFunctionLike(node) && /** @type {{ body?: ts.Node }} */ (node).body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file: path.relative(rootDir, file), name: nameOf(node), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** @param {string} file */
const linesOf = (file) => fs.readFileSync(file, 'utf8').split('\n').length - 1;

/** @typedef {{ file: string, name: string, line: number, lines: number }} FunctionLength */

/** @param {FunctionLength | undefined} fn */
const describe = (fn) => (fn ? `${fn.name} (${fn.lines} lines, ${fn.file}:${fn.line})` : '-');

/** @type {FunctionLength[]} */
const all = [];
for (const folder of folders.length > 0 ? folders : ['shell/server', 'scripts/lib', 'shared/src']) {
  const dir = path.resolve(rootDir, folder);
  const files = sourceFiles(dir);
  /** @type {Map<string, { files: number, lines: number, functions: FunctionLength[] }>} */
  const groups = new Map();
  for (const file of files) {
    const group = path.relative(rootDir, path.dirname(file));
    const entry = groups.get(group) ?? { files: 0, lines: 0, functions: [] };
    entry.files += 1;
    entry.lines += linesOf(file);
    entry.functions.push(...functionsOf(file));
    groups.set(group, entry);
  }
  const functions = [...groups.values()].flatMap((group) => group.functions);
  all.push(...functions);
  const longest = functions.sort((a, b) => b.lines - a.lines)[0];
  const lines = [...groups.values()].reduce((sum, group) => sum + group.lines, 0);
  console.log(`${folder}: ${files.length} files, ${lines} lines; longest function ${describe(longest)}`);
  for (const [group, entry] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const top = entry.functions.sort((a, b) => b.lines - a.lines)[0];
    console.log(
      `  ${group.padEnd(40)} ${String(entry.files).padStart(3)} files ${String(entry.lines).padStart(6)} lines   ${describe(top)}`,
    );
  }
}
const long = all.filter((fn) => fn.lines > over).sort((a, b) => b.lines - a.lines);
console.log(`\nFunctions over ${over} lines: ${long.length}`);
for (const fn of long) console.log(`  ${String(fn.lines).padStart(4)}  ${fn.name}  ${fn.file}:${fn.line}`);
