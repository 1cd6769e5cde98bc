// @ts-check
/**
 * Run before `npm start` and `npm test`: stops with what to do when the node
 * running them is older than the Node.js line the project declares (decision
 * 054). Node 20 gets no security fixes since April 2026.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = fs.readFileSync(path.join(rootDir, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const wantedMajor = Number(wanted.split('.')[0]);
const major = Number(process.versions.node.split('.')[0]);

if (major < wantedMajor) {
  console.error(
    [
      `This is Node.js ${process.versions.node}; the project runs on Node.js ${wantedMajor} (.nvmrc: ${wanted}).`,
      'Put it first on PATH, then run the command again:',
      '  . scripts/use-node.sh    (takes it from the npm registry into ~/.cache/gfm-node, once)',
      '  nvm use                  (if you use nvm)',
    ].join('\n'),
  );
  process.exit(1);
}
