import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * A federation runtime plugin of the shell's page: the script of a remote's
 * entry carries the `integrity` the server named for it (the sha384 its
 * team's signed release lists, docs/decisions/048), so the browser runs the
 * entry only if it is that file; the entry holds the hashes of its own
 * chunks and checks them as it loads them (@gfm/webpack-config's chunk-integrity-plugin.mjs).
 * An entry the server named no hash for (an unsigned remote on this
 * machine, a development server) loads as before.
 */
export function entryIntegrityPlugin(integrityOf: (url: string) => string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'gfm-entry-integrity',
    createScript({ url }) {
      const integrity = integrityOf(url);
      if (integrity === undefined) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      // A remote's host answers with CORS; without it the browser cannot check the file and refuses it.
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
