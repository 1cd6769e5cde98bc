import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@gfm/shared/config/runtime-config';
import { entryIntegrityPlugin } from './entry-integrity';

/**
 * How long a remote may take before its routes show the fallback, once the
 * page is up (a later navigation).
 */
export const REMOTE_TIMEOUT_MS = 2500;

/**
 * A dead remote's fallback shows within 5 s of opening the page (decision 002). On a busy
 * phone the shell itself can take 2-3 s to start, so while the page is
 * starting a remote gets what is left until this point after navigation start
 * (measured from the page's time origin), but never less than
 * `MIN_REMOTE_WAIT_MS`.
 */
export const PAGE_DEADLINE_MS = 3500;
export const MIN_REMOTE_WAIT_MS = 1500;

/**
 * How long a remote may take while the browser takes over the server's page (hydration): the page is on
 * screen and its controls work as HTML meanwhile, so there is no fallback to show early, and a phone on a
 * slow link (1.6 Mbps) needs more than the 2.5 s above to bring a mall's code. Past it, the part stays as
 * the server drew it; only a remote that hangs makes the rest of the page wait this long.
 */
export const HYDRATION_REMOTE_WAIT_MS = 15_000;

/**
 * The time limit for a load asked for `now` ms after the page opened: the rest
 * of the page deadline while the page starts (at least the minimum wait), the
 * usual limit afterwards.
 */
export function remoteTimeoutMs(now: number): number {
  return now < PAGE_DEADLINE_MS ? Math.max(MIN_REMOTE_WAIT_MS, PAGE_DEADLINE_MS - now) : REMOTE_TIMEOUT_MS;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  /**
   * For a remote that ran out of time: the load that is still going on,
   * settling true if it arrives after all (the view then shows it in place of
   * its fallback) and false if it fails.
   */
  readonly late?: Promise<boolean>;
  constructor(
    readonly remote: RemoteName,
    readonly reason: string,
    options?: ErrorOptions & { late?: Promise<boolean> },
  ) {
    super(`Remote "${remote}" is unavailable: ${reason}`, options);
    this.late = options?.late;
  }
}

let entries: Partial<Record<RemoteName, string>> = {};
let integrity: Readonly<Record<string, string>> = {};
let integrityChecked = false;

/**
 * Registers each remote's entry: the releases a page was rendered with (its
 * data names them, and the sha384 of each signed one's entry), or in
 * development the run-time configuration's. Nothing is fetched until a route
 * needs it; a remote with no entry shows its fallback.
 */
export function registerRemoteEntries(
  remotes: Partial<Record<RemoteName, string>>,
  entryIntegrity: Readonly<Record<string, string>> = {},
): void {
  entries = { ...remotes };
  integrity = { ...entryIntegrity };
  if (!integrityChecked) {
    registerPlugins([entryIntegrityPlugin((url) => integrity[url])]);
    integrityChecked = true;
  }
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const late = promise.then(
        (loaded) => Boolean(loaded),
        () => false,
      );
      reject(new RemoteUnavailableError(remote, `no answer within ${timeoutMs} ms`, { late }));
    }, timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads one exposed module of a remote. A retry re-registers the remote first,
 * because the federation runtime otherwise keeps the failed entry load cached.
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  expose: string,
  { retry = false, timeoutMs = remoteTimeoutMs(performance.now()) }: { retry?: boolean; timeoutMs?: number } = {},
): Promise<T> {
  const entry = entries[remote];
  if (!entry) throw new RemoteUnavailableError(remote, 'not configured');
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  let loaded: T | null;
  try {
    loaded = await withTimeout(loadRemote<T>(`${remote}/${expose}`), remote, timeoutMs);
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  if (!loaded) throw new RemoteUnavailableError(remote, `"${expose}" could not be loaded`);
  return loaded;
}
