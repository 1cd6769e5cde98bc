/**
 * npm run media:images [FOLDER…] — renders the pictures of each app folder
 * named (the brand's `shared`, a mall's `remote-*`; every one without any)
 * into responsive variants (requirements §9 widths 480…2400, never upscaled) in AVIF,
 * WebP and JPEG, with a tiny blurred placeholder, into that folder's
 * media/uploads/<set>, and writes its typed image set (decision 049). What to
 * draw is the folder's media/art.ts, and any picture files in media/art/.
 * A mall's run reads and writes inside its own folder only:
 * `npm run media -w remote-gfmpalam`.
 *
 * Unchanged sources are skipped (a hash of each source is kept in
 * media/uploads/.sources.json), so `--force` redraws everything.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageFormat } from '@gfm/shared/images/catalogue-data';
import type { ImageArt } from '@gfm/media/art-kit';
import { LOADER_PREFIX, loaderKindOf } from '@gfm/shared/images/catalogue-data';
import { foldersFromArgs, imagesOf, loadersModuleOf, loadOwner, writeModule, type MediaOwner } from './owner';

/** requirements §3/§9: the responsive widths. */
export const IMAGE_WIDTHS = [480, 768, 960, 1200, 1536, 2400] as const;
const FORMATS = ['avif', 'webp', 'jpg'] as const satisfies readonly ImageFormat[];
/** Bump when the encoding settings change, to redraw everything. */
const ENCODER_VERSION = 'v1';
/**
 * The placeholders: 8 px wide WebP at quality 40, drawn scaled up under the dimming (decision 073;
 * they were 16 px, 40 % more bytes for a picture nobody reads). Bump the version when these
 * change: a picture whose variants are up to date gets a new placeholder only.
 */
const LOADER_WIDTH = 8;
const LOADER_QUALITY = 40;
const LOADER_VERSION = 'l2';

interface CatalogueRecord {
  set: string;
  name: string;
  subDir: string;
  file: string;
  width: number;
  height: number;
  widths: number[];
  formats: string[];
  loader: string;
  loaderVersion?: string;
}

type State = Record<string, { hash: string; record: CatalogueRecord }>;

const force = process.argv.includes('--force');

/** A picture's tiny placeholder (requirements §3 "loader"), as a `data:` URL. */
async function placeholderOf(picture: Buffer): Promise<string> {
  const webp = await sharp(picture).resize(LOADER_WIDTH).webp({ quality: LOADER_QUALITY }).toBuffer();
  return `${LOADER_PREFIX}${webp.toString('base64')}`;
}

async function renderOne(owner: MediaOwner, source: ImageArt, previous: State, next: State): Promise<CatalogueRecord> {
  const { set } = owner.art;
  const folder = owner.setDir;
  fs.mkdirSync(folder, { recursive: true });
  if (source.vector) {
    const file = `${source.name}.svg`;
    const svgText = fs.readFileSync(path.join(folder, file), 'utf8');
    const loader = await placeholderOf(Buffer.from(svgText));
    return {
      set,
      name: source.name,
      subDir: set,
      file,
      width: source.width,
      height: source.height,
      widths: [],
      formats: ['svg'],
      loader,
      loaderVersion: LOADER_VERSION,
    };
  }
  const drawing = source.draw();
  const key = `${set}/${source.name}`;
  const hash = createHash('sha256').update(ENCODER_VERSION).update(drawing).digest('hex').slice(0, 16);
  const cached = previous[key];
  const widths = IMAGE_WIDTHS.filter((width) => width <= source.width);
  const expected = widths.flatMap((width) =>
    FORMATS.map((format) => path.join(folder, `${source.name}-${width}.${format}`)),
  );
  // Render once at full size; every variant is a downscale of it.
  const render = () =>
    sharp(typeof drawing === 'string' ? Buffer.from(drawing) : drawing, { density: 72 })
      .resize(source.width, source.height)
      .png()
      .toBuffer();
  if (!force && cached?.hash === hash && expected.every((file) => fs.existsSync(file))) {
    if (cached.record.loaderVersion === LOADER_VERSION) {
      next[key] = cached;
      return cached.record;
    }
    const record = { ...cached.record, loader: await placeholderOf(await render()), loaderVersion: LOADER_VERSION };
    next[key] = { hash, record };
    return record;
  }
  const master = await render();
  for (const width of widths) {
    const resized = sharp(master).resize(width);
    await resized
      .clone()
      .avif({ quality: 50, effort: 3 })
      .toFile(path.join(folder, `${source.name}-${width}.avif`));
    await resized
      .clone()
      .webp({ quality: 76, effort: 4 })
      .toFile(path.join(folder, `${source.name}-${width}.webp`));
    await resized
      .clone()
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(path.join(folder, `${source.name}-${width}.jpg`));
  }
  const loader = await placeholderOf(master);
  const largest = widths[widths.length - 1] ?? source.width;
  const record: CatalogueRecord = {
    set,
    name: source.name,
    subDir: set,
    file: `${source.name}-${largest}.jpg`,
    width: source.width,
    height: source.height,
    widths,
    formats: [...FORMATS],
    loader,
    loaderVersion: LOADER_VERSION,
  };
  next[key] = { hash, record };
  return record;
}

