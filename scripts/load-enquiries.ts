/**
 * npm run load:enquiries — 1,000 enquiries to the enquiry collector, at most 50
 * at a time; the collector is killed (SIGKILL) and restarted in the middle;
 * what failed is retried with the same id; then the store is counted.
 * Everything runs on this machine (loopback), bounded in count and time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JsonlEnquiryStore } from '@gfm/collector/jsonl-store';
import { rootDir } from './lib/apps.mjs';

const TOTAL = 1000;
const CONCURRENCY = 50;
const KILL_AFTER = 500;
const MAX_ATTEMPTS = 30;
const PORT = Number(process.env.LOAD_PORT ?? 4100);
const ORIGIN = 'http://localhost:3000';
const storeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-load-')), 'enquiries.jsonl');
const url = `http://localhost:${PORT}`;

let collector: ChildProcess | undefined;

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`)).ok;
  } catch {
    return false;
  }
}

async function startCollector(): Promise<void> {
  if (await answers()) throw new Error(`Something already answers on ${url}: stop it, or set LOAD_PORT.`);
  // Node runs the server itself (tsx as a loader), so that SIGKILL kills the process that holds the port.
  collector = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'collector/src/main.ts')], {
    cwd: rootDir,
    env: {
      ...process.env,
      SERVICES_PORT: String(PORT),
      ENQUIRY_STORE: storeFile,
      ENQUIRY_RATE_PER_MINUTE: '1000000',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await answers()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The collector did not start within 15 s.');
}

const runId = Date.now().toString(36);
const ids = Array.from({ length: TOTAL }, (_value, index) => `load-${runId}-${String(index).padStart(4, '0')}`);
const queue = ids.map((id) => ({ id, attempts: 0 }));
const acknowledged = new Set<string>();
let firstAttempts = 0;
let failures = 0;
let restarting: Promise<void> | undefined;

async function sendOne(id: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({
        id,
        name: 'Load Test',
        phone: '98765 43210',
        mail: 'load@example.com',
        message: `Enquiry ${id} from the load script.`,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    return response.status === 201 || response.status === 200;
  } catch {
    return false;
  }
}

async function worker(): Promise<void> {
  for (;;) {
    const next = queue.shift();
    if (!next) return;
    if (restarting) await restarting;
    next.attempts += 1;
    if (next.attempts === 1) {
      firstAttempts += 1;
      if (firstAttempts === KILL_AFTER) {
        // The crash in the middle: no warning, no flush beyond what was acknowledged.
        const killed = collector;
        killed?.kill('SIGKILL');
        restarting = new Promise((resolve) => killed?.once('exit', resolve)).then(startCollector).finally(() => {
          restarting = undefined;
        });
      }
    }
    if (await sendOne(next.id)) {
      acknowledged.add(next.id);
    } else {
      failures += 1;
      if (next.attempts >= MAX_ATTEMPTS) throw new Error(`Gave up on ${next.id} after ${MAX_ATTEMPTS} attempts.`);
      await new Promise((resolve) => setTimeout(resolve, 50 * next.attempts));
      queue.push(next);
    }
  }
}

const started = performance.now();
await startCollector();
try {
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
} finally {
  collector?.kill('SIGTERM');
}
const seconds = (performance.now() - started) / 1000;

const stored = JsonlEnquiryStore.read(storeFile).filter((enquiry) => enquiry.id.startsWith(`load-${runId}-`));
const storedIds = new Set(stored.map((enquiry) => enquiry.id));
const duplicates = stored.length - storedIds.size;
const lost = ids.filter((id) => acknowledged.has(id) && !storedIds.has(id)).length;
const missing = ids.filter((id) => !storedIds.has(id)).length;

console.table([
  {
    sent: TOTAL,
    'requests (with retries)': TOTAL + failures,
    'failed attempts, retried': failures,
    acknowledged: acknowledged.size,
    stored: storedIds.size,
    duplicates,
    'lost (acknowledged, not stored)': lost,
    'never stored': missing,
    'time (s)': seconds.toFixed(1),
  },
]);
console.log(`Store: ${storeFile}`);
if (duplicates > 0 || lost > 0 || missing > 0) {
  console.error('FAILED: enquiries were lost or duplicated.');
  process.exit(1);
}
