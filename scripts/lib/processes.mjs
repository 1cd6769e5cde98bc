// @ts-check
/** Runs several long-lived commands side by side with prefixed output, and stops them together. */
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv }[]} commands
 */
export function runTogether(commands) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let stopping = false;
  const width = Math.max(...commands.map((command) => command.name.length));

  const stopAll = (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };

  for (const { name, command, args, cwd, env } of commands) {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const prefix = `[${name.padEnd(width)}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream?.on('data', (chunk) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
    }
    child.on('exit', (code, signal) => {
      if (stopping) return;
      process.stdout.write(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the others\n`);
      stopAll(code ?? 1);
    });
  }

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}
