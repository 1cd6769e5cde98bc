import type { RemoteName } from '@gfm/shared/config/runtime-config';

/** A remote's server build, beside its browser build. */
export const SERVER_ENTRY = 'server/remoteEntry.js';
export const BROWSER_ENTRY = 'remoteEntry.js';

/** The parts of a remote's `mf-manifest.json` the server reads. */
export interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * One build of a remote, as the server finds it. A remote is configured by
 * one of two addresses:
 *
 * - its **release pointer** (`…/releases.json`, see @gfm/release/pointer): each
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
  /**
   * Every file of the version and its sha384, from its checked
   * `release-manifest.json`: the server checks the data files it uses
   * itself against it (release-files.ts). Absent only for an unsigned remote.
   */
  files?: Readonly<Record<string, string>>;
}

export type Releases = Partial<Record<RemoteName, RemoteRelease>>;

/** Reads a remote's file as text (fetchText, or a test's files). */
export type ReadText = (url: string, signal: AbortSignal) => Promise<string>;

export interface ReleaseLog {
  warn: (details: object, message: string) => void;
  error?: (details: object, message: string) => void;
}

/** The name a remote's team signs its pointers for (the release tool's app name). */
export const signedName = (remote: RemoteName) => `remote-${remote}`;

/** UTF-8 exactly as sent (a byte-order mark kept, a malformed byte an error), so its hash is the file's. */
const exactUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A remote's file; a redirect is refused (a release is read where its pointer says, nowhere else). */
export async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, redirect: 'error', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return exactUtf8.decode(await response.arrayBuffer());
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
