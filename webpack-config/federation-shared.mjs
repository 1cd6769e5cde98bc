// @ts-check
/**
 * What the apps share through Module Federation: only what must be one
 * instance on the page. React and its DOM renderer, the router whose context
 * crosses app boundaries (as @gfm/shared/router, the part of react-router the
 * apps use), and the one stateful module of the shared package, the run-time
 * configuration the shell loads. The rest of @gfm/shared
 * (components, data, the image catalogue) is bundled into each app: shared as
 * a singleton, the shell's copy would win, and a remote deployed later with a
 * new image or component would run the shell's stale one (seen: a new shop
 * logo missing, the page blank). See docs/decisions/005.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @param {string} name */
function versionOf(name) {
  return /** @type {{ version: string }} */ (require(`${name}/package.json`)).version;
}

/** @param {string} name */
function singleton(name) {
  return { singleton: true, requiredVersion: `^${versionOf(name)}`, version: versionOf(name) };
}

export function sharedDependencies() {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The router reaches the apps through one trimmed module (decision 008), not react-router whole.
    '@gfm/shared/router': singleton('@gfm/shared'),
    '@gfm/shared/config/runtime-config': singleton('@gfm/shared'),
  };
}

/**
 * The modules the shell shares (above, with the scheduler and react-router they import), as one chunk
 * of the shell's browser build (decision 074). Module Federation gives each shared module a chunk of its
 * own: seven files that every page starting the app loads together, each compressed alone. As one file
 * they are 3.1 KB gzip lighter on every route, with six requests fewer. A remote's own copies, which
 * load only when the shell's cannot be used, keep their chunks.
 */
export const hostSharedChunk = {
  name: 'shared-modules',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]shared[\\/]src[\\/](router|config[\\/]runtime-config)\.ts$/,
  chunks: /** @type {const} */ ('async'),
  enforce: true,
};

/** Settings every app's federation config starts from. */
export const federationDefaults = {
  // The shell must not fetch every remote's entry at start-up (a dead remote would blank the site).
  shareStrategy: /** @type {const} */ ('loaded-first'),
  // Types come from the workspace packages; the dts plugin only slows the build.
  dts: false,
};

/**
 * The shell: a browser-only runtime (no Node.js loader) that loads each remote
 * from its remoteEntry.js, so the manifest-snapshot code is left out.
 */
export const hostExperiments = { optimization: { target: /** @type {const} */ ('web'), disableSnapshot: true } };

/**
 * A remote loads no remotes of its own, and runs on the shell's federation
 * runtime (decision 009): its remoteEntry.js carries only what is its own.
 */
export const remoteExperiments = {
  optimization: { ...hostExperiments.optimization, disableRemote: true },
  externalRuntime: true,
};

/**
 * What the server builds share (decision 028): the same modules, provided
 * whole by the shell's server, which starts with them loaded (`eager`), and
 * only taken by the remotes' server builds (`import: false`): a remote never
 * brings a second React or router to the server.
 * @param {'host' | 'remote'} role
 */
export function serverSharedDependencies(role) {
  return Object.fromEntries(
    Object.entries(sharedDependencies()).map(([name, options]) => [
      name,
      role === 'host' ? { ...options, eager: true } : { ...options, import: /** @type {const} */ (false) },
    ]),
  );
}

/**
 * A remote's server build, from its browser build's federation settings: the
 * same name and exposed modules, as a CommonJS container the shell's server
 * loads over HTTP with Module Federation's Node runtime.
 * @param {{ name?: string, exposes?: unknown }} federation
 */
export function remoteServerFederation({ name, exposes }) {
  return {
    ...federationDefaults,
    name,
    filename: 'remoteEntry.js',
    exposes,
    library: { type: 'commonjs-module' },
    remotes: {},
    shared: serverSharedDependencies('remote'),
    manifest: false,
    isServer: true,
    useRuntimePlugin: true,
  };
}

/** The shell's server: a federation host with no remotes at build time; it registers each remote's release at run time. */
export function hostServerFederation() {
  return {
    ...federationDefaults,
    name: 'shell_server',
    library: { type: 'commonjs-module' },
    remotes: {},
    shared: serverSharedDependencies('host'),
    manifest: false,
    isServer: true,
    useRuntimePlugin: true,
  };
}
