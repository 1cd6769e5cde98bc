import crypto from 'node:crypto';
import type { RemoteName } from '@gfm/shared/config/runtime-config';
import { SERVER_ENTRY, type Manifest, type ReleaseLog, type RemoteRelease } from './remote-release';

type RemoteFile = (url: string) => Promise<string | undefined>;

export interface UnsignedReleasesOptions {
  addresses: Readonly<Record<RemoteName, string>>;
  /** Reads a file that changes at its address (a pointer, an entry's manifest). */
  changing: RemoteFile;
  /** Reads a file that never changes at its address (a version's manifest). */
  fixed: RemoteFile;
  log?: ReleaseLog;
}

/**
 * The releases of remotes nobody signed (this machine's): a version named by
 * an unsigned pointer, or the one build at a remote's entry. Each is read
 * from its `mf-manifest.json`, parsed once per text.
 */
export class UnsignedReleases {
  readonly #parsed = new Map<string, { text: string; release: RemoteRelease }>();

  constructor(private readonly options: UnsignedReleasesOptions) {}

  /** A version in its folder beside the remote's pointer. */
  async version(remote: RemoteName, version: string): Promise<RemoteRelease | undefined> {
    const folder = new URL(`${version}/`, this.options.addresses[remote]);
    const manifestUrl = new URL('mf-manifest.json', folder).href;
    const text = await this.options.fixed(manifestUrl);
    if (text === undefined) return undefined;
    return this.#releaseFrom(remote, manifestUrl, text, (manifest) => ({
      remote,
      version,
      entry: new URL('remoteEntry.js', folder).href,
      manifestUrl,
      manifest,
      serverEntry: new URL(SERVER_ENTRY, folder).href,
    }));
  }

  /** The build at a remote's entry, versioned by its manifest's hash. */
  async entry(remote: RemoteName): Promise<RemoteRelease | undefined> {
    const entry = this.options.addresses[remote];
    const manifestUrl = new URL('mf-manifest.json', entry).href;
    const text = await this.options.changing(manifestUrl);
    if (text === undefined) return undefined;
    return this.#releaseFrom(remote, manifestUrl, text, (manifest) => {
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

  #releaseFrom(
    remote: RemoteName,
    manifestUrl: string,
    text: string,
    make: (manifest: Manifest) => RemoteRelease,
  ): RemoteRelease | undefined {
    const known = this.#parsed.get(manifestUrl);
    if (known?.text === text) return known.release;
    let manifest: Manifest;
    try {
      manifest = JSON.parse(text) as Manifest;
    } catch {
      this.options.log?.warn({ remote, manifestUrl }, 'a remote’s manifest is not JSON');
      return undefined;
    }
    const release = make(manifest);
    // One entry per manifest address: bounded by the versions the pointers name (the oldest go first).
    if (this.#parsed.size >= 100) this.#parsed.delete(this.#parsed.keys().next().value ?? '');
    this.#parsed.set(manifestUrl, { text, release });
    return release;
  }
}
