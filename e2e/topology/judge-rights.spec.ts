import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HOLD_FILE, PLAN_FILE } from '@gfm/release/plan';
import { POINTER_FILE } from '@gfm/release/pointer';
import { TOPOLOGY_DIR } from '../../playwright.topology.config';
import { expect, test } from '../test';
import { release, state } from './topology-state';

/**
 * The judge can do only what a team signed (decision 075): it runs as a
 * user of its own, which may write each remote's pointer and its own state,
 * and may not remove or change a person's hold, nor the team's plan. Tried
 * by a process of the judge's user and group (its running process's), as the
 * judge would write: this fails when the judge can write a hold.
 */
const APP = 'remote-blog';

/** The running judge's user and group, and the Node it runs. */
function judgeProcess() {
  const pid = state().servers.judge;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const id = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { uid: id('Uid'), gid: id('Gid'), node: fs.readlinkSync(`/proc/${pid}/exe`) };
}

/** What happens when the judge's user tries each write: `ok`, or the error's code. */
function asJudge(tries: Record<string, string>): Record<string, string> {
  const { uid, gid, node } = judgeProcess();
  const script = `
    const fs = require('fs');
    const path = require('path');
    const replace = (file, text) => {
      const target = fs.existsSync(file) ? fs.realpathSync(file) : file;
      const temporary = target + '.' + process.pid + '.tmp';
      fs.writeFileSync(temporary, text);
      fs.renameSync(temporary, target);
    };
    const results = {};
    for (const [name, code] of Object.entries(${JSON.stringify(tries)})) {
      try { eval(code); results[name] = 'ok'; } catch (error) { results[name] = error.code ?? String(error); }
    }
    console.log(JSON.stringify(results));`;
  const run = spawnSync(node, ['-e', script], { uid, gid, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the judge's user could not run: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, string>;
}

test('the judge can write its pointer and its state, and can neither remove nor change a person’s hold @desktop', () => {
  const remoteDir = path.join(state().releasesDir, APP);
  const file = (name: string) => JSON.stringify(path.join(remoteDir, name));
  const pointer = fs.readFileSync(path.join(remoteDir, POINTER_FILE), 'utf8');
  expect(judgeProcess().uid, 'the judge runs as a user of its own, not root').not.toBe(0);
  // A person holds the canary: the hold is theirs.
  release('release', APP, ['--hold']);
  try {
    expect(
      asJudge({
        removeHold: `fs.rmSync(${file(HOLD_FILE)})`,
        changeHold: `fs.writeFileSync(${file(HOLD_FILE)}, '{}')`,
        replaceHold: `replace(${file(HOLD_FILE)}, '{}')`,
        renameHold: `fs.renameSync(${file(HOLD_FILE)}, ${file('held.json')})`,
        writePlan: `replace(${file(PLAN_FILE)}, '{}')`,
        writePointer: `replace(${file(POINTER_FILE)}, ${JSON.stringify(pointer)})`,
        writeState: `replace(${JSON.stringify(path.join(TOPOLOGY_DIR, 'judge', 'probe.json'))}, '{}')`,
      }),
    ).toEqual({
      removeHold: 'EACCES',
      changeHold: 'EACCES',
      replaceHold: 'EACCES',
      renameHold: 'EACCES',
      writePlan: 'EACCES',
      writePointer: 'ok',
      writeState: 'ok',
    });
    expect(JSON.parse(fs.readFileSync(path.join(remoteDir, HOLD_FILE), 'utf8'))).toMatchObject({ held: true });
    expect(fs.readFileSync(path.join(remoteDir, POINTER_FILE), 'utf8')).toBe(pointer);
  } finally {
    release('release', APP, ['--resume']);
    fs.rmSync(path.join(TOPOLOGY_DIR, 'judge', 'probe.json'), { force: true });
  }
});
