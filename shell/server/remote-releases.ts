import crypto from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { BUCKETS, parsePointer, POINTER_FILE, versionFor, type ReleasePointer } from './release-pointer';
import { createRemoteFileCache } from './remote-file-cache';

/** The parts of a remote's `mf-manifest.json` the server reads. */
export interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * One build of a remote, as the server finds it. A remote is configured by
 * one of two addresses:
 *
 * - its **release pointer** (`…/releases.json`, see release-pointer.ts): each
 *   version is published in a folder of its own beside it and never changes,
 *   so a page's files stay where it found them after the next release; the
 *   pointer says which version a visitor gets (the current one, or a
 *   canary's for a share of visitors);
 * - its **entry** (`…/remoteEntry.js`): one build at a fixed address, as a
 *   development server or `npm run serve` publishes it; its manifest's hash
 *   tells one build from the next.
 *
 * Either way a page and its assets come from one build: the server renders
 * with the release's server build and names the release's browser entry in
 * the page, which the browser loads.
 */
export interface RemoteRelease {
  remote: RemoteName;
  /** The version's folder name, or for an entry a hash of its manifest. */
  version: string;
  /** The browser build's entry. */
  entry: string;
  manifestUrl: string;
  manifest: Manifest;
  /** The server build's entry, unique to the release, so each is a new container for the federation runtime. */
  serverEntry: string;
}

export type Releases = Partial<Record<RemoteName, RemoteRelease>>;

export interface RemoteReleasesOptions {
  /** How long a pointer or an entry's manifest is trusted before it is read again (a release shows within this). */
  ttlMs?: number;
  /** How long a page waits for a file the server has no copy of. */
  answerMs?: number;
  readText?: (url: string, signal: AbortSignal) => Promise<string>;
  log?: { warn: (details: object, message: string) => void };
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** A remote configured by its release pointer rather than its entry. */
export const isPointer = (address: string) => new URL(address).pathname.endsWith(`/${POINTER_FILE}`);

/**
 * The release of each remote a visitor gets; undefined for a remote whose
 * files cannot be read (its parts show their fallbacks). `bucket` is the
 * visitor's (0…99, kept in a cookie): it chooses between a canary and the
 * current version.
 */
export function createRemoteReleases(config: RuntimeConfig, { ttlMs = 5000, answerMs = 1500, readText = fetchText, log }: RemoteReleasesOptions = {}) {
  // Pointers and entries' manifests change at their address; a version's manifest never does.
  const changing = createRemoteFileCache(readText, { ttlMs, answerMs, staleMs: 60_000, maxEntries: 50 });
  const fixed = createRemoteFileCache(readText, { ttlMs: 60 * 60_000, answerMs, staleMs: 60 * 60_000, maxEntries: 100 });
  const parsed = new Map<string, { text: string; release: RemoteRelease }>();

  function releaseFrom(remote: RemoteName, manifestUrl: string, text: string, make: (manifest: Manifest) => RemoteRelease): RemoteRelease | undefined {
    const known = parsed.get(manifestUrl);
    if (known?.text === text) return known.release;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(text) as Manifest;
    } catch {
      log?.warn({ remote, manifestUrl }, 'a remote’s manifest is not JSON');
      return undefined;
    }
    const release = make(manifest);
    // One entry per manifest address: bounded by the versions the pointers name (the oldest go first).
    if (parsed.size >= 100) parsed.delete(parsed.keys().next().value ?? '');
    parsed.set(manifestUrl, { text, release });
    return release;
  }

  /** The pointer of a remote configured by one; undefined when it cannot be read. */
  async function pointerOf(remote: RemoteName): Promise<ReleasePointer | undefined> {
    const text = await changing(config.remotes[remote]);
    if (text === undefined) return undefined;
    const pointer = parsePointer(text);
    if (pointer instanceof Error) {
      log?.warn({ remote, error: pointer.message }, 'a remote’s release pointer cannot be read');
      return undefined;
    }
    return pointer;
  }

  async function versionedRelease(remote: RemoteName, version: string): Promise<RemoteRelease | undefined> {
    const folder = new URL(`${version}/`, config.remotes[remote]);
    const manifestUrl = new URL('mf-manifest.json', folder).href;
    const text = await fixed(manifestUrl);
    if (text === undefined) return undefined;
    return releaseFrom(remote, manifestUrl, text, (manifest) => ({
      remote,
      version,
      entry: new URL('remoteEntry.js', folder).href,
      manifestUrl,
      manifest,
      serverEntry: new URL('server/remoteEntry.js', folder).href,
    }));
  }

  async function entryRelease(remote: RemoteName): Promise<RemoteRelease | undefined> {
    const entry = config.remotes[remote];
    const manifestUrl = new URL('mf-manifest.json', entry).href;
    const text = await changing(manifestUrl);
    if (text === undefined) return undefined;
    return releaseFrom(remote, manifestUrl, text, (manifest) => {
      const version = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
      return { remote, version, entry, manifestUrl, manifest, serverEntry: new URL(`server/remoteEntry.js?v=${version}`, entry).href };
    });
  }

  /** A remote's release for a visitor in `bucket`, and whether the bucket chose it (a canary is out). */
  async function choose(remote: RemoteName, bucket: number): Promise<{ release: RemoteRelease | undefined; bucketed: boolean }> {
    if (!isPointer(config.remotes[remote])) return { release: await entryRelease(remote), bucketed: false };
    const pointer = await pointerOf(remote);
    if (!pointer) return { release: undefined, bucketed: false };
    const version = versionFor(pointer, bucket);
    const release = await versionedRelease(remote, version);
    // A canary whose files cannot be read leaves its visitors on the current version.
    if (!release && version !== pointer.current) return { release: await versionedRelease(remote, pointer.current), bucketed: true };
    return { release, bucketed: pointer.canary !== undefined && pointer.canary.percent > 0 };
  }

  return {
    /** A remote's release for a visitor in `bucket` (the current one when no bucket is given). */
    async releaseOf(remote: RemoteName, bucket = BUCKETS - 1): Promise<RemoteRelease | undefined> {
      return (await choose(remote, bucket)).release;
    },
    /**
     * Every remote's release for a visitor in `bucket`, read together, and
     * whether any of them depended on the bucket (then the visitor keeps it).
     */
    async all(bucket = BUCKETS - 1): Promise<{ releases: Releases; bucketed: boolean }> {
      const found = await Promise.all(REMOTE_NAMES.map(async (remote) => [remote, await choose(remote, bucket)] as const));
      return {
        releases: Object.fromEntries(found.filter(([, { release }]) => release !== undefined).map(([remote, { release }]) => [remote, release])),
        bucketed: found.some(([, { bucketed }]) => bucketed),
      };
    },
  };
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/**
 * Loads the server build's exposed modules with Module Federation's Node
 * runtime (@module-federation/node's runtime plugin, in this server's build):
 * each release is registered once under its own name, each module is loaded
 * once per release, and a load that fails or runs out of `timeoutMs` is
 * tried again after `retryAfterMs`.
 */
export function createServerModules({ timeoutMs = 3000, retryAfterMs = 5000 } = {}) {
  const registered = new Set<string>();
  const modules = new Map<string, Promise<unknown>>();

  return function load<T>(release: RemoteRelease | undefined, remote: RemoteName, expose: string): Promise<T> {
    if (!release) return Promise.reject(new RemoteUnavailableError(`${remote}: its manifest could not be read`));
    const name = `${release.remote}_${release.version}`;
    const id = `${name}/${expose}`;
    const known = modules.get(id);
    if (known) return known as Promise<T>;
    if (!registered.has(name)) {
      registerRemotes([{ name, entry: release.serverEntry }]);
      registered.add(name);
    }
    let timer: NodeJS.Timeout | undefined;
    const loading = Promise.race([
      loadRemote<T>(id).then((module) => {
        if (!module) throw new RemoteUnavailableError(`${id} could not be loaded`);
        return module;
      }),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new RemoteUnavailableError(`${id}: no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
    loading.catch(() => {
      setTimeout(() => {
        if (modules.get(id) === loading) modules.delete(id);
      }, retryAfterMs).unref();
    });
    modules.set(id, loading);
    return loading;
  };
}

/** The style sheets a page of a remote's exposed modules is drawn with, as absolute addresses. */
export function stylesOf(release: RemoteRelease, exposes: readonly string[]): string[] {
  const { manifest, manifestUrl } = release;
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  // An expose's pages are chunks of their own (their sheets are `async`): all of them, as the page rendered may be any.
  const styles = exposes.flatMap((name) => {
    const css = manifest.exposes?.find((expose) => expose.name === name)?.assets?.css;
    return [...(css?.sync ?? []), ...(css?.async ?? [])];
  });
  return [...new Set(styles.map((file) => new URL(file, base).href))];
}
