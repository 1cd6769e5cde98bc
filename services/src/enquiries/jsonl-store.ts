import fs from 'node:fs';
import path from 'node:path';
import type { EnquiryStore, StoredEnquiry } from './store';

/**
 * The embedded store of `npm start`: enquiries, one JSON line each, appended
 * and flushed to disk (fsync) before the collector answers, so an
 * acknowledged enquiry survives the process being killed right after. A
 * retried enquiry (same id) is stored once. One collector process only: the
 * ids it has seen are in its memory (PostgreSQL is the store for several).
 */
export class JsonlEnquiryStore implements EnquiryStore {
  private readonly ids = new Set<string>();
  private fd: number;

  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const enquiry of JsonlEnquiryStore.read(file)) this.ids.add(enquiry.id);
    this.fd = fs.openSync(file, 'a');
  }

  get description(): string {
    return this.file;
  }

  /** Every stored enquiry; a last line cut short by a crash is ignored. */
  static read(file: string): StoredEnquiry[] {
    if (!fs.existsSync(file)) return [];
    const enquiries: StoredEnquiry[] = [];
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        enquiries.push(JSON.parse(line) as StoredEnquiry);
      } catch {
        // An incomplete write was never acknowledged.
      }
    }
    return enquiries;
  }

  async has(id: string): Promise<boolean> {
    return this.ids.has(id);
  }

  async add(enquiry: StoredEnquiry): Promise<boolean> {
    if (this.ids.has(enquiry.id)) return false;
    // Start on a fresh line even if a crash left half a line behind.
    const size = fs.fstatSync(this.fd).size;
    const prefix = size > 0 && !this.endsWithNewline(size) ? '\n' : '';
    fs.writeSync(this.fd, `${prefix}${JSON.stringify(enquiry)}\n`);
    fs.fsyncSync(this.fd);
    this.ids.add(enquiry.id);
    return true;
  }

  async list(): Promise<StoredEnquiry[]> {
    return JsonlEnquiryStore.read(this.file);
  }

  async count(): Promise<number> {
    return this.ids.size;
  }

  async close(): Promise<void> {
    fs.closeSync(this.fd);
  }

  private endsWithNewline(size: number): boolean {
    const last = Buffer.alloc(1);
    const reader = fs.openSync(this.file, 'r');
    try {
      fs.readSync(reader, last, 0, 1, size - 1);
    } finally {
      fs.closeSync(reader);
    }
    return last[0] === 0x0a;
  }
}
