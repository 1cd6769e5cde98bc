// @ts-check
import { federationDefaults, remoteExperiments, sharedDependencies } from '@gfm/webpack-config/federation-shared';
import { remoteManifest } from '@gfm/webpack-config/manifest-expose-chunks';

/** The smallest surface the shell needs: the mall's layout and its route objects. */
export const federation = {
  ...federationDefaults,
  name: 'gfm43',
  filename: 'remoteEntry.js',
  manifest: remoteManifest,
  exposes: {
    './layout': './src/layout.tsx',
    './routes': './src/routes.tsx',
  },
  shared: sharedDependencies(),
  experiments: remoteExperiments,
};
