// @ts-check
import path from 'node:path';
import { federationDefaults, hostExperiments, sharedDependencies } from '@gfm/webpack-config/federation-shared';

/**
 * The shell declares no remotes at build time: it registers them at run time
 * from /runtime-config.json, so a remote can move without a shell rebuild.
 */
export const federation = {
  ...federationDefaults,
  name: 'shell',
  remotes: {},
  shared: sharedDependencies(),
  experiments: hostExperiments,
  runtimePlugins: [path.join(import.meta.dirname, 'src/federation/provide-runtime-core.ts')],
};
