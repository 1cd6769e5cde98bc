import type { RemoteName } from '@gfm/shared/config/runtime-config';
import type { ReleasePointer } from '@gfm/release/pointer';
import { matchesIntegrity, parseReleaseManifest, RELEASE_MANIFEST_FILE } from '@gfm/release/signature';
import {
  BROWSER_ENTRY,
  SERVER_ENTRY,
  signedName,
  type Manifest,
  type ReadText,
  type RemoteRelease,
} from './remote-release';
import type { TrustLedger } from './release-trust';

/**
 * Reads a signed version's files from its folder and checks each against
 * the hashes its signed pointer named: its list of files, its manifest and
 * its server build, which is one file whose checked text is what runs.
 */
export async function checkVersion(
  folder: URL,
  remote: RemoteName,
  version: string,
  manifestHash: string | undefined,
  read: (url: string) => Promise<string>,
): Promise<RemoteRelease> {
  const readFile = (file: string) => read(new URL(file, folder).href);
  if (!manifestHash) throw new Error(`the pointer signs no ${RELEASE_MANIFEST_FILE} hash for ${version}`);
  const listText = await readFile(RELEASE_MANIFEST_FILE);
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
    const text = await readFile(file);
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
    files: list.files,
  };
}

interface Check {
  promise: Promise<RemoteRelease | Error>;
  at: number;
  settled?: RemoteRelease | Error;
}

export interface SignedVersionsOptions {
  addresses: Readonly<Record<RemoteName, string>>;
  readText: ReadText;
  /** How long a page waits for a newer version while the one being served stands in. */
  answerMs: number;
  /** How long the files of a new signed version may take to arrive and be checked. */
  verifyMs: number;
  trust: TrustLedger;
}

/**
 * Signed versions, each checked once (a failure again after a minute), by
 * remote, version and manifest hash: their files never change. A page waits
 * for a first check as long as it takes, and for a newer version only
 * `answerMs`: meanwhile the version being served stands in.
 */
export class SignedVersions {
  readonly #checked = new Map<string, Check>();

  constructor(private readonly options: SignedVersionsOptions) {}

  async release(remote: RemoteName, version: string, pointer: ReleasePointer): Promise<RemoteRelease | undefined> {
    const { answerMs, trust } = this.options;
    const known = this.#check(remote, version, pointer.manifests?.[version]);
    const standIn = trust.serving(remote);
    const late = standIn
      ? new Promise<undefined>((resolve) => setTimeout(resolve, answerMs, undefined).unref())
      : undefined;
    const result = await (late ? Promise.race([known.promise, late]) : known.promise);
    if (result === undefined) return standIn;
    if (result instanceof Error) {
      trust.refuse(remote, result.message);
      return standIn;
    }
    return result;
  }

  #check(remote: RemoteName, version: string, manifestHash: string | undefined): Check {
    const key = `${remote}/${version}/${manifestHash ?? ''}`;
    const known = this.#checked.get(key);
    if (known && !(known.settled instanceof Error && Date.now() - known.at > 60_000)) return known;
    const { addresses, readText, verifyMs } = this.options;
    const folder = new URL(`${version}/`, addresses[remote]);
    const read = (url: string) => readText(url, AbortSignal.timeout(verifyMs));
    const entry: Check = {
      at: Date.now(),
      promise: checkVersion(folder, remote, version, manifestHash, read).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
    };
    void entry.promise.then((settled) => (entry.settled = settled));
    // Each holds its server build's text (about a megabyte): the versions a pointer names, and a few more.
    if (this.#checked.size >= 16) this.#checked.delete(this.#checked.keys().next().value ?? '');
    this.#checked.set(key, entry);
    return entry;
  }
}
