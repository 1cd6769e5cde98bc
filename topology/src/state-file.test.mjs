/** @jest-environment node */
// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { readState, writeState } from './state-file.mjs';

describe("the topology's state file", () => {
  it('is never read half-written while the supervisor rewrites it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-state-'));
    // A large state, so that a write in place would be caught part-way.
    const servers = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`server-${index}`, index]));
    writeState(dir, { supervisor: 1, servers });
    const writer = new Worker(
      `const { workerData } = require('node:worker_threads');
       import(workerData.module).then(({ writeState }) => {
         const end = Date.now() + 700;
         let supervisor = 1;
         while (Date.now() < end) writeState(workerData.dir, { supervisor: (supervisor += 1), servers: workerData.servers });
       });`,
      {
        eval: true,
        workerData: { dir, servers, module: pathToFileURL(path.resolve('topology/src/state-file.mjs')).href },
      },
    );
    const exited = new Promise((resolve) => writer.on('exit', resolve));
    let reads = 0;
    let finished = false;
    void exited.then(() => (finished = true));
    while (!finished) {
      const state = readState(dir);
      expect(Object.keys(state.servers ?? {})).toHaveLength(5000);
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(reads).toBeGreaterThan(10);
    expect(fs.readdirSync(dir)).toEqual(['pids.json']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
