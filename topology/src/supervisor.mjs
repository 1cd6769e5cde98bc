// @ts-check
/**
 * The topology's supervisor: it starts the Node servers and keeps them
 * running, as systemd's Restart=always would, until it is stopped.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '@gfm/webpack-config/apps';
import { holdFile, holdServer, resumeServer } from './held-servers.mjs';
import { waitFor } from './wait-for.mjs';

/**
 * @typedef {import('./server-specs.mjs').ServerSpec} ServerSpec
 * @typedef {{ spec: ServerSpec, child?: import('node:child_process').ChildProcess }} Managed
 */

export class Supervisor {
  /** @type {Map<string, Managed>} */
  #managed = new Map();
  #stopping = false;

  /**
   * @param {{ dir: string, specs: ServerSpec[], log: (line: string) => void, onChange: () => void }} options
   */
  constructor({ dir, specs, log, onChange }) {
    this.dir = dir;
    this.log = log;
    this.onChange = onChange;
    for (const spec of specs) this.#managed.set(spec.name, { spec });
  }

  get names() {
    return [...this.#managed.keys()];
  }

  /** Each server's pid, by name (undefined before it started). @returns {Record<string, number | undefined>} */
  pids() {
    return Object.fromEntries([...this.#managed].map(([name, { child }]) => [name, child?.pid]));
  }

  /** Starts every server (or those named), and resolves once each answers. @param {string[]} [names] */
  startAll(names = this.names) {
    return Promise.all(names.map((name) => this.start(name)));
  }

  /**
   * Starts a server and keeps it running: one that exits (killed, crashed)
   * is started again after a moment, unless it is held or the supervisor is stopping.
   * @param {string} name
   */
  async start(name) {
    const entry = this.#entry(name);
    if (entry.child && entry.child.exitCode === null && entry.child.signalCode === null) return;
    const out = fs.openSync(path.join(this.dir, 'logs', `${name}.log`), 'a');
    const child = spawn(entry.spec.command, entry.spec.args, {
      cwd: rootDir,
      env: { ...process.env, ...entry.spec.env },
      stdio: ['ignore', out, out],
      // A server of a user of its own (the judge, decision 075).
      ...(entry.spec.user ? { uid: entry.spec.user.uid, gid: entry.spec.user.gid } : {}),
    });
    fs.closeSync(out);
    entry.child = child;
    child.once('exit', (code, signal) => this.#exited(name, code, signal));
    this.onChange();
    await waitFor(entry.spec.ready);
  }

  /**
   * Sends a server a signal (SIGKILL: it dies at once) and resolves when it has exited; it is then started again.
   * @param {string} name
   * @param {NodeJS.Signals} [signal]
   */
  async kill(name, signal = 'SIGKILL') {
    const child = this.#managed.get(name)?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** Stops a server and keeps it stopped until `resume` (SIGTERM: it finishes what it was answering). @param {string} name */
  async hold(name) {
    holdServer(this.dir, name);
    await this.kill(name, 'SIGTERM');
  }

  /** Lets a held server start again, and waits until it answers. @param {string} name */
  async resume(name) {
    resumeServer(this.dir, name);
    await this.ready(name);
  }

  /** Waits until a server answers again (after a kill). @param {string} name */
  async ready(name) {
    await waitFor(this.#entry(name).spec.ready);
  }

  /** From now on, a server that exits is not started again. */
  stopRestarting() {
    this.#stopping = true;
  }

  /** Stops every server (SIGTERM) and starts none again. */
  async stopAll() {
    this.stopRestarting();
    await Promise.all(this.names.map((name) => this.kill(name, 'SIGTERM')));
  }

  /** @param {string} name */
  #entry(name) {
    const entry = this.#managed.get(name);
    if (!entry) throw new Error(`No server ${name} in the topology`);
    return entry;
  }

  /** @param {string} name @param {number | null} code @param {NodeJS.Signals | null} signal */
  #exited(name, code, signal) {
    if (this.#stopping) return;
    this.log(`${name} stopped (${signal ?? `exit code ${code}`}); starting it again`);
    const again = () => {
      if (this.#stopping) return;
      // Held (as `systemctl stop` would): started again once the hold is lifted.
      if (fs.existsSync(holdFile(this.dir, name))) return void setTimeout(again, 200);
      void this.start(name).catch((error) => this.log(`${name} could not start again: ${String(error)}`));
    };
    setTimeout(again, 300);
  }
}
