import crypto from 'node:crypto';
import { SEED_COOKIE } from './bands';

/**
 * The visitor's seed as the site issues it (decision 075): the random number
 * that draws the visitor's bands (bands.ts), the hour it was issued, the id
 * of the key that signed it, and an HMAC-SHA256 of the three by that key,
 * which the front (deploy/nginx/visitor-seed.js) and the shells share:
 *
 *   gfm_seed=<32 hex>.<hour, base 36>.<key id>.<22 characters of the MAC, base64url>
 *
 * Only the site can make one, and a changed character is seen. It names no
 * one: a random number and an hour. Keys rotate without losing a visitor
 * mid-visit: the newest signs, every key listed is accepted, and the front
 * signs a seed again with the newest (same number, same hour) when it comes
 * with an older one.
 */

/** A key: its id (a whole number, growing with each new key) and its secret (text of 32 or more URL-safe characters). */
export interface SeedKey {
  id: number;
  secret: string;
}

/** The keys in use: the first signs, all are accepted; an id below the lowest is a key taken out (expired). */
export interface SeedKeys {
  signing: SeedKey;
  accepted: readonly SeedKey[];
}

/** Why a seed is not one the site issued, as the refusals are counted. */
export type SeedRefusal = 'no-seed' | 'made-up' | 'altered' | 'expired-key';

/** A seed the site issued, read back. */
export interface VisitorSeed {
  /** The random number that draws the bands: 32 hex digits. */
  seed: string;
  /** Hours since 1970 when it was first issued (kept when signed again). */
  issuedHour: number;
  keyId: number;
  /** Signed by another key than the signing one: the front signs it again. */
  stale: boolean;
}

const RANDOM = /^[0-9a-f]{32}$/;
const VALUE = /^([0-9a-f]{32})\.([0-9a-z]{1,8})\.([0-9]{1,6})\.([A-Za-z0-9_-]{22})$/;
const SECRET = /^[A-Za-z0-9_-]{32,}$/;
const HOUR_MS = 3_600_000;

export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS);

const macOf = (secret: string, signed: string) =>
  crypto.createHmac('sha256', secret).update(signed).digest('base64url').slice(0, 22);

/** The keys of `GFM_SEED_KEYS`: `<id>:<secret>,…`, the signing key first; an error saying what is wrong. */
export function seedKeysFromText(text: string): SeedKeys | Error {
  const keys: SeedKey[] = [];
  for (const part of text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(':');
    const id = Number(part.slice(0, colon));
    const secret = part.slice(colon + 1);
    if (colon < 1 || !Number.isSafeInteger(id) || id < 0 || id > 999_999)
      return new Error('each seed key is <id>:<secret>, the id a whole number below a million');
    if (!SECRET.test(secret)) return new Error(`seed key ${id}: the secret must be 32 or more of A-Z a-z 0-9 _ -`);
    if (keys.some((key) => key.id === id)) return new Error(`seed key ${id} is listed twice`);
    keys.push({ id, secret });
  }
  const [signing] = keys;
  if (!signing) return new Error('no seed key');
  return { signing, accepted: keys };
}

/** The `GFM_SEED_KEYS` text of keys. */
export const seedKeysText = (keys: SeedKeys) => keys.accepted.map((key) => `${key.id}:${key.secret}`).join(',');

/** A new key of `id`: 32 random bytes, base64url. */
export const newSeedKey = (id: number): SeedKey => ({ id, secret: crypto.randomBytes(32).toString('base64url') });

/** The cookie's value of a seed signed by the signing key: a new random number, or `seed` (and its hour) signed again. */
export function signSeed(
  keys: SeedKeys,
  { now = Date.now(), seed = crypto.randomBytes(16).toString('hex'), issuedHour = hourOf(now) } = {},
): string {
  if (!RANDOM.test(seed)) throw new Error('a seed is 32 hex digits');
  const signed = `${seed}.${issuedHour.toString(36)}.${keys.signing.id}`;
  return `${signed}.${macOf(keys.signing.secret, signed)}`;
}

/**
 * The seed in a cookie's value, if the site issued it with a key still
 * accepted; else why not: none sent, not in the site's form or under a key it
 * never had (made up), a MAC that does not match (altered), or a key taken out.
 */
export function readSeed(value: string | undefined, keys: SeedKeys): VisitorSeed | { refused: SeedRefusal } {
  if (value === undefined || value === '') return { refused: 'no-seed' };
  const match = VALUE.exec(value);
  if (!match) return { refused: 'made-up' };
  const [, seed = '', hour = '', id = '', mac = ''] = match;
  const keyId = Number(id);
  const key = keys.accepted.find((one) => one.id === keyId);
  if (!key) return { refused: keyId < Math.min(...keys.accepted.map((one) => one.id)) ? 'expired-key' : 'made-up' };
  const expected = Buffer.from(macOf(key.secret, `${seed}.${hour}.${id}`));
  if (!crypto.timingSafeEqual(expected, Buffer.from(mac))) return { refused: 'altered' };
  return { seed, issuedHour: parseInt(hour, 36), keyId, stale: keyId !== keys.signing.id };
}

/** The `gfm_seed` cookie's value in a `Cookie` header (the first one), as sent. */
export function seedValueFromCookie(header: string | undefined): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${SEED_COOKIE}=([^;]*)`).exec(header ?? '');
  return match?.[1]?.trim();
}

/** The `Set-Cookie` value that keeps a visitor's seed for a year (the front sets the same, decision 058). */
export function seedCookie(value: string, secure: boolean): string {
  return `${SEED_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
