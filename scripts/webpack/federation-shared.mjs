// @ts-check
/**
 * What the apps share through Module Federation: only what must be one
 * instance on the page (React and its DOM renderer, the router whose context
 * crosses app boundaries, and the shared package whose state - run-time
 * configuration - must be the shell's). Shared modules cannot be tree-shaken,
 * so nothing else goes here.
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
    'react-router': singleton('react-router'),
    'react-router/': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    '@gfm/shared/': singleton('@gfm/shared'),
  };
}

/** Settings every app's federation config starts from (see shared/TOOLCHAIN.md). */
export const federationDefaults = {
  // The shell must not fetch every remote's entry at start-up (a dead remote would blank the site).
  shareStrategy: /** @type {const} */ ('loaded-first'),
  // Types come from the workspace packages; the dts plugin only slows the build.
  dts: false,
};
