import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * A federation runtime plugin of the shell: it hands the shell's own copy of
 * the federation runtime to the remotes, which are built without one
 * (`experiments.externalRuntime`, decision 009). Each remote's entry then
 * weighs about 8 KB instead of 24 KB (brotli), and the page runs one runtime.
 *
 * It is the same job as @module-federation/inject-external-runtime-core-plugin,
 * but that plugin imports the CommonJS build, which would put a second copy of
 * the runtime into the shell.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'gfm-provide-runtime-core',
    beforeInit(args) {
      const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
