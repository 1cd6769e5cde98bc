// @ts-check
/**
 * The judge's rights (decision 075): it runs as a Unix user of its own, which
 * may write each remote's pointer (the host's `releases.json` is a link into
 * a folder of the judge's, `.pointer/`) and its own state folder, and nothing
 * else of the host's folder: not a person's hold, not the team's plan, not a
 * version. Made when the topology runs as root (CI, a server); otherwise the
 * judge runs as the topology's user, and says so.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { POINTER_FILE } from '@gfm/release/pointer';
import { rootDir } from '@gfm/webpack-config/apps';

export const JUDGE_USER = 'gfm-judge';
/** The folder of each remote's host folder that the judge may write: the pointer's. */
export const POINTER_DIR = '.pointer';

/** @param {string} command @param {string[]} args */
const output = (command, args) => execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' }).trim();

/**
 * The judge's user (made when missing), and a Node it can run; undefined when the topology is not root, or the
 * user cannot read the project (then the judge runs as the topology's user).
 * @param {{ binDir: string, log: (line: string) => void }} options
 * @returns {{ uid: number, gid: number, node: string } | undefined}
 */
export function judgeUser({ binDir, log }) {
  if (process.getuid?.() !== 0) {
    log('The judge runs as this user (not root): it could write a person’s hold (decision 075).');
    return undefined;
  }
  try {
    output('id', ['-u', JUDGE_USER]);
  } catch {
    output('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', JUDGE_USER]);
  }
  const uid = Number(output('id', ['-u', JUDGE_USER]));
  const gid = Number(output('id', ['-g', JUDGE_USER]));
  // This Node may be in a folder only its owner reaches (~/.cache): the judge runs a link to it (the same file).
  const node = path.join(binDir, 'node');
  if (!fs.existsSync(node)) {
    fs.mkdirSync(binDir, { recursive: true });
    try {
      fs.linkSync(process.execPath, node);
    } catch {
      fs.copyFileSync(process.execPath, node);
    }
    fs.chmodSync(node, 0o755);
  }
  const reads = spawnSync(
    node,
    ['-e', `require('fs').accessSync(${JSON.stringify(path.join(rootDir, 'package.json'))})`],
    {
      uid,
      gid,
      stdio: 'ignore',
    },
  );
  if (reads.status !== 0) {
    log(
      `${JUDGE_USER} cannot read ${rootDir}: the judge runs as root, and could write a person’s hold (decision 075).`,
    );
    return undefined;
  }
  return { uid, gid, node };
}

/**
 * Gives the judge its rights: each remote's pointer moved into a folder the
 * judge owns, with a link where the host serves it; the judge's state folder
 * its own. Every other file stays the topology's (root's), which the judge
 * may read and not change.
 * @param {{ releasesDir: string, stateDir: string, remoteNames: string[], user: { uid: number, gid: number } }} options
 */
export function grantJudge({ releasesDir, stateDir, remoteNames, user }) {
  for (const name of remoteNames) {
    const remoteDir = path.join(releasesDir, name);
    const own = path.join(remoteDir, POINTER_DIR);
    fs.mkdirSync(own, { recursive: true });
    const link = path.join(remoteDir, POINTER_FILE);
    if (fs.existsSync(link) && !fs.lstatSync(link).isSymbolicLink()) {
      fs.renameSync(link, path.join(own, POINTER_FILE));
      fs.symlinkSync(path.join(POINTER_DIR, POINTER_FILE), link);
    }
    fs.chownSync(own, user.uid, user.gid);
  }
  fs.mkdirSync(stateDir, { recursive: true });
  for (const file of [stateDir, ...fs.readdirSync(stateDir).map((entry) => path.join(stateDir, entry))])
    fs.chownSync(file, user.uid, user.gid);
}
