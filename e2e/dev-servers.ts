import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Development servers as a developer starts them (`npm start …`), on ports
 * of the test's own (`PORT_SHELL`, `PORT_REMOTE_*`), since `npm run serve`
 * holds 3000–3003 while the tests run.
 */
const rootDir = path.resolve(__dirname, '..');

export type DevApp = 'shell' | 'remote-gfm43' | 'remote-gfmpalam' | 'remote-blog';

/** Polls until the dev server answers its page: the dev middleware holds the answer until the first compile ends. */
async function waitForPage(origin: string, exited: () => string | undefined): Promise<void> {
  for (;;) {
    const early = exited();
    if (early !== undefined) throw new Error(early);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Runs `npm <args>` in a process group of its own with each app on the port given, waits for
 * every app's page, lets `visit` use them (`origins[app]`), and stops the whole group (npm, tsx,
 * webpack) whatever happens.
 */
export async function withDevServers(
  args: string[],
  ports: Partial<Record<DevApp, number>>,
  visit: (origins: Partial<Record<DevApp, string>>) => Promise<void>,
): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const origins: Partial<Record<DevApp, string>> = {};
  for (const [app, port] of Object.entries(ports) as [DevApp, number][]) {
    env[`PORT_${app.toUpperCase().replace(/-/g, '_')}`] = String(port);
    origins[app] = `http://localhost:${port}`;
  }
  const child = spawn('npm', args, { cwd: rootDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const group = child.pid ?? 0;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  const kill = (signal: NodeJS.Signals) => {
    if (alive()) process.kill(-group, signal);
  };
  // Should the worker die before the test ends, the dev servers must not hold the ports.
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  try {
    for (const origin of Object.values(origins))
      await waitForPage(origin, () =>
        child.exitCode !== null ? `npm ${args.join(' ')} stopped (exit code ${child.exitCode}):\n${output}` : undefined,
      );
    await visit(origins);
  } finally {
    kill('SIGTERM');
    for (let waited = 0; alive() && waited < 5_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    kill('SIGKILL');
    process.off('exit', onExit);
  }
}
