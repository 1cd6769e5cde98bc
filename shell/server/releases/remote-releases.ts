import crypto, { type KeyObject } from 'node:crypto';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { BUCKETS, isPointer, parsePointer, versionFor, type ReleasePointer } from '@gfm/release/pointer';
import { matchesIntegrity, parseReleaseManifest, RELEASE_MANIFEST_FILE, verifyPointer } from '@gfm/release/signature';
import { createRemoteFileCache } from './remote-file-cache';
import { digestOf, memorySequences, type SequenceStore } from './release-sequences';
import { serverEntries } from './server-entries';

export { isPointer };

/** A remote's server build, beside its browser build. */
const SERVER_ENTRY = 'server/remoteEntry.js';
const BROWSER_ENTRY = 'remoteEntry.js';

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
  /**
   * The browser entry's sha384 in the signed manifest, which the page names
   * as its `integrity` (the entry holds its chunks' hashes); absent for an
   * unsigned remote on this machine.
   */
  entryIntegrity?: string;
  manifestUrl: string;
  manifest: Manifest;
  /** The server build's entry, unique to the release, so each is a new container for the federation runtime. */
  serverEntry: string;
  /**
   * The server build's code, read and checked against the release's signed
   * manifest: what the federation runtime runs (server-entries.ts). Absent
   * only for an unsigned remote on this machine.
   */
  serverCode?: string;
}

export type Releases = Partial<Record<RemoteName, RemoteRelease>>;

/** What the server knows of a signed remote's releases, for `/readyz`. */
export interface ReleaseTrust {
  signed: boolean;
  /** The version the server serves (its current one), once one was checked. */
  serving?: string;
  sequence?: number;
  /** The last release the server refused, and why; cleared when a newer pointer's current version passes. */
  refused?: { at: string; reason: string };
}

export interface RemoteReleasesOptions {
  /** How long a pointer or an entry's manifest is trusted before it is read again (a release shows within this). */
  ttlMs?: number;
  /** How long a page waits for a file the server has no copy of. */
  answerMs?: number;
  /** How long the files of a new signed version may take to arrive and be checked. */
  verifyMs?: number;
  readText?: (url: string, signal: AbortSignal) => Promise<string>;
  /** Each signed remote's public keys (settings.ts): its pointer and files are checked against them. */
  keys?: Partial<Record<RemoteName, readonly KeyObject[]>>;
  /** The last signed pointer taken of each remote, kept across restarts (release-sequences.ts); in memory by default. */
  sequences?: SequenceStore;
  log?: { warn: (details: object, message: string) => void; error?: (details: object, message: string) => void };
}

/** UTF-8 exactly as sent (a byte-order mark kept, a malformed byte an error), so its hash is the file's. */
const exactUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A remote's file; a redirect is refused (a release is read where its pointer says, nowhere else). */
export async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, redirect: 'error', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return exactUtf8.decode(await response.arrayBuffer());
}

/** The name a remote's team signs its pointers for (the release tool's app name). */
const signedName = (remote: RemoteName) => `remote-${remote}`;

/**
 * The release of each remote a visitor gets; undefined for a remote whose
 * files cannot be read (its parts show their fallbacks). `bucket` is the
 * visitor's (0…99, kept in a cookie): it chooses between a canary and the
 * current version.
 *
 * A remote with public keys is served only from pointers its team signed,
 * each with a sequence number above the last one seen, and only versions
 * whose server build, manifest and list of files match the hashes the
 * pointer signed. Anything else is refused, logged, shown in `/readyz`, and
 * the server keeps serving the version it had (docs/decisions/042).
 */
