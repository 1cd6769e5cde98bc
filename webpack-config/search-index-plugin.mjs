// @ts-check
/**
 * Publishes a mall remote's search entries with its build, as it publishes
 * its manifest: `search-index.json` beside `remoteEntry.js`, from the
 * remote's own `src/search-entries.ts` (SearchIndexModule). The shell's server
 * reads the file of each remote's current release; nothing imports a
 * remote's data across apps.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { SEARCH_INDEX_FILE } from '@gfm/shared/contracts/remotes';

/** The module of an app that publishes search entries, if it has one. @param {string} appDir */
export const searchIndexModuleOf = (appDir) => {
  const file = path.join(appDir, 'src/search-entries.ts');
  return fs.existsSync(file) ? file : undefined;
};

export class SearchIndexPlugin {
  /** @param {{ module: string }} options */
  constructor({ module }) {
    this.module = module;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SearchIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'SearchIndexPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            // A fresh copy each build (the query), so a data change shows in watch mode too.
            /** @type {import('@gfm/shared/contracts/remotes').SearchIndexModule} */
            const loaded = await import(`${pathToFileURL(this.module).href}?build=${Date.now()}`);
            const json = JSON.stringify(loaded.searchEntries());
            compilation.emitAsset(SEARCH_INDEX_FILE, new webpack.sources.RawSource(json));
          } catch (error) {
            compilation.errors.push(
              new webpack.WebpackError(
                `SearchIndexPlugin: ${this.module}: ${error instanceof Error ? error.message : String(error)}`,
              ),
            );
          }
        },
      );
    });
  }
}
