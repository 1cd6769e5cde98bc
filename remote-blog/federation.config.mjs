// @ts-check
import { federationDefaults, remoteExperiments, sharedDependencies } from '@gfm/webpack-config/federation-shared';
import { remoteManifest } from '@gfm/webpack-config/manifest-expose-chunks';

/** The blog pages, parameterised by mall; the shell renders them inside each mall's layout. */
export const federation = {
  ...federationDefaults,
  name: 'blog',
  filename: 'remoteEntry.js',
  manifest: remoteManifest,
  exposes: {
    './blog-list': './src/pages/blog-list/blog-list-page.tsx',
    './blog-post': './src/pages/blog-post/blog-post-page.tsx',
  },
  shared: sharedDependencies(),
  experiments: remoteExperiments,
};
