import { ladderStep } from './bands';

/** What a pointer of a canary plan says of its plan (plan.ts), inside its signature. */
export interface PointerPlan {
  /** The canary version and the first stage's sequence: unique for a remote. */
  id: string;
  stages: number[];
  /** Index into `stages`, or `abort`. */
  step: number | 'abort';
  /** When the plan expires (ISO 8601): past it, no pointer of the plan is taken or serves its canary. */
  expires?: string;
}

/**
 * A remote's release pointer: the small file beside its published versions
 * (`<host>/<remote>/releases.json`, each version in `<host>/<remote>/<version>/`)
 * that names the version every visitor gets, and optionally a canary that a
 * share of visitors get instead. A release, a canary and a rollback are each
 * a new pointer; the versions' folders never change once published.
 */
export interface ReleasePointer {
  current: string;
  canary?: { version: string; percent: number };
  /** Versions that were current before, newest first: where a rollback goes. */
  previous?: string[];
  /** Grows with every pointer a team signs, so an older signed pointer cannot be put back (docs/decisions/042). */
  sequence?: number;
  /** The sha384 of `release-manifest.json` of each version the pointer serves (current and canary). */
  manifests?: Record<string, string>;
  /** The canary plan the pointer is a step of (docs/decisions/061), signed with it. */
  plan?: PointerPlan;
  /** The team's Ed25519 signature over the rest (signature.ts). */
  signature?: string;
}

/** A version's name: a folder name that is safe in a URL and on any host. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const POINTER_FILE = 'releases.json';

/** A remote configured by its release pointer rather than its entry. */
export const isPointer = (address: string) => new URL(address).pathname.endsWith(`/${POINTER_FILE}`);

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && VERSION.test(value) && value !== '.' && value !== '..';
}

/** The pointer in `text`, or an error saying what is wrong with it. */
export function parsePointer(text: string): ReleasePointer | Error {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return new Error('the release pointer is not JSON');
  }
  if (typeof raw !== 'object' || raw === null) return new Error('the release pointer is not an object');
  const { current, canary, previous, sequence, manifests, plan, signature } = raw as Record<string, unknown>;
  if (!isVersion(current)) return new Error('the release pointer names no current version');
  const pointer: ReleasePointer = { current };
  if (canary !== undefined && canary !== null) {
    const { version, percent } = canary as Record<string, unknown>;
    if (!isVersion(version) || typeof percent !== 'number' || !(percent >= 0 && percent <= 100))
      return new Error('the release pointer’s canary needs a version and a percent from 0 to 100');
    pointer.canary = { version, percent };
  }
  if (Array.isArray(previous)) pointer.previous = previous.filter(isVersion);
  if (Number.isSafeInteger(sequence) && (sequence as number) >= 0) pointer.sequence = sequence as number;
  if (typeof manifests === 'object' && manifests !== null) {
    pointer.manifests = Object.fromEntries(
      Object.entries(manifests).filter(
        (entry): entry is [string, string] => isVersion(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  }
  const stamp = planOf(plan);
  if (stamp) pointer.plan = stamp;
  if (typeof signature === 'string') pointer.signature = signature;
  return pointer;
}

/** A plan's stamp as a pointer carries it, if it has the stamp's shape. */
export function planOf(value: unknown): PointerPlan | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, stages, step, expires } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !Array.isArray(stages) || !stages.every((one) => typeof one === 'number'))
    return undefined;
  if (step !== 'abort' && !Number.isInteger(step)) return undefined;
  return {
    id,
    stages: stages as number[],
    step: step as number | 'abort',
    ...(typeof expires === 'string' ? { expires } : {}),
  };
}

/**
 * When the canary plan a pointer is a step of expired (as signed with it), if it has: its pointers are then
 * no longer taken, and its canary no longer served (decision 075).
 */
export function planExpiredAt(pointer: ReleasePointer, now = Date.now()): string | undefined {
  const expires = pointer.plan?.expires;
  if (expires === undefined) return undefined;
  const at = Date.parse(expires);
  return Number.isNaN(at) || at <= now ? expires : undefined;
}

/**
 * Whether a canary is out: a version other than the current one for some visitors. A percent between
 * the ladder's steps reaches as far as the step below it (bands.ts); the release command takes none.
 * A canary whose plan expired is not out: every visitor gets the current version.
 */
export const canaryOut = (
  pointer: ReleasePointer,
): pointer is ReleasePointer & { canary: { version: string; percent: number } } =>
  pointer.canary !== undefined &&
  ladderStep(pointer.canary.percent) > 0 &&
  pointer.canary.version !== pointer.current &&
  planExpiredAt(pointer) === undefined;

/** The version a visitor gets: the canary's when one is out and `inCanary` says the visitor is in it. */
export function versionFor(pointer: ReleasePointer, inCanary: (percent: number) => boolean): string {
  return canaryOut(pointer) && inCanary(pointer.canary.percent) ? pointer.canary.version : pointer.current;
}

/**
 * The stages a canary plan may take, in percent (docs/decisions/061): more
 * than one, strictly increasing, each a whole percent from 1, the last 100
 * (the canary made current). The one place the plan's shares are checked, so
 * a fixed ladder of buckets can be enforced here if the shell's buckets need it.
 */
export function planStagesError(stages: readonly number[]): Error | undefined {
  if (stages.length < 2) return new Error('a canary plan needs at least two stages, the last 100');
  if (!stages.every((percent) => Number.isInteger(percent) && percent >= 1 && percent <= 100))
    return new Error('a canary plan’s stages are whole percents from 1 to 100');
  if (!stages.every((percent, index) => index === 0 || percent > (stages[index - 1] as number)))
    return new Error('a canary plan’s stages must grow, each above the one before');
  if (stages[stages.length - 1] !== 100) return new Error('a canary plan ends at 100 %');
  return undefined;
}