export function createRemoteReleases(
  config: RuntimeConfig,
  {
    ttlMs = 5000,
    answerMs = 1500,
    verifyMs = 10_000,
    readText = fetchText,
    keys = {},
    sequences = memorySequences(),
    log,
  }: RemoteReleasesOptions = {},
) {
  // Pointers and entries' manifests change at their address; a version's manifest never does.
  const changing = createRemoteFileCache(readText, { ttlMs, answerMs, staleMs: 60_000, maxEntries: 50 });
  const fixed = createRemoteFileCache(readText, {
    ttlMs: 60 * 60_000,
    answerMs,
    staleMs: 60 * 60_000,
    maxEntries: 100,
  });
  const parsed = new Map<string, { text: string; release: RemoteRelease }>();
  /** The newest pointer of each signed remote that passed, and its text. */
  const trustedPointers = new Map<RemoteName, { text: string; pointer: ReleasePointer }>();
  /** Signed versions checked (or being checked), by remote, version and manifest hash: their files never change. */
  const checked = new Map<
    string,
    { promise: Promise<RemoteRelease | Error>; at: number; settled?: RemoteRelease | Error }
  >();
  /** The current version each signed remote was last served with: what stays when a newer one is refused. */
  const serving = new Map<RemoteName, RemoteRelease>();
  /** The sequence of the last pointer whose current version passed, by remote. */
  const passed = new Map<RemoteName, number | undefined>();
  const trust = new Map<RemoteName, ReleaseTrust>(
    REMOTE_NAMES.map((remote) => [remote, { signed: keys[remote] !== undefined }]),
  );

  function refuse(remote: RemoteName, reason: string) {
    const state = trust.get(remote);
    if (state?.refused?.reason === reason) return;
    if (state) state.refused = { at: new Date().toISOString(), reason };
    (log?.error ?? log?.warn)?.call(
      log,
      { remote, reason },
      'a remote’s release was refused: the server keeps the version it has',
    );
  }

  function releaseFrom(
    remote: RemoteName,
    manifestUrl: string,
    text: string,
    make: (manifest: Manifest) => RemoteRelease,
  ): RemoteRelease | undefined {
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
    const trusted = keys[remote];
    const known = trustedPointers.get(remote);
    if (trusted && known && known.text === text) return known.pointer;
    if (text === undefined) return known?.pointer;
    const pointer = trusted ? verifyPointer(signedName(remote), text, trusted) : parsePointer(text);
    if (pointer instanceof Error) {
      if (trusted) refuse(remote, `${config.remotes[remote]}: ${pointer.message}`);
      else log?.warn({ remote, error: pointer.message }, 'a remote’s release pointer cannot be read');
      return known?.pointer;
    }
    if (!trusted) return pointer;
    // The last pointer taken, this run or (after a restart) an earlier one: only a newer one, or that same one, passes.
    const sequence = pointer.sequence ?? 0;
    const last = sequences.read(remote);
    if (last && (sequence < last.sequence || (sequence === last.sequence && digestOf(text) !== last.digest))) {
      refuse(
        remote,
        `${config.remotes[remote]}: sequence ${sequence} is not above ${last.sequence}, the last one taken (an older pointer put back?)`,
      );
      return known?.pointer;
    }
    if (last?.sequence !== sequence) {
      try {
        sequences.write(remote, { sequence, digest: digestOf(text) });
      } catch (error) {
        // Still taken (it passed): only a restart before the next write could take an older one.
        log?.warn({ remote, error: String(error) }, 'the sequence of a remote’s pointer could not be kept');
      }
    }
    trustedPointers.set(remote, { text, pointer });
    const state = trust.get(remote);
    if (state) state.sequence = pointer.sequence;
    return pointer;
  }

  /** Reads a signed version's files and checks each against the hashes its signed pointer named. */
  async function checkVersion(
    remote: RemoteName,
    version: string,
    manifestHash: string | undefined,
  ): Promise<RemoteRelease> {
    const folder = new URL(`${version}/`, config.remotes[remote]);
    const read = (file: string) => readText(new URL(file, folder).href, AbortSignal.timeout(verifyMs));
    if (!manifestHash) throw new Error(`the pointer signs no ${RELEASE_MANIFEST_FILE} hash for ${version}`);
    const listText = await read(RELEASE_MANIFEST_FILE);
    if (!matchesIntegrity(listText, manifestHash))
      throw new Error(`${version}/${RELEASE_MANIFEST_FILE} is not the one the pointer signed`);
    const list = parseReleaseManifest(listText);
    if (list instanceof Error) throw list;
    if (list.remote !== signedName(remote) || list.version !== version)
      throw new Error(`${version}/${RELEASE_MANIFEST_FILE} is ${list.remote}'s ${list.version}`);
    // One file: the runtime then fetches nothing it was not handed (the server build is one chunk, create-config.mjs).
    const scripts = Object.keys(list.files).filter((file) => file.startsWith('server/') && /\.[cm]?js$/.test(file));
    if (scripts.length !== 1 || scripts[0] !== SERVER_ENTRY)
      throw new Error(`${version}'s server build is not the one file ${SERVER_ENTRY} (${scripts.join(', ')})`);
    const checkedFile = async (file: string) => {
      const text = await read(file);
      if (!matchesIntegrity(text, list.files[file] ?? ''))
        throw new Error(`${version}/${file} does not match its sha384 in the signed manifest`);
      return text;
    };
    const [manifestText, serverCode] = await Promise.all([checkedFile('mf-manifest.json'), checkedFile(SERVER_ENTRY)]);
    const entryIntegrity = list.files[BROWSER_ENTRY];
    if (!entryIntegrity) throw new Error(`${version}/${RELEASE_MANIFEST_FILE} lists no ${BROWSER_ENTRY}`);
    return {
      remote,
      version,
      entry: new URL(BROWSER_ENTRY, folder).href,
      entryIntegrity,
      manifestUrl: new URL('mf-manifest.json', folder).href,
      manifest: JSON.parse(manifestText) as Manifest,
      serverEntry: new URL(SERVER_ENTRY, folder).href,
      serverCode,
    };
  }

  /**
   * A signed version, checked once (a failure again after a minute). A page
   * waits for a first check as long as it takes, and for a newer version
   * only `answerMs`: meanwhile the version being served stands in.
   */
  async function signedRelease(
    remote: RemoteName,
    version: string,
    pointer: ReleasePointer,
  ): Promise<RemoteRelease | undefined> {
    const manifestHash = pointer.manifests?.[version];
    const key = `${remote}/${version}/${manifestHash ?? ''}`;
    let known = checked.get(key);
    if (known && known.settled instanceof Error && Date.now() - known.at > 60_000) known = undefined;
    if (!known) {
      const entry: { promise: Promise<RemoteRelease | Error>; at: number; settled?: RemoteRelease | Error } = {
        at: Date.now(),
        promise: checkVersion(remote, version, manifestHash).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      };
      void entry.promise.then((settled) => (entry.settled = settled));
      // Each holds its server build's text (about a megabyte): the versions a pointer names, and a few more.
      if (checked.size >= 16) checked.delete(checked.keys().next().value ?? '');
      checked.set(key, entry);
      known = entry;
    }
    const standIn = serving.get(remote);
    const late = standIn
      ? new Promise<undefined>((resolve) => setTimeout(resolve, answerMs, undefined).unref())
      : undefined;
    const result = await (late ? Promise.race([known.promise, late]) : known.promise);
    if (result === undefined) return standIn;
    if (result instanceof Error) {
      refuse(remote, result.message);
      return standIn;
    }
    return result;
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
      serverEntry: new URL(SERVER_ENTRY, folder).href,
    }));
  }

  async function entryRelease(remote: RemoteName): Promise<RemoteRelease | undefined> {
    const entry = config.remotes[remote];
    const manifestUrl = new URL('mf-manifest.json', entry).href;
    const text = await changing(manifestUrl);
    if (text === undefined) return undefined;
    return releaseFrom(remote, manifestUrl, text, (manifest) => {
      const version = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
      return {
        remote,
        version,
        entry,
        manifestUrl,
        manifest,
        serverEntry: new URL(`server/remoteEntry.js?v=${version}`, entry).href,
      };
    });
  }

  /** A signed remote's release for a visitor in `bucket`; its current one is remembered as the one being served. */
  async function chooseSigned(
    remote: RemoteName,
    pointer: ReleasePointer,
    bucket: number,
  ): Promise<{ release: RemoteRelease | undefined; bucketed: boolean }> {
    const version = versionFor(pointer, bucket);
    const current = await signedRelease(remote, pointer.current, pointer);
    const state = trust.get(remote);
    if (current?.version === pointer.current && state) {
      // A newer pointer whose version passed ends the last refusal.
      if (passed.get(remote) !== pointer.sequence) {
        passed.set(remote, pointer.sequence);
        delete state.refused;
      }
      state.serving = current.version;
      serving.set(remote, current);
    }
    if (version === pointer.current)
      return { release: current, bucketed: pointer.canary !== undefined && pointer.canary.percent > 0 };
    // A canary that cannot be read or is refused leaves its visitors on the current version.
    const canary = await signedRelease(remote, version, pointer);
    return { release: canary?.version === version ? canary : current, bucketed: true };
  }

  /** A remote's release for a visitor in `bucket`, and whether the bucket chose it (a canary is out). */
  async function choose(
    remote: RemoteName,
    bucket: number,
  ): Promise<{ release: RemoteRelease | undefined; bucketed: boolean }> {
    if (!isPointer(config.remotes[remote])) return { release: await entryRelease(remote), bucketed: false };
    const pointer = await pointerOf(remote);
    if (!pointer) return { release: keys[remote] ? serving.get(remote) : undefined, bucketed: false };
    if (keys[remote]) return chooseSigned(remote, pointer, bucket);
    const version = versionFor(pointer, bucket);
    const release = await versionedRelease(remote, version);
    // A canary whose files cannot be read leaves its visitors on the current version.
    if (!release && version !== pointer.current)
      return { release: await versionedRelease(remote, pointer.current), bucketed: true };
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
      const found = await Promise.all(
        REMOTE_NAMES.map(async (remote) => [remote, await choose(remote, bucket)] as const),
      );
      return {
        releases: Object.fromEntries(
          found.filter(([, { release }]) => release !== undefined).map(([remote, { release }]) => [remote, release]),
        ),
        bucketed: found.some(([, { bucketed }]) => bucketed),
      };
    },
    /** What each remote's releases are trusted for, and the last one refused (for `/readyz`). */
    trust(): Record<RemoteName, ReleaseTrust> {
      return Object.fromEntries([...trust].map(([remote, state]) => [remote, { ...state }])) as Record<
        RemoteName,
        ReleaseTrust
      >;
    },
  };
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/**
 * Loads the server build's exposed modules with Module Federation's Node
 * runtime (@module-federation/node's runtime plugin, in this server's build;
 * a signed release's entry from its checked text, server-entries.ts):
 * each release is registered once under its own name, each module is loaded
 * once per release, and a load that fails or runs out of `timeoutMs` is
 * tried again after `retryAfterMs`.
 *
 * At most `versionsKept` versions of each remote stay loaded, the ones used
 * last (the current one, a canary's, the one before): loading another
 * removes the least recently used from the runtime (`removeRemote`: its
 * container, module cache, share-scope entries and instance), and drops the
 * server's own references, so the collector frees it (decision 046). A page
 * rendering with it keeps the modules it holds until it is done.
 */
