// @ts-check
import { federationDefaults, remoteExperiments, sharedDependencies } from '../scripts/webpack/federation-shared.mjs';

/** The smallest surface the shell needs: the mall's layout and its route objects. */
export const federation = {
  ...federationDefaults,
  name: 'gfm43',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: {
    './layout': './src/layout.tsx',
    './routes': './src/routes.tsx',
  },
  shared: sharedDependencies(),
  experiments: remoteExperiments,
};
