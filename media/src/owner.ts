/**
 * An app that owns pictures, found from its folder (decision 049): the brand
 * (shared) or a mall's remote. The media build is run with the folders to
 * redraw; without any, it redraws every owner's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_MEDIA, BRAND_IMAGES_MODULE } from '@gfm/shared/images/media-files';
import { BRAND_IMAGE_SET } from '@gfm/shared/images/catalogue-data';
import sharp from 'sharp';
import { artKit, type ImageArt, type MediaArt } from '@gfm/media/art-kit';
import { rootDir } from '@gfm/webpack-config/apps';

/** Picture files an app may put in media/art/ in place of a drawing. */
const PICTURE_FILE = /^([a-z0-9][a-z0-9-]*)\.(svg|png|jpe?g|webp)$/;

/** Every folder that owns pictures, for `npm run media` at the root. */
export const MEDIA_OWNER_FOLDERS = ['shared', 'remote-gfm43', 'remote-gfmpalam'].map((folder) =>
  path.join(rootDir, folder),
);

export interface MediaOwner {
  folder: string;
  art: MediaArt;
  /** The folder the set's files are rendered into (`<uploads>/<set>`). */
  setDir: string;
  uploadsDir: string;
  /** Hashes of the sources already rendered, so an unchanged picture is not drawn again. */
  stateFile: string;
  artFilesDir: string;
  imagesModule: string;
  clipsModule: string;
}

export async function loadOwner(folder: string): Promise<MediaOwner> {
  const artModule = path.join(folder, APP_MEDIA.art);
  if (!fs.existsSync(artModule)) throw new Error(`${folder} has no ${APP_MEDIA.art}: it owns no pictures`);
  const { art } = (await import(artModule)) as { art: MediaArt };
  const uploadsDir = path.join(folder, APP_MEDIA.uploads);
  return {
    folder,
    art,
    setDir: path.join(uploadsDir, art.set),
    uploadsDir,
    stateFile: path.join(uploadsDir, '.sources.json'),
    artFilesDir: path.join(folder, APP_MEDIA.artFiles),
    imagesModule: path.join(folder, art.set === BRAND_IMAGE_SET ? BRAND_IMAGES_MODULE : APP_MEDIA.images),
    clipsModule: path.join(folder, APP_MEDIA.clips),
  };
}

/** The pictures of an owner: its drawings, with any picture file of the same name in their place. */
export async function imagesOf(owner: MediaOwner): Promise<ImageArt[]> {
  const drawn = owner.art.images(artKit(owner.art.seed ?? owner.art.set));
  const files = fs.existsSync(owner.artFilesDir) ? fs.readdirSync(owner.artFilesDir).sort() : [];
  const fromFiles: ImageArt[] = [];
  for (const file of files) {
    const name = PICTURE_FILE.exec(file)?.[1];
    if (!name) continue;
    const bytes = fs.readFileSync(path.join(owner.artFilesDir, file));
    const { width, height } = await sharp(bytes, { density: 72 }).metadata();
    if (!width || !height) throw new Error(`${file}: not a picture sharp can read`);
    fromFiles.push({ name, width, height, draw: () => bytes });
  }
  const replaced = new Set(fromFiles.map((image) => image.name));
  return [...drawn.filter((image) => !replaced.has(image.name)), ...fromFiles];
}

/** The folders named on the command line (relative to where it runs), or every owner's. */
export function foldersFromArgs(args: readonly string[]): string[] {
  const named = args.filter((arg) => !arg.startsWith('--')).map((arg) => path.resolve(arg));
  return named.length > 0 ? named : MEDIA_OWNER_FOLDERS;
}

/** Writes a generated module formatted as the project's Prettier would, so that it passes the lint as written. */
/** Where a set's placeholders go: beside the set, an index and a folder of a module per kind (decisions 068, 073). */
export function loadersModuleOf(imagesModule: string): string {
  return imagesModule.replace(/\.ts$/, '-loaders.ts');
}

export async function writeModule(file: string, text: string): Promise<void> {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
