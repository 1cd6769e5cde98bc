// A remote's own page, run alone: provides the federation runtime its
// remoteEntry.js and main.js are built without (externalRuntime, decision 009).
// On the composed site the shell does this (shell/src/federation/provide-runtime-core.ts).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