/** The files of an image in its set's folder: each raster variant, or the SVG. */
function filesOf(record: Pick<CatalogueRecord, 'file' | 'name' | 'widths' | 'formats'>): string[] {
  return record.widths.length > 0
    ? record.widths.flatMap((width) => record.formats.map((format) => `${record.name}-${width}.${format}`))
    : [record.file];
}

/** A hash of an image's files, which its published names carry (shared/src/images/media-files.ts). */
function contentHash(owner: MediaOwner, record: CatalogueRecord): string {
  const hash = createHash('sha256');
  for (const file of filesOf(record)) hash.update(fs.readFileSync(path.join(owner.setDir, file)));
  return hash.digest('hex').slice(0, 8);
}

/** Removes the files of pictures the art no longer has, so the folder holds what the set lists. */
function removeStale(owner: MediaOwner, records: readonly CatalogueRecord[]): number {
  const kept = new Set(records.flatMap((record) => filesOf(record)));
  const stale = fs
    .readdirSync(owner.setDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !kept.has(entry.name));
  for (const entry of stale) fs.rmSync(path.join(owner.setDir, entry.name));
  return stale.length;
}

/** A kind with fewer pictures than this shares the module `other`: a chunk costs a request and its name in the app's runtime. */
const LOADER_MODULE_MIN = 6;

/**
 * Writes a set's placeholders: a module per kind of picture (the first word of its name; kinds of
 * fewer than LOADER_MODULE_MIN pictures together in `other`), each holding its kinds' placeholders
 * in the set's order, and an index of their imports, a chunk each. Removes the modules of kinds gone.
 */
