import type { RemoteName } from '@gfm/shared/config/runtime-config';
import { integrityOf } from '@gfm/release/signature';
import type { ReleaseLog, RemoteRelease } from './remote-release';

/** A file of a signed release the server refused, for `/readyz` (docs/decisions/059). */
export interface FileRefusal {
  remote: RemoteName;
  /** The file, as `<version>/<path>` in the remote's releases. */
  file: string;
  /** When the server first refused it (ISO 8601). */
  since: string;
  reason: string;
  /** The version whose copy of the same file stands in (the last good copy), or null: nothing does. */
  keeping: string | null;
}

/** The release a file belongs to: a signed one has its remote, version and list of files. */
export type FileRelease = Pick<RemoteRelease, 'entry'> & Partial<Pick<RemoteRelease, 'remote' | 'version' | 'files'>>;

export interface ReleaseFilesLimits {
  /** Last good copies kept, at most: one per remote and file name. */
  maxEntries?: number;
  /** And at most this many bytes of them (two bytes a character). */
  maxBytes?: number;
}

/** A file's path in its release's folder, and its sha384 in the signed manifest (undefined: not listed). */
export function listedFile(
  release: Pick<RemoteRelease, 'entry'> & { files: Readonly<Record<string, string>> },
  url: string,
): { path: string; listed: string | undefined } {
  const folder = new URL('.', release.entry).href;
  return url.startsWith(folder)
    ? { path: url.slice(folder.length), listed: release.files[url.slice(folder.length)] }
    : { path: url, listed: undefined };
}

/**
 * The data files a signed release brings that the server uses itself (the
 * style sheets it writes into pages, each mall's `search-index.json`),
 * checked against the release's signed manifest like its code
 * (signed-versions.ts): a file the manifest does not list, or whose sha384
 * is not the listed one, is refused. Then the last good copy of the same
 * file of that remote (its name is its content's for a style sheet; any
 * earlier version's for the search index) stands in, the refusal is logged
 * once and shown in `/readyz` until the file passes or no pointer names its
 * version. A file of an unsigned remote (loopback only, decision 042) is
 * used as read.
 */
export class ReleaseFiles {
  /** The last copy that passed, by `remote/path`, oldest first. */
  readonly #good = new Map<string, { version: string; text: string }>();
  /** Texts that passed, by address, so a file read again from a cache is not hashed again. */
  readonly #passed = new Map<string, string>();
  /** Refusals by address. */
  readonly #refused = new Map<string, FileRefusal>();
  #bytes = 0;
  readonly #maxEntries: number;
  readonly #maxBytes: number;

  constructor(
    private readonly log?: ReleaseLog,
    { maxEntries = 300, maxBytes = 16 * 1024 * 1024 }: ReleaseFilesLimits = {},
  ) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  /**
   * The text of a release's file at `url`, as `read` gives it, once checked;
   * for a refused file the last good copy, or undefined. A file that cannot
   * be read is undefined, as before (nothing was refused).
   */
  async text(
    release: FileRelease | undefined,
    url: string,
    read: (url: string) => Promise<string | undefined>,
  ): Promise<string | undefined> {
    if (!release?.files || !release.remote || !release.version) return read(url);
    return this.#checked(
      { ...release, remote: release.remote, version: release.version, files: release.files },
      url,
      read,
    );
  }

  async #checked(
    release: Pick<RemoteRelease, 'remote' | 'version' | 'entry'> & { files: Readonly<Record<string, string>> },
    url: string,
    read: (url: string) => Promise<string | undefined>,
  ): Promise<string | undefined> {
    const { path, listed } = listedFile(release, url);
    if (!listed) return this.#refuse(release, url, path, 'it is not in the signed manifest');
    const text = await read(url);
    if (text === undefined) return undefined;
    if (this.#passed.get(url) !== text) {
      if (integrityOf(text) !== listed)
        return this.#refuse(release, url, path, 'it does not match its sha384 in the signed manifest');
      this.#passed.delete(url);
      this.#passed.set(url, text);
      if (this.#passed.size > this.#maxEntries) this.#passed.delete(this.#passed.keys().next().value ?? '');
    }
    this.#refused.delete(url);
    this.#keep(`${release.remote}/${path}`, release.version, text);
    return text;
  }

  /**
   * The files refused, for `/readyz`; `named` gives the versions each
   * remote's pointer names now, and a refusal of a version none names is
   * history (it stays in the log).
   */
  refusals(named?: (remote: RemoteName) => readonly string[] | undefined): FileRefusal[] {
    for (const [url, refusal] of this.#refused) {
      const versions = named?.(refusal.remote);
      if (versions && !versions.includes(refusal.file.slice(0, refusal.file.indexOf('/')))) this.#refused.delete(url);
    }
    return [...this.#refused.values()].map((refusal) => ({ ...refusal }));
  }

  #refuse(release: Pick<RemoteRelease, 'remote' | 'version'>, url: string, path: string, why: string) {
    const good = this.#good.get(`${release.remote}/${path}`);
    const file = `${release.version}/${path}`;
    const known = this.#refused.get(url);
    const keeping = good?.version ?? null;
    if (!known) {
      const reason = `${file} is refused: ${why}`;
      this.#refused.set(url, { remote: release.remote, file, since: new Date().toISOString(), reason, keeping });
      (this.log?.error ?? this.log?.warn)?.call(
        this.log,
        { remote: release.remote, file, keeping },
        `a remote’s file was refused: ${why}; ${keeping ? `the copy of ${keeping} stands in` : 'nothing stands in'}`,
      );
      // Bounded like the copies: a host that serves endless wrong files cannot grow the list.
      if (this.#refused.size > this.#maxEntries) this.#refused.delete(this.#refused.keys().next().value ?? '');
    } else known.keeping = keeping;
    return good?.text;
  }

  #keep(key: string, version: string, text: string) {
    const known = this.#good.get(key);
    if (known?.text === text && known.version === version) return;
    this.#bytes -= (known?.text.length ?? 0) * 2;
    this.#good.delete(key);
    this.#good.set(key, { version, text });
    this.#bytes += text.length * 2;
    for (const [oldest, copy] of this.#good) {
      if (this.#good.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#good.delete(oldest);
      this.#bytes -= copy.text.length * 2;
    }
  }
}
