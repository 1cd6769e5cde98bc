import crypto from 'node:crypto';
import { parsePointer, type ReleasePointer } from './pointer';

/**
 * What makes a remote's release trustworthy (docs/decisions/042): the mall
 * team signs its release pointer with its own Ed25519 key, and the pointer
 * names, for each version it serves, the sha384 of that version's
 * `release-manifest.json`, which holds the sha384 of every file of the
 * version. The shell holds only the public keys, so a static host, a proxy
 * or anyone who can write one file there cannot make it run other code.
 */

/** The file in each version's folder that lists its files' hashes. */
export const RELEASE_MANIFEST_FILE = 'release-manifest.json';

/** A version's files and their hashes, `sha384-<base64>` as in a browser's `integrity` attribute. */
export interface ReleaseManifest {
  remote: string;
  version: string;
  files: Record<string, string>;
}

/** The hash of some bytes in the form the manifests use. */
export function integrityOf(bytes: string | Uint8Array): string {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/** Whether `bytes` are those `integrity` was taken from (in constant time: the hash is public, but it costs nothing). */
export function matchesIntegrity(bytes: string | Uint8Array, integrity: string): boolean {
  const actual = Buffer.from(integrityOf(bytes));
  const expected = Buffer.from(integrity);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

export function parseReleaseManifest(text: string): ReleaseManifest | Error {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return new Error('the release manifest is not JSON');
  }
  const { remote, version, files } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (typeof remote !== 'string' || typeof version !== 'string' || typeof files !== 'object' || files === null)
    return new Error('the release manifest needs a remote, a version and its files');
  const entries = Object.entries(files as Record<string, unknown>);
  if (
    !entries.every(
      ([name, hash]) => typeof hash === 'string' && hash.startsWith('sha384-') && !name.split('/').includes('..'),
    )
  )
    return new Error('the release manifest’s files need a sha384 each');
  return { remote, version, files: Object.fromEntries(entries) as Record<string, string> };
}

/**
 * JSON with its keys sorted and no white space: the same bytes for the same
 * pointer whoever wrote the file and however it was indented.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The bytes a pointer's signature covers: a label, the remote (a pointer of
 * one remote cannot stand in for another's), and the pointer without its
 * signature, sequence number included.
 */
export function signedBytes(remote: string, pointer: ReleasePointer | Record<string, unknown>): Buffer {
  const { signature: _signature, ...signed } = pointer;
  return Buffer.from(`gfm-release-pointer/1\n${remote}\n${canonicalJson(signed)}`);
}

/** A public key as the shell's settings hold it: the key's 32 bytes in base64url (43 characters). */
export function publicKeyText(key: crypto.KeyObject): string {
  const { x } = key.export({ format: 'jwk' });
  if (!x) throw new Error('not an Ed25519 public key');
  return x;
}

export function publicKeyFromText(text: string): crypto.KeyObject {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text))
    throw new Error(`not an Ed25519 public key (43 base64url characters): ${JSON.stringify(text)}`);
  return crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: text }, format: 'jwk' });
}

/** The pointer, signed: its `signature` is the Ed25519 signature of `signedBytes` in base64. */
export function signPointer(remote: string, pointer: ReleasePointer, privateKey: crypto.KeyObject): ReleasePointer {
  const { signature: _old, ...unsigned } = pointer;
  return { ...unsigned, signature: crypto.sign(null, signedBytes(remote, unsigned), privateKey).toString('base64') };
}

/**
 * The pointer in `text` if one of `keys` signed it for `remote` (several keys
 * while one replaces another), else an error saying what is wrong. The
 * signature is checked over the file's own JSON, not over what was parsed
 * from it, so nothing the parser leaves out can ride along unsigned.
 */
export function verifyPointer(remote: string, text: string, keys: readonly crypto.KeyObject[]): ReleasePointer | Error {
  const pointer = parsePointer(text);
  if (pointer instanceof Error) return pointer;
  const raw = JSON.parse(text) as Record<string, unknown>;
  if (typeof raw.signature !== 'string') return new Error('the release pointer is not signed');
  if (!Number.isSafeInteger(raw.sequence)) return new Error('the release pointer has no sequence number');
  const signature = Buffer.from(raw.signature, 'base64');
  const bytes = signedBytes(remote, raw);
  if (!keys.some((key) => crypto.verify(null, bytes, key, signature)))
    return new Error('the release pointer’s signature is not one of the remote’s keys');
  return pointer;
}
