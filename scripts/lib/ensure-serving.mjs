// @ts-check
/** Starts `npm run serve` (optionally without the services) when nothing answers on :3000; returns a stop function. */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { rootDir } from './apps.mjs';

/** @param {string} url */
export async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** @param {{ services?: boolean }} options */
export async function ensureServing({ services = false } = {}) {
  if (await isUp('http://localhost:3000/runtime-config.json')) return () => undefined;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, 'scripts/serve.mjs'), ...(services ? [] : ['--no-services'])],
    { stdio: 'ignore' },
  );
  // The shell and, with them, the services: either may come up last on a busy machine.
  const ready = ['http://localhost:3000/runtime-config.json', ...(services ? ['http://localhost:4000/health'] : [])];
  const allUp = async () => (await Promise.all(ready.map(isUp))).every(Boolean);
  for (let tries = 0; tries < 300 && !(await allUp()); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 200));
  return () => {
    server.kill();
  };
}
