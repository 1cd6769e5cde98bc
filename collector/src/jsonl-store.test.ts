/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeCsvFile } from './csv';
import { JsonlEnquiryStore } from './jsonl-store';
import { parseRetention, purgeCutoff } from './purge';
import type { StoredEnquiry } from './store';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const DAY = 24 * 60 * 60_000;
let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-jsonl-'));
  file = path.join(dir, 'enquiries.jsonl');
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const enquiry = (id: string, daysAgo: number): StoredEnquiry => ({
  id,
  name: 'Ravi Kumar',
  phone: '98765 43210',
  mail: 'ravi@example.com',
  message: 'Is there parking for bikes?',
  origin: 'http://localhost:3000',
  receivedAt: new Date(NOW - daysAgo * DAY).toISOString(),
});

describe('purging the embedded store', () => {
  it('deletes the enquiries older than the retention and keeps the rest, in order', async () => {
    const store = new JsonlEnquiryStore(file);
    for (const [id, daysAgo] of [
      ['enquiry-old-1', 400],
      ['enquiry-new-1', 10],
      ['enquiry-old-2', 366],
      ['enquiry-new-2', 364],
    ] as const)
      await store.add(enquiry(id, daysAgo));
    expect(await store.purge(purgeCutoff(365, NOW))).toBe(2);
    expect((await store.list()).map((stored) => stored.id)).toEqual(['enquiry-new-1', 'enquiry-new-2']);
    expect(await store.count()).toBe(2);
    // A purged id is forgotten; the store still appends after the rewrite.
    expect(await store.has('enquiry-old-1')).toBe(false);
    expect(await store.add(enquiry('enquiry-new-3', 0))).toBe(true);
    expect(JsonlEnquiryStore.read(file).map((stored) => stored.id)).toEqual([
      'enquiry-new-1',
      'enquiry-new-2',
      'enquiry-new-3',
    ]);
    expect(await store.purge(purgeCutoff(365, NOW))).toBe(0);
    await store.close();
  });

  it('keeps the file’s mode, and drops a line a crash cut short', async () => {
    const store = new JsonlEnquiryStore(file);
    await store.add(enquiry('enquiry-old-1', 500));
    await store.add(enquiry('enquiry-new-1', 1));
    fs.appendFileSync(file, '{"id":"enquiry-cut');
    fs.chmodSync(file, 0o640);
    expect(await store.purge(purgeCutoff(365, NOW))).toBe(1);
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${JSON.stringify(enquiry('enquiry-new-1', 1))}\n`);
    expect(fs.readdirSync(dir)).toEqual(['enquiries.jsonl']);
    await store.close();
  });

  it('lets a collector running in another process go on storing after a purge replaced its file', async () => {
    const collector = new JsonlEnquiryStore(file);
    await collector.add(enquiry('enquiry-old-1', 400));
    await collector.add(enquiry('enquiry-new-1', 1));
    const operator = new JsonlEnquiryStore(file);
    expect(await operator.purge(purgeCutoff(365, NOW))).toBe(1);
    await operator.close();
    expect(await collector.count()).toBe(1);
    expect(await collector.add(enquiry('enquiry-new-2', 0))).toBe(true);
    expect(JsonlEnquiryStore.read(file).map((stored) => stored.id)).toEqual(['enquiry-new-1', 'enquiry-new-2']);
    await collector.close();
  });

  it('purges nothing from a store that has no file yet', async () => {
    const store = new JsonlEnquiryStore(file);
    fs.rmSync(file);
    expect(await store.purge(purgeCutoff(365, NOW))).toBe(0);
    await store.close();
  });
});

describe('the files that hold enquiries', () => {
  const modeOf = (target: string) => fs.statSync(target).mode & 0o777;
  let umask: number;
  beforeEach(() => {
    // The usual umask, which leaves new files readable by everyone.
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('creates the store readable and writable by its owner only', async () => {
    const store = new JsonlEnquiryStore(file);
    await store.add(enquiry('enquiry-new-1', 0));
    expect(modeOf(file)).toBe(0o600);
    await store.close();
  });

  it('does not widen the mode of an existing store', async () => {
    fs.writeFileSync(file, '', { mode: 0o400 });
    fs.chmodSync(file, 0o400);
    await new JsonlEnquiryStore(file).close();
    expect(modeOf(file)).toBe(0o400);
  });

  it('writes the CSV export readable and writable by its owner only, and keeps an existing file’s narrower mode', () => {
    const csv = path.join(dir, 'enquiries.csv');
    writeCsvFile(csv, [enquiry('enquiry-new-1', 0)]);
    expect(modeOf(csv)).toBe(0o600);
    expect(fs.readFileSync(csv, 'utf8')).toContain('enquiry-new-1');
    const narrower = path.join(dir, 'narrower.csv');
    fs.writeFileSync(narrower, '');
    fs.chmodSync(narrower, 0o200);
    writeCsvFile(narrower, []);
    expect(modeOf(narrower)).toBe(0o200);
  });
});

describe('the retention given to the purge command', () => {
  it('reads a whole number of days', () => {
    expect(parseRetention('365d')).toBe(365);
    expect(parseRetention('30d')).toBe(30);
    for (const wrong of ['365', '0d', '1.5d', '-3d', '1y', '', 'd']) expect(parseRetention(wrong)).toBeUndefined();
  });

  it('cuts off exactly that many days before now', () => {
    expect(purgeCutoff(365, NOW).toISOString()).toBe('2025-11-26T10:00:00.000Z');
  });
});
