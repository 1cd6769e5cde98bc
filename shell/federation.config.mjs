// @ts-check
import { federationDefaults, sharedDependencies } from '../scripts/webpack/federation-shared.mjs';

/**
 * The shell declares no remotes at build time: it registers them at run time
 * from /runtime-config.json, so a remote can move without a shell rebuild.
 */
export const federation = {
  ...federationDefaults,
  name: 'shell',
  remotes: {},
  shared: sharedDependencies(),
};
