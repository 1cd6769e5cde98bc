import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@gfm/shared/config/runtime-config';

/** The last signed pointer a server took for a remote: its sequence, and a hash of its text. */
export interface TakenPointer {
  sequence: number;
  digest: string;
}

/**
 * Where a server keeps the last signed pointer it took of each remote, so a
 * restarted server still refuses an older pointer put back on a host
 * (docs/decisions/048). A rollback is not one: the team signs it as a new
 * pointer with the next sequence.
 */
export interface SequenceStore {
  read(remote: RemoteName): TakenPointer | undefined;
  write(remote: RemoteName, taken: TakenPointer): void;
}

export const SEQUENCES_FILE = 'release-sequences.json';

export const digestOf = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

/** A store in memory only (a test's, or a server's with no remote signed). */
export function memorySequences(): SequenceStore {
  const taken = new Map<RemoteName, TakenPointer>();
  return { read: (remote) => taken.get(remote), write: (remote, value) => void taken.set(remote, value) };
}

/**
 * The store in `<dir>/release-sequences.json`, read once when the server
 * starts and written whole (a new file renamed over the old: a crash leaves
 * one or the other) each time a newer pointer is taken. A file that cannot
 * be read stops the server from starting: starting from nothing would take
 * any old pointer again.
 */
export function fileSequences(dir: string): SequenceStore {
  const file = path.join(dir, SEQUENCES_FILE);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const taken = new Map<RemoteName, TakenPointer>();
  if (fs.existsSync(file)) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const remote of REMOTE_NAMES) {
      const value = parsed[remote] as Partial<TakenPointer> | undefined;
      if (value === undefined) continue;
      if (!Number.isSafeInteger(value.sequence) || typeof value.digest !== 'string')
        throw new Error(`${file}: ${remote}'s entry is not a sequence and a digest`);
      taken.set(remote, { sequence: value.sequence as number, digest: value.digest });
    }
  }
  return {
    read: (remote) => taken.get(remote),
    write(remote, value) {
      taken.set(remote, value);
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, `${JSON.stringify(Object.fromEntries(taken), null, 2)}\n`, { mode: 0o600 });
      fs.renameSync(temporary, file);
    },
  };
}
