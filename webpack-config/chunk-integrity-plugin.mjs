// @ts-check
/**
 * Every script and style sheet an app's webpack runtime loads carries its
 * `integrity` (docs/decisions/048): the runtime (remoteEntry.js, the shell's
 * main.js) holds the sha384 of each chunk it can load, and its script and
 * link loaders set it, so the browser runs a chunk only if it is the byte-
 * for-byte file of the same build. The runtime itself is checked by whoever
 * loads it: the shell's server names a signed release's remoteEntry.js hash
 * (from its verified release-manifest.json) and its own main.js hash in the
 * page, so one signed hash covers every chunk of the version.
 *
 * The hashes are known only once the chunks are final (minified, their names
 * given their real content hashes), after the runtime was written: the
 * runtime holds a placeholder of the hash's exact length per chunk, which is
 * filled in right after webpack's real content hashes (the runtime's own
 * name has no hash; its source map keeps every column). Written before the
 * pre-compressed copies are made.
 *
 * webpack-subresource-integrity does the same for plain builds, but not for
 * Module Federation containers (its placeholders stay in federated chunks).
 */
import crypto from 'node:crypto';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const NAME = 'ChunkIntegrityPlugin';
/** `sha384-` and 64 characters of base64: the length every placeholder and every hash has. */
const HASH_LENGTH = 71;
const PLACEHOLDER_PREFIX = 'sha384-GFMCHUNKINTEGRITY';
/** A well-formed hash that no file has: a chunk missing from the list is refused, not run unchecked. */
export const NO_FILE = `sha384-${'A'.repeat(64)}`;
/** Where the runtime keeps the hashes: `__webpack_require__.integrity.js[chunkId]` (and `.css`). */
const GLOBAL = `${webpack.RuntimeGlobals.require}.integrity`;

/**
 * A file's Subresource Integrity value, as the browser computes it to check the file (the same
 * formula the shell's server and the release command use for a release's entry).
 * @param {Buffer} bytes
 */
const integrityOf = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

/** @param {number} index */
const placeholderOf = (index) => `${PLACEHOLDER_PREFIX}${index}_`.padEnd(HASH_LENGTH, '_');
const PLACEHOLDER = new RegExp(`${PLACEHOLDER_PREFIX}(\\d+)_+`, 'g');

export class ChunkIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {{ chunk: import('webpack').Chunk, kind: 'js' | 'css' }[]} */
      const slots = [];
      /** @param {import('webpack').Chunk} chunk @param {'js' | 'css'} kind */
      const slotOf = (chunk, kind) => {
        let index = slots.findIndex((slot) => slot.chunk === chunk && slot.kind === kind);
        if (index === -1) index = slots.push({ chunk, kind }) - 1;
        return placeholderOf(index);
      };

      class ChunkIntegrityRuntimeModule extends webpack.RuntimeModule {
        constructor() {
          super('chunk integrity', webpack.RuntimeModule.STAGE_ATTACH);
        }
        /** @override */
        generate() {
          const { chunkGraph } = compilation;
          const chunk = /** @type {import('webpack').Chunk} */ (this.chunk);
          /** @type {Record<'js' | 'css', Record<string, string>>} */
          const hashes = { js: {}, css: {} };
          for (const loaded of [...chunk.getAllAsyncChunks()].sort((a, b) =>
            String(a.id).localeCompare(String(b.id)),
          )) {
            if (loaded.id === null) continue;
            if (webpack.javascript.JavascriptModulesPlugin.chunkHasJs(loaded, chunkGraph))
              hashes.js[loaded.id] = slotOf(loaded, 'js');
            if (chunkGraph.getChunkModulesIterableBySourceType(loaded, 'css/mini-extract'))
              hashes.css[loaded.id] = slotOf(loaded, 'css');
          }
          return `${GLOBAL} = ${JSON.stringify(hashes)};`;
        }
      }

      // Each runtime that loads chunks (a script's or a style sheet's loader hangs on this one), once.
      const withList = new WeakSet();
      compilation.hooks.runtimeRequirementInTree.for(webpack.RuntimeGlobals.ensureChunkHandlers).tap(NAME, (chunk) => {
        if (withList.has(chunk)) return;
        withList.add(chunk);
        compilation.addRuntimeModule(chunk, new ChunkIntegrityRuntimeModule());
      });

      // A chunk script: its hash from the list; a chunk the list lacks gets one no file has.
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (source) =>
          `${source}\nif (chunkId !== undefined) script.integrity = ${GLOBAL}.js[chunkId] || ${JSON.stringify(NO_FILE)};`,
      );
      // A chunk style sheet (one the page did not already have written into it).
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        NAME,
        (source, { tag }) => `${source}\n${tag}.integrity = ${GLOBAL}.css[chunkId] || ${JSON.stringify(NO_FILE)};`,
      );

      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          if (slots.length === 0) return;
          /** @type {Map<number, string>} */
          const filled = new Map();
          const hashOf = (/** @type {number} */ index) => {
            const known = filled.get(index);
            if (known) return known;
            const slot = slots[index];
            const file = slot && [...slot.chunk.files].find((name) => name.endsWith(`.${slot.kind}`));
            const asset = file === undefined ? undefined : compilation.getAsset(file);
            if (!asset) throw new Error(`${NAME}: chunk ${slot?.chunk.id} has no ${slot?.kind} file to hash`);
            const hash = integrityOf(asset.source.buffer());
            filled.set(index, hash);
            return hash;
          };
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const text = source.source().toString();
            if (!text.includes(PLACEHOLDER_PREFIX)) continue;
            const replaced = text.replace(PLACEHOLDER, (_match, index) => hashOf(Number(index)));
            compilation.updateAsset(file, new webpack.sources.RawSource(replaced));
          }
        },
      );
    });
  }
}
