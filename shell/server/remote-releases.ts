import crypto from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { createRemoteFileCache } from './remote-file-cache';

/** The parts of a remote's `mf-manifest.json` the server reads. */
export interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * One build of a remote, as the server finds it beside the entry the
 * configuration names: its browser manifest and, at `server/remoteEntry.js`,
 * its server build. A mall team that uploads a new build changes the
 * manifest; the server sees it within `ttlMs` and loads the new server build
 * under a name of its own, so the page and its assets come from one build.
 */
export interface RemoteRelease {
  remote: RemoteName;
  /** The build's identity: a hash of its manifest. */
  version: string;
  /** The browser build's entry (the configuration's). */
  entry: string;
  manifestUrl: string;
  manifest: Manifest;
  /** The server build's entry, versioned, so each build is a new container for the federation runtime. */
  serverEntry: string;
}

export type Releases = Partial<Record<RemoteName, RemoteRelease>>;

export interface RemoteReleasesOptions {
  /** How long a manifest is trusted before it is read again (a redeploy shows within this). */
  ttlMs?: number;
  /** How long a page waits for a manifest the server has no copy of. */
  answerMs?: number;
  readText?: (url: string, signal: AbortSignal) => Promise<string>;
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** The current release of each remote; undefined for a remote whose manifest cannot be read (its parts show their fallbacks). */
export function createRemoteReleases(config: RuntimeConfig, { ttlMs = 5000, answerMs = 1500, readText = fetchText }: RemoteReleasesOptions = {}) {
  const textOf = createRemoteFileCache(readText, { ttlMs, answerMs, staleMs: 60_000, maxEntries: 50 });
  const parsed = new Map<string, { text: string; release: RemoteRelease }>();

  async function releaseOf(remote: RemoteName): Promise<RemoteRelease | undefined> {
    const entry = config.remotes[remote];
    const manifestUrl = new URL('mf-manifest.json', entry).href;
    const text = await textOf(manifestUrl);
    if (text === undefined) return undefined;
    const known = parsed.get(manifestUrl);
    if (known?.text === text) return known.release;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(text) as Manifest;
    } catch {
      return undefined;
    }
    const version = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
    const serverEntry = new URL(`server/remoteEntry.js?v=${version}`, entry).href;
    const release: RemoteRelease = { remote, version, entry, manifestUrl, manifest, serverEntry };
    parsed.set(manifestUrl, { text, release });
    return release;
  }

  return {
    releaseOf,
    /** Every remote's current release, read together. */
    async all(): Promise<Releases> {
      const found = await Promise.all(REMOTE_NAMES.map(async (remote) => [remote, await releaseOf(remote)] as const));
      return Object.fromEntries(found.filter(([, release]) => release !== undefined));
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
  const styles = exposes.flatMap((name) => manifest.exposes?.find((expose) => expose.name === name)?.assets?.css?.sync ?? []);
  return [...new Set(styles.map((file) => new URL(file, base).href))];
}
