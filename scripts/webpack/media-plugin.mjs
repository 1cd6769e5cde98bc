// @ts-check
/**
 * Publishes an app's media with its build: every file of the image sets (and
 * clips) the app owns, from shared/media/uploads into the build's `media/`
 * folder under its content-hashed name (shared/src/images/media-files.ts).
 * The brand's set goes into every app (shared code shows it); a mall's set
 * and clips only into its remote, so they ship with the remote's release.
 * Files are emitted as webpack assets, so the development servers serve them
 * too, from memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { catalogue } from '@gfm/shared/images/catalogue-data';
import { appIcons } from '@gfm/shared/images/app-icons';
import { clipFiles, hashedName, IMAGE_SET_OWNERS, imageFiles, MEDIA_DIR } from '@gfm/shared/images/media-files';
import { videoCatalogue } from '../../remote-gfm43/src/data/clips';
import { uploadsDir } from '../lib/apps.mjs';

/**
 * The files an app publishes: `{ source, published }`, the source under shared/media/uploads.
 * @param {string | undefined} remote the app's remote name; undefined for the shell
 */
export function mediaFilesOf(remote) {
  /** @type {(keyof typeof catalogue)[]} */
  const sets = /** @type {(keyof typeof catalogue)[]} */ (Object.keys(IMAGE_SET_OWNERS)).filter((set) => {
    const owner = IMAGE_SET_OWNERS[set];
    return owner === undefined || owner === remote;
  });
  const images = sets.flatMap((set) => Object.values(catalogue[set]).flatMap((entry) => imageFiles(entry)));
  const clips = Object.entries(videoCatalogue).flatMap(([name, entry]) =>
    IMAGE_SET_OWNERS[entry.set] === remote ? clipFiles(name, entry) : [],
  );
  // The app icons of the web app manifest, which the shell's server names (decision 045).
  const icons =
    remote === undefined
      ? appIcons.map((icon) => ({ source: `${icon.subDir}/${icon.file}`, published: hashedName(icon.file, icon.hash) }))
      : [];
  return [...images, ...clips, ...icons];
}

export class MediaPlugin {
  /** @param {{ remote: string | undefined }} options */
  constructor({ remote }) {
    this.files = mediaFilesOf(remote);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MediaPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'MediaPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const { source, published } of this.files) {
            const file = path.join(uploadsDir, source);
            compilation.fileDependencies.add(file);
            const bytes = await fs.promises.readFile(file).catch(() => undefined);
            if (!bytes) {
              compilation.errors.push(
                new webpack.WebpackError(`MediaPlugin: ${source} is missing from shared/media/uploads (npm run media)`),
              );
              continue;
            }
            // Content-hashed: the name is the promise that the bytes never change (immutable caching).
            compilation.emitAsset(`${MEDIA_DIR}/${published}`, new webpack.sources.RawSource(bytes), {
              immutable: true,
              minimized: true,
            });
          }
        },
      );
    });
  }
}
