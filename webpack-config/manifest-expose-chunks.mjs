// @ts-check
/**
 * Keeps each exposed module's own chunk in its manifest entry.
 *
 * @module-federation/manifest 2.9.2 leaves an expose's own chunk out of the
 * expose's `assets.js.sync` (and `css.sync`) when that chunk also holds a
 * module the app provides to the share scope: the chunk is then listed under
 * the shared module instead (the bug reported for rspack as
 * web-infra-dev/rspack#15699). The blog remote's expose chunks hold the
 * shared run-time configuration, so its manifest named neither of them. The
 * shell's server takes an expose's style sheets from these lists (see
 * decision 029); when it also preloaded the scripts they list (decision 008),
 * the blog pages' own code was found after everything else. This puts the
 * files of each expose's chunk back at the head of its lists, through the
 * manifest plugin's own `additionalData` hook.
 */

/**
 * The chunk Module Federation's ContainerPlugin makes for an expose: `./blog-list` -> `__federation_expose_blog_list`.
 * @param {string} exposeName the manifest's name of the expose (`blog-list`)
 */
export function exposeChunkName(exposeName) {
  return `__federation_expose_${exposeName.replace(/^\.\//, '').replace(/[^\w]/g, '_')}`;
}

/**
 * @typedef {{ sync: string[], async: string[] }} AssetList
 * @typedef {{ name: string, assets: { js: AssetList, css: AssetList } }} StatsExpose
 * @typedef {{ exposes?: StatsExpose[] }} Stats
 */

/**
 * Adds each expose's own chunk files to its sync lists when they are missing.
 * @param {Stats} stats
 * @param {(chunkName: string) => Iterable<string> | undefined} filesOfChunk
 * @returns {Stats}
 */
export function withExposeChunks(stats, filesOfChunk) {
  for (const expose of stats.exposes ?? []) {
    const files = [...(filesOfChunk(exposeChunkName(expose.name)) ?? [])].filter((file) => !file.endsWith('.map'));
    for (const [kind, extension] of /** @type {const} */ ([
      ['js', '.js'],
      ['css', '.css'],
    ])) {
      const own = files.filter((file) => file.endsWith(extension) && !expose.assets[kind].sync.includes(file));
      expose.assets[kind].sync.unshift(...own);
    }
  }
  return stats;
}

/** The `manifest` option of a remote's federation config. */
export const remoteManifest = {
  /** @param {{ stats: unknown, compilation: import('webpack').Compilation }} options */
  additionalData({ stats, compilation }) {
    return /** @type {any} */ (
      withExposeChunks(/** @type {Stats} */ (stats), (name) => compilation.namedChunks.get(name)?.files)
    );
  },
};
