// @ts-check
/**
 * npm run bench:runtimes — the test suite's steps and `npm run bench:server`
 * on two Node.js lines in one run (decision 054): the line the project left
 * (Node 20) and the one it declares (.nvmrc). Each line's node is the
 * machine's when it is of that line, else the npm registry's build of it
 * (scripts/use-node.sh for .nvmrc's, `node-linux-<arch>@<version>` into the
 * same cache for the other). Writes reports/runtimes.md and runtimes.json.
 *
 *   npm run bench:runtimes [-- --old 20.20.2] [--steps typecheck,test:unit,build] [--no-bench]
 *
 * Timings mean something only on a machine doing nothing else: run it alone.
 * The steps run one after the other with the same node_modules (no package
 * here compiles against a node version: their binaries are N-API or WASM).
 * Every step runs on both lines, alternately, so a machine that slows down
 * midway weighs on both. The end-to-end steps need the ports of `npm test`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Plain node, no tsx: it runs before either line is chosen.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const ALL_STEPS = ['typecheck', 'lint', 'test:unit', 'build', 'test:e2e', 'test:topology'];
const steps = option('--steps', ALL_STEPS.join(',')).split(',');
const oldVersion = option('--old', '20.20.2');
const declared = fs.readFileSync(path.join(rootDir, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const cache =
  process.env.GFM_NODE_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'gfm-node');

/** The folder of a node of `version`'s major line, at least that new: the machine's or the registry's. @param {string} version */
function nodeBinFor(version) {
  if (version === declared) {
    return execFileSync('bash', [path.join(rootDir, 'scripts/use-node.sh')], { encoding: 'utf8' }).trim();
  }
  const machine = execFileSync('bash', ['-c', 'command -v node || true'], { encoding: 'utf8' }).trim();
  if (machine) {
    const machineVersion = execFileSync(machine, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    if (machineVersion.split('.')[0] === version.split('.')[0]) return path.dirname(machine);
  }
  const dir = path.join(cache, version);
  const bin = path.join(dir, 'node_modules/.bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    const arch = process.arch === 'x64' || process.arch === 'arm64' ? process.arch : undefined;
    if (process.platform !== 'linux' || !arch)
      throw new Error(`No registry build of Node ${version} for ${process.platform}`);
    // npm checks the tarball against the registry's sha512 (this version is for measuring, not for shipping).
    execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', `node-linux-${arch}@${version}`], {
      stdio: 'inherit',
    });
  }
  return bin;
}

/** @param {string} bin @param {[string, ...string[]]} command */
function timed(bin, command) {
  const started = performance.now();
  const result = spawnSync(command[0], command.slice(1), {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, CI: 'true' },
  });
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), ok: result.status === 0 };
}

const lines = [
  { name: `Node ${oldVersion.split('.')[0]}`, bin: nodeBinFor(oldVersion) },
  { name: `Node ${declared.split('.')[0]}`, bin: nodeBinFor(declared) },
].map((line) => ({
  ...line,
  version: execFileSync(path.join(line.bin, 'node'), ['-v'], { encoding: 'utf8' }).trim(),
  /** @type {Record<string, { seconds: number, ok: boolean }>} */
  steps: {},
  /** @type {unknown} */
  benchServer: undefined,
}));

for (const step of steps) {
  for (const line of lines) {
    console.log(`\n== ${line.name} (${line.version}): npm run ${step}`);
    line.steps[step] = timed(line.bin, ['npm', 'run', step]);
  }
}
if (!args.includes('--no-bench')) {
  const reportFile = path.join(rootDir, 'reports/bench-server.json');
  for (const line of lines) {
    console.log(`\n== ${line.name} (${line.version}): npm run bench:server`);
    fs.rmSync(reportFile, { force: true });
    const { ok } = timed(line.bin, ['npm', 'run', 'bench:server']);
    line.benchServer = ok && fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : 'failed';
  }
}

/** @param {number} value */
const minutes = (value) => `${Math.floor(value / 60)} min ${Math.round(value % 60)} s`;
const rows = steps.map((step) => {
  const cells = lines.map((line) => {
    const result = line.steps[step];
    return result ? `${minutes(result.seconds)}${result.ok ? '' : ' (failed)'}` : 'not run';
  });
  return `| npm run ${step} | ${cells.join(' | ')} |`;
});
const totals = lines.map((line) => minutes(Object.values(line.steps).reduce((sum, step) => sum + step.seconds, 0)));
/** @param {unknown} bench */
const benchCells = (bench) => {
  if (!bench || bench === 'failed') return [String(bench ?? 'not run'), '', '', ''];
  const report =
    /** @type {{ server: { perSecond: number, p99: number }, nginx: { perSecond: number }, ratio: number, memory: { grewMb: number } }} */ (
      bench
    );
  return [`${report.server.perSecond}`, `${report.server.p99}`, `${report.ratio}`, `${report.memory.grewMb}`];
};
const benchRows = [
  'documents/s (server, 50 connections)',
  'p99 latency, ms',
  'server / nginx (documents/s)',
  'memory grown after 20,000 unknown paths, MB',
].map((label, index) => `| ${label} | ${lines.map((line) => benchCells(line.benchServer)[index]).join(' | ')} |`);

const header = `| | ${lines.map((line) => `${line.name} (${line.version})`).join(' | ')} |\n|---|${lines.map(() => '---').join('|')}|`;
const markdown = `# The suite and the server on two Node.js lines

Run ${new Date().toISOString()} at ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: rootDir, encoding: 'utf8' }).trim()}
by \`npm run bench:runtimes\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average before: ${os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ')}.

## The suite's steps (one after the other, lines alternating)
${header}
${rows.join('\n')}
| total | ${totals.join(' | ')} |

## npm run bench:server (/gfm43)
${header}
${benchRows.join('\n')}
`;
fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'reports/runtimes.md'), markdown);
fs.writeFileSync(path.join(rootDir, 'reports/runtimes.json'), `${JSON.stringify(lines, null, 2)}\n`);
console.log(`\n${markdown}`);
if (lines.some((line) => Object.values(line.steps).some((step) => !step.ok))) process.exitCode = 1;
