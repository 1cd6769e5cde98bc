import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@gfm/shared/config/runtime-config';
import type { RemoteRelease } from './remote-release';
import { serverEntries } from './server-entries';

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

export type ServerModules = ReturnType<typeof createServerModules>;
