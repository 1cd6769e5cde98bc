import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../shell/server/node-flags.mjs';
import { E2E_SHELL_SETTINGS } from '../playwright.config';

/**
 * Servers of the tests' own, beside the ones `npm run serve` starts: a shell
 * server with other settings (a dead remote, a dead WordPress), and a remote's
 * build published from a folder of the test's (a copy it can redeploy or
 * break). Real processes, as they run in production; each test stops its own.
 */
const rootDir = path.resolve(__dirname, '..');

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function started(child: ChildProcess, origin: string, readyPath: string): Promise<RunningServer> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A server stops on SIGTERM once its requests in flight have their answers; one that has not
  // within 5 s (a browser still holding a request open) is killed, so no test waits on it.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return waitFor(`${origin}${readyPath}`).then(
    () => ({ origin, stop }),
    async (error: unknown) => {
      await stop();
      throw new Error(`${String(error)}\n${output}`);
    },
  );
}

/** The shell's production server on `port`, with these settings on top of the usual ones. */
export function startShellServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(rootDir, 'shell/dist/server/main.js')], {
    env: {
      ...process.env,
      ...E2E_SHELL_SETTINGS,
      SHELL_PORT: String(port),
      SHELL_HOST: 'localhost',
      SHELL_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return started(child, `http://localhost:${port}`, '/readyz');
}

/** A remote's build published from `folder` on `port`, as a mall team's static host would. */
export function startRemoteHost(
  app: 'remote-gfm43' | 'remote-gfmpalam' | 'remote-blog',
  folder: string,
  port: number,
): Promise<RunningServer> {
  const variable = `PORT_${app.toUpperCase().replace(/-/g, '_')}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, 'scripts/serve-remote.mjs'), app, folder],
    {
      cwd: rootDir,
      env: { ...process.env, [variable]: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return started(child, `http://localhost:${port}`, '/mf-manifest.json');
}

/** A copy of an app's production build in a folder of the test's. */
export function copyOfBuild(app: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `gfm-${app}-`));
  fs.cpSync(path.join(rootDir, app, 'dist'), folder, { recursive: true });
  return folder;
}

/**
 * Changes a published build's files in place, as a new build uploaded over
 * the old one would: each JavaScript file (browser and server) gets the
 * change, its pre-compressed copies go (they would be stale), the runtimes
 * list the changed chunks' new hashes (as a build writes them,
 * chunk-integrity-plugin.mjs), and the manifest changes, which is how the
 * shell's server tells one build from another.
 */
export function rewriteBuild(folder: string, change: (source: string, file: string) => string): void {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  const integrityOf = (text: string) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;
  /** Each changed chunk's hash before, and after. */
  const rehashed = new Map<string, string>();
  const scripts: string[] = [];
  for (const file of walk(folder)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) {
      fs.rmSync(file);
      continue;
    }
    if (!file.endsWith('.js')) continue;
    scripts.push(file);
    const before = fs.readFileSync(file, 'utf8');
    const after = change(before, path.relative(folder, file));
    if (after === before) continue;
    fs.writeFileSync(file, after);
    rehashed.set(integrityOf(before), integrityOf(after));
  }
  for (const file of scripts) {
    const text = fs.readFileSync(file, 'utf8');
    const listed = text.replace(/sha384-[A-Za-z0-9+/]{64}/g, (hash) => rehashed.get(hash) ?? hash);
    if (listed !== text) fs.writeFileSync(file, listed);
  }
  const manifest = path.join(folder, 'mf-manifest.json');
  const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  parsed.metaData.buildInfo.buildVersion = `${parsed.metaData.buildInfo.buildVersion}+${Date.now()}`;
  fs.writeFileSync(manifest, JSON.stringify(parsed));
}
