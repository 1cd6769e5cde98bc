// @ts-check
/**
 * Publishes an app's media with its build: every file of the image sets (and
 * clips) the app owns, into the build's `media/` folder under its
 * content-hashed name (shared/src/images/media-files.ts). The brand's set,
 * from shared/media/uploads, goes into every app (shared code shows it); a
 * mall's set and clips are the remote's own (decision 049): its
 * src/data/images.ts and src/data/clips.ts list them and its media/uploads
 * holds them, so they ship with the remote's release and nothing outside its
 * folder is read. Files are emitted as webpack assets, so the development
 * servers serve them too, from memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { gfm } from '@gfm/shared/images/sets/gfm';
import { appIcons } from '@gfm/shared/images/app-icons';
import { APP_MEDIA, clipFiles, hashedName, imageFiles, MEDIA_DIR } from '@gfm/shared/images/media-files';
import { uploadsDir as brandUploadsDir } from './apps.mjs';

/**
 * A generated module of the app's own media, if it has one.
 * @param {string} file
 * @returns {Promise<Record<string, unknown> | undefined>}
 */
async function ownModule(file) {
  return fs.existsSync(file) ? /** @type {Record<string, unknown>} */ (await import(file)) : undefined;
}

/**
 * The files an app publishes: `{ file, published }`, `file` the absolute path of the source.
 * @param {{ appDir: string, remote: string | undefined }} app the app's folder and remote name (undefined for the shell)
 */
export async function mediaFilesOf({ appDir, remote }) {
  const brand = Object.values(gfm).flatMap((entry) => imageFiles(entry));
  /** @type {{ source: string, published: string }[]} */
  const own = [];
  if (remote) {
    // A mall's set is named by the mall's id, as its remote is.
    const images = (await ownModule(path.join(appDir, APP_MEDIA.images)))?.[remote];
    const clips = (await ownModule(path.join(appDir, APP_MEDIA.clips)))?.videoCatalogue;
    const entries = /** @type {Record<string, import('@gfm/shared/images/catalogue-data').CatalogueEntry>} */ (
      images ?? {}
    );
    const clipEntries = /** @type {Record<string, import('@gfm/shared/media/videos').VideoEntry>} */ (clips ?? {});
    own.push(...Object.values(entries).flatMap((entry) => imageFiles(entry)));
    own.push(...Object.entries(clipEntries).flatMap(([name, entry]) => clipFiles(name, entry)));
  }
  // The app icons of the web app manifest, which the shell's server names (decision 045).
  const icons =
    remote === undefined
      ? appIcons.map((icon) => ({ source: `${icon.subDir}/${icon.file}`, published: hashedName(icon.file, icon.hash) }))
      : [];
  const ownUploads = path.join(appDir, APP_MEDIA.uploads);
  return [
    ...[...brand, ...icons].map(({ source, published }) => ({ file: path.join(brandUploadsDir, source), published })),
    ...own.map(({ source, published }) => ({ file: path.join(ownUploads, source), published })),
  ];
}

export class MediaPlugin {
  /** @param {{ appDir: string, remote: string | undefined }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MediaPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'MediaPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const { file, published } of await mediaFilesOf(this.options)) {
            compilation.fileDependencies.add(file);
            const bytes = await fs.promises.readFile(file).catch(() => undefined);
            if (!bytes) {
              compilation.errors.push(
                new webpack.WebpackError(`MediaPlugin: ${file} is missing (npm run media, or npm run media -w <app>)`),
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