export function createServerModules({ timeoutMs = 3000, retryAfterMs = 5000, versionsKept = 3 } = {}) {
  serverEntries.install();
  /** Each remote's registered versions, by name, the most recently used last. */
  const registered = new Map<RemoteName, Map<string, { name: string; entry: string }>>();
  const modules = new Map<string, Promise<unknown>>();

  function unload(remote: RemoteName, name: string, entry: string) {
    for (const id of modules.keys()) if (id.startsWith(`${name}/`)) modules.delete(id);
    serverEntries.forget(entry);
    // The runtime's own unloading (what `registerRemotes(…, { force: true })` does), called for a name that goes.
    (
      getInstance()?.remoteHandler as unknown as { removeRemote: (remote: { name: string; entry: string }) => void }
    )?.removeRemote({ name, entry });
    registered.get(remote)?.delete(name);
  }

  /** The name a release is registered under: registered now (the least recently used going first) when it is new. */
  function nameOf(release: RemoteRelease): string {
    const name = `${release.remote}_${release.version}`;
    let versions = registered.get(release.remote);
    if (!versions) registered.set(release.remote, (versions = new Map()));
    const known = versions.get(name);
    if (known) {
      // Used again: it moves to the end, the last to go.
      versions.delete(name);
      versions.set(name, known);
      return name;
    }
    while (versions.size >= versionsKept) {
      const [oldest, { entry }] = versions.entries().next().value as [string, { name: string; entry: string }];
      unload(release.remote, oldest, entry);
    }
    // A signed release's server build runs from the text that was checked, never from a second fetch.
    if (release.serverCode !== undefined) serverEntries.hand(release.serverEntry, release.serverCode);
    registerRemotes([{ name, entry: release.serverEntry }]);
    versions.set(name, { name, entry: release.serverEntry });
    return name;
  }

  function load<T>(release: RemoteRelease | undefined, remote: RemoteName, expose: string): Promise<T> {
    if (!release) return Promise.reject(new RemoteUnavailableError(`${remote}: its manifest could not be read`));
    const name = nameOf(release);
    const id = `${name}/${expose}`;
    const known = modules.get(id);
    if (known) return known as Promise<T>;
    let timer: NodeJS.Timeout | undefined;
    const loading = Promise.race([
      loadRemote<T>(id).then((module) => {
        if (!module) throw new RemoteUnavailableError(`${id} could not be loaded`);
        return module;
      }),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new RemoteUnavailableError(`${id}: no answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    loading.catch(() => {
      setTimeout(() => {
        if (modules.get(id) === loading) modules.delete(id);
      }, retryAfterMs).unref();
    });
    modules.set(id, loading);
    return loading;
  }

  return Object.assign(load, {
    /** The versions of each remote loaded now, the most recently used last (for `/readyz`). */
    loaded(): Partial<Record<RemoteName, string[]>> {
      return Object.fromEntries(
        [...registered].map(([remote, versions]) => [
          remote,
          [...versions.keys()].map((name) => name.slice(remote.length + 1)),
        ]),
      );
    },
  });
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
