import fs from 'node:fs';
import path from 'node:path';
import type { EnquiryStore, StoredEnquiry } from './store';

/** Enquiries are personal data: the file is the collector's user's alone (docs/decisions/041). */
export const ENQUIRY_FILE_MODE = 0o600;

/**
 * The embedded store of `npm start`: enquiries, one JSON line each, appended
 * and flushed to disk (fsync) before the collector answers, so an
 * acknowledged enquiry survives the process being killed right after. A
 * retried enquiry (same id) is stored once. One collector process only: the
 * ids it has seen are in its memory (PostgreSQL is the store for several).
 *
 * A purge replaces the file by a new one (written beside it, then renamed
 * over it); a collector that finds its file replaced reopens it, so the
 * purge can run (`npm run enquiries -- purge`) while `npm start` does.
 */
export class JsonlEnquiryStore implements EnquiryStore {
  private readonly ids = new Set<string>();
  private fd: number;

  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.fd = this.open();
  }

  /** Opens the file to append (created private; an existing file keeps its mode) and learns its ids. */
  private open(): number {
    const fd = fs.openSync(this.file, 'a', ENQUIRY_FILE_MODE);
    this.ids.clear();
    for (const enquiry of JsonlEnquiryStore.read(this.file)) this.ids.add(enquiry.id);
    return fd;
  }

  /** Reopens the file when a purge in another process has replaced it since it was opened. */
  private follow(): void {
    const onDisk = fs.statSync(this.file, { throwIfNoEntry: false });
    if (onDisk && onDisk.ino === fs.fstatSync(this.fd).ino && onDisk.dev === fs.fstatSync(this.fd).dev) return;
    fs.closeSync(this.fd);
    this.fd = this.open();
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
    this.follow();
    return this.ids.has(id);
  }

  async add(enquiry: StoredEnquiry): Promise<boolean> {
    this.follow();
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
    this.follow();
    return this.ids.size;
  }

  /**
   * Rewrites the file without the enquiries received before `cutoff`, at
   * once for any reader: the kept lines go to a new file of the same mode,
   * flushed, then renamed over the old one. A line that cannot be read (cut
   * short by a crash, never acknowledged) goes too. When an enquiry arrives
   * while the new file is written, the purge starts again with it.
   */
  async purge(cutoff: Date): Promise<number> {
    const temporary = `${this.file}.purge-${process.pid}`;
    for (let attempt = 1; ; attempt += 1) {
      const before = fs.statSync(this.file, { throwIfNoEntry: false });
      if (!before) return 0;
      const text = fs.readFileSync(this.file, 'utf8');
      const kept: string[] = [];
      let purged = 0;
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        const receivedAt = receivedAtOf(line);
        if (receivedAt === undefined) continue;
        if (receivedAt >= cutoff.getTime()) kept.push(line);
        else purged += 1;
      }
      const fd = fs.openSync(temporary, 'w', before.mode & 0o777);
      try {
        // The mode the old file had, whatever the umask took from it.
        fs.fchmodSync(fd, before.mode & 0o777);
        fs.writeSync(fd, kept.map((line) => `${line}\n`).join(''));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      const now = fs.statSync(this.file);
      if ((now.size !== Buffer.byteLength(text) || now.ino !== before.ino) && attempt < 10) {
        fs.rmSync(temporary, { force: true });
        continue;
      }
      fs.renameSync(temporary, this.file);
      syncFolder(path.dirname(this.file));
      this.follow();
      return purged;
    }
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

/** When a stored line's enquiry was received (ms), or undefined for a line that cannot be read. */
function receivedAtOf(line: string): number | undefined {
  try {
    const time = Date.parse((JSON.parse(line) as Partial<StoredEnquiry>).receivedAt ?? '');
    return Number.isNaN(time) ? undefined : time;
  } catch {
    return undefined;
  }
}

/** Makes a rename in `folder` durable. */
function syncFolder(folder: string): void {
  const fd = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
