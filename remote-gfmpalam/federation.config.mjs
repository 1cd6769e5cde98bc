// @ts-check
import { federationDefaults, remoteExperiments, sharedDependencies } from '../scripts/webpack/federation-shared.mjs';
import { remoteManifest } from '../scripts/webpack/manifest-expose-chunks.mjs';

/** The smallest surface the shell needs: the mall's layout and its route objects. */
export const federation = {
  ...federationDefaults,
  name: 'gfmpalam',
  filename: 'remoteEntry.js',
  manifest: remoteManifest,
  exposes: {
    './layout': './src/layout.tsx',
    './routes': './src/routes.tsx',
  },
  shared: sharedDependencies(),
  experiments: remoteExperiments,
};