async function writeLoaders(owner: MediaOwner, sorted: readonly CatalogueRecord[]): Promise<void> {
  const { set } = owner.art;
  const header = `// Generated by \`npm run media\` from ${path.basename(owner.folder)}/media/art.ts. Do not edit.`;
  const index = loadersModuleOf(owner.imagesModule);
  const folder = index.replace(/\.ts$/, '');
  const kinds = new Map<string, CatalogueRecord[]>();
  for (const record of sorted) {
    const kind = loaderKindOf(record.name);
    kinds.set(kind, [...(kinds.get(kind) ?? []), record]);
  }
  const moduleOf = (kind: string) => ((kinds.get(kind)?.length ?? 0) >= LOADER_MODULE_MIN ? kind : 'other');
  const modules = new Map<string, string[]>();
  for (const kind of kinds.keys()) modules.set(moduleOf(kind), [...(modules.get(moduleOf(kind)) ?? []), kind]);
  fs.mkdirSync(folder, { recursive: true });
  for (const file of fs.readdirSync(folder))
    if (!modules.has(file.replace(/\.ts$/, ''))) fs.rmSync(path.join(folder, file));
  for (const [module, moduleKinds] of modules)
    await writeModule(
      path.join(folder, `${module}.ts`),
      `${header}
import type { LoaderModule } from '@gfm/shared/images/catalogue-data';

/** Placeholders of image set "${set}" by kind of picture, each in the set's order, in base64 WebP (decision 073). */
export const loaders: LoaderModule = {
${moduleKinds
  .map(
    (kind) => `  '${kind}': [
${(kinds.get(kind) ?? []).map((record) => `    // ${record.name}\n    '${record.loader.slice(LOADER_PREFIX.length)}',`).join('\n')}
  ],`,
  )
  .join('\n')}
};
`,
    );
  const base = path.basename(folder);
  const shared = modules.has('other') ? `const other = () => import('./${base}/other');\n\n` : '';
  await writeModule(
    index,
    `${header}
import type { LoaderKinds } from '@gfm/shared/images/catalogue-data';

${shared}/** The placeholders of image set "${set}" (requirements §3 "loader"), a module per kind of picture (decision 073). */
export const loaderKinds: LoaderKinds = {
${[...kinds.keys()].map((kind) => (moduleOf(kind) === 'other' ? `  '${kind}': other,` : `  '${kind}': () => import('./${base}/${kind}'),`)).join('\n')}
};
`,
  );
}

async function writeSet(owner: MediaOwner, records: CatalogueRecord[]): Promise<void> {
  const { set } = owner.art;
  const sorted = [...records].sort((a, b) => a.name.localeCompare(b.name));
  const entry = (record: CatalogueRecord) =>
    `  '${record.name}': { subDir: '${record.subDir}', file: '${record.file}', hash: '${contentHash(owner, record)}', width: ${record.width}, height: ${record.height}, widths: [${record.widths.join(', ')}], formats: [${record.formats.map((format) => `'${format}'`).join(', ')}] },`;
  // One module per set, in the app that shows it, so an app bundles only its own (decision 008, 049).
  await writeModule(
    owner.imagesModule,
    `// Generated by \`npm run media\` from ${path.basename(owner.folder)}/media/art.ts. Do not edit.
import type { CatalogueEntry } from '@gfm/shared/images/catalogue-data';

/** Image set "${set}" of the catalogue (requirements §3). */
export const ${set} = {
${sorted.map(entry).join('\n')}
} as const satisfies Record<string, CatalogueEntry>;
`,
  );
  // The placeholders are most of a set's bytes and only show while a picture on screen is still
  // loading: modules of their own, which the app asks for then (decisions 068, 073).
  await writeLoaders(owner, sorted);
}

async function buildOwner(folder: string): Promise<void> {
  const started = performance.now();
  const owner = await loadOwner(folder);
  const previous: State = fs.existsSync(owner.stateFile) ? JSON.parse(fs.readFileSync(owner.stateFile, 'utf8')) : {};
  const next: State = {};
  const sources = await imagesOf(owner);
  const records: CatalogueRecord[] = [];
  let index = 0;
  const worker = async () => {
    while (index < sources.length) {
      const source = sources[index];
      index += 1;
      if (source) records.push(await renderOne(owner, source, previous, next));
    }
  };
  await Promise.all([worker(), worker()]);
  // In name order, not the order the workers finished in, so that a run changes only the lines of what it drew.
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(owner.stateFile, `${JSON.stringify(sorted, null, 1)}\n`);
  const removed = removeStale(owner, records);
  await writeSet(owner, records);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const bytes = records.reduce((sum, record) => {
    for (const file of filesOf(record)) sum += fs.statSync(path.join(owner.setDir, file)).size;
    return sum;
  }, 0);
  console.log(
    `${path.basename(folder)}: ${records.length} images (set "${owner.art.set}"), ${(bytes / 1024 / 1024).toFixed(1)} MiB, ${removed} stale files removed, in ${seconds} s`,
  );
}

for (const folder of foldersFromArgs(process.argv.slice(2))) await buildOwner(folder);
