// @ts-check
/**
 * The shell's main.js is small: the federation runtime negotiates the shared
 * modules, then loads the bootstrap chunk and the chunks of React, react-dom
 * and the router, whose style sheets draw the page. This plugin writes the
 * entry and those style sheets to `client-assets.json`, which the shell's
 * server writes into every page it renders (decision 028).
 *
 * Which files: the chunks of the entry's async imports (the bootstrap), and,
 * following each shared module those chunks consume, the chunks of its
 * fallback and of the shell's own provider, recursively (react-dom consumes
 * react and scheduler). Nothing else: route pages and remotes stay lazy.
 */
const NAME = 'ClientAssetsPlugin';

/** The file the shell's server reads (its `DocumentAssets`, without the remotes' parts). */
export const CLIENT_ASSETS_FILE = 'client-assets.json';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return { scripts: [], styles: [] };
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @type {import('webpack').Module[]} */
  const queue = [];
  /** @type {Map<string, import('webpack').Module[]>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const name = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
    if (name) providers.set(name, [...(providers.get(name) ?? []), module]);
  }

  /** @param {import('webpack').Module} module */
  const blockGroups = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block));
  /** @param {import('webpack').ChunkGroup | undefined} group */
  const addGroup = (group) => {
    for (const chunk of group?.chunks ?? []) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) queue.push(module);
    }
  };

  // The entry's own modules: what they import asynchronously at start (the bootstrap).
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type.startsWith('javascript/')) for (const group of blockGroups(module)) addGroup(group);
    }
  }
  // Each shared module those chunks consume comes from the shell's own provider (the shell provides
  // all it shares; the consume fallback, a second copy of the same chunk, is not loaded).
  while (queue.length) {
    const module = /** @type {import('webpack').Module} */ (queue.shift());
    if (module.type !== 'consume-shared-module') continue;
    const key = /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module)).options?.shareKey;
    for (const provider of (key && providers.get(key)) || [])
      for (const group of blockGroups(provider)) addGroup(group);
  }

  const scripts = new Set();
  const styles = new Set();
  for (const chunk of chunks) {
    if (entry.chunks.includes(chunk)) continue;
    for (const file of chunk.files) {
      if (file.endsWith('.js')) scripts.add(file);
      else if (file.endsWith('.css')) styles.add(file);
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

export class ClientAssetsPlugin {
  /**
   * `boot`: the file of the boot build (bootConfig in create-config.mjs) the page names instead of the entry.
   * @param {{ entryName?: string, publicPath?: string, boot?: string }} [options]
   */
  constructor({ entryName = 'main', publicPath = '/', boot } = {}) {
    this.entryName = entryName;
    this.publicPath = publicPath;
    this.boot = boot;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const { styles } = startupFiles(compilation, this.entryName);
          const entry = compilation.entrypoints
            .get(this.entryName)
            ?.getFiles()
            .find((file) => file.endsWith('.js'));
          const assets = {
            entry: `${this.publicPath}${entry ?? 'main.js'}`,
            ...(this.boot ? { boot: `${this.publicPath}${this.boot}` } : {}),
            styles: styles.map((file) => `${this.publicPath}${file}`),
          };
          compilation.emitAsset(CLIENT_ASSETS_FILE, new RawSource(`${JSON.stringify(assets, null, 2)}\n`));
        },
      );
    });
  }
}
