import path from 'node:path';
import vm from 'node:vm';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * The server builds the federation runtime runs, handed to it as text that
 * was already checked against its release's signed manifest
 * (remote-releases.ts, docs/decisions/042). Left alone, @module-federation/node
 * fetches a remote's `remoteEntry.js` itself and runs whatever arrives; this
 * runtime plugin's `loadEntry` runs the checked text instead, so the bytes
 * that were hashed are the bytes that run, with no second fetch between.
 * An entry that was not handed over (an unsigned remote on this machine)
 * loads as before.
 */
const handed = new Map<string, string>();
/**
 * Node's own `require`, for the container's externals (`fs`, `path`, `url`):
 * webpack rewrites `createRequire(…)` into its own module lookup, which
 * cannot load them ("require is not a function" in remote-blog's build).
 */
declare const __non_webpack_require__: NodeJS.Require;
let installed = false;

/** Runs a CommonJS container as @module-federation/sdk's `createScriptNode` does, from text in hand. */
function runContainer(code: string, url: string, globalName: string | undefined): unknown {
  const pathname = new URL(url).pathname;
  const context = { exports: {} as Record<string, unknown>, module: { exports: {} as Record<string, unknown> } };
  const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: url,
    ...(vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER
      ? { importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER }
      : {}),
  });
  (script.runInThisContext() as (...args: unknown[]) => void)(
    context.exports,
    context.module,
    __non_webpack_require__,
    path.posix.dirname(pathname),
    path.posix.basename(pathname),
  );
  const exported = context.module.exports ?? context.exports;
  return (globalName && exported[globalName]) || exported;
}

function checkedEntriesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gfm-checked-server-entries',
    loadEntry({ remoteInfo }) {
      const code = handed.get(remoteInfo.entry);
      if (code === undefined) return undefined;
      // Run once; the release keeps its text, and hands it again if the version is loaded again.
      handed.delete(remoteInfo.entry);
      return runContainer(code, remoteInfo.entry, remoteInfo.entryGlobalName) as never;
    },
  };
}

export const serverEntries = {
  /** Registers the runtime plugin, once per process. */
  install() {
    if (installed) return;
    registerPlugins([checkedEntriesPlugin()]);
    installed = true;
  },
  /** The checked code of the server entry at `url`, for the runtime to run when it loads that entry. */
  hand(url: string, code: string) {
    handed.set(url, code);
  },
  /** Drops the code of an entry that was handed but is no longer wanted (its version was unloaded first). */
  forget(url: string) {
    handed.delete(url);
  },
};
