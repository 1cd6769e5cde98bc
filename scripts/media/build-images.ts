/**
 * npm run media:images — renders every image of scripts/media/manifest.ts into
 * responsive variants (spec §9 widths 480…2400, never upscaled) in AVIF, WebP
 * and JPEG, with a tiny blurred placeholder, into shared/media/uploads, and
 * writes the typed catalogue shared/src/images/catalogue-data.ts.
 *
 * Unchanged sources are skipped (a hash of each SVG is kept beside the output),
 * so `--force` redraws everything.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageSources, subDirOf, type ImageSource } from './manifest';

const rootDir = path.resolve(import.meta.dirname, '../..');
const uploadsDir = path.join(rootDir, 'shared/media/uploads');
const catalogueFile = path.join(rootDir, 'shared/src/images/catalogue-data.ts');
const setsDir = path.join(rootDir, 'shared/src/images/sets');
const stateFile = path.join(uploadsDir, '.sources.json');

/** spec §3/§9: the responsive widths. */
export const IMAGE_WIDTHS = [480, 768, 960, 1200, 1536, 2400] as const;
const FORMATS = ['avif', 'webp', 'jpg'] as const;
/** Bump when the encoding settings change, to redraw everything. */
const ENCODER_VERSION = 'v1';
const LOADER_WIDTH = 16;

interface CatalogueRecord {
  set: ImageSource['set'];
  name: string;
  subDir: string;
  file: string;
  width: number;
  height: number;
  widths: number[];
  formats: string[];
  loader: string;
}

const force = process.argv.includes('--force');
const previous: Record<string, { hash: string; record: CatalogueRecord }> = fs.existsSync(stateFile)
  ? JSON.parse(fs.readFileSync(stateFile, 'utf8'))
  : {};
const next: typeof previous = {};

async function renderOne(source: ImageSource): Promise<CatalogueRecord> {
  const subDir = subDirOf(source.set);
  const folder = path.join(uploadsDir, subDir);
  fs.mkdirSync(folder, { recursive: true });
  if (source.vector) {
    const file = `${source.name}.svg`;
    const svgText = fs.readFileSync(path.join(folder, file), 'utf8');
    const loader = await sharp(Buffer.from(svgText)).resize(LOADER_WIDTH).webp({ quality: 40 }).toBuffer();
    return {
      set: source.set,
      name: source.name,
      subDir,
      file,
      width: source.width,
      height: source.height,
      widths: [],
      formats: ['svg'],
      loader: `data:image/webp;base64,${loader.toString('base64')}`,
    };
  }
  const svgText = source.draw();
  const key = `${source.set}/${source.name}`;
  const hash = createHash('sha256').update(ENCODER_VERSION).update(svgText).digest('hex').slice(0, 16);
  const cached = previous[key];
  const widths = IMAGE_WIDTHS.filter((width) => width <= source.width);
  const expected = widths.flatMap((width) =>
    FORMATS.map((format) => path.join(folder, `${source.name}-${width}.${format}`)),
  );
  if (!force && cached?.hash === hash && expected.every((file) => fs.existsSync(file))) {
    next[key] = cached;
    return cached.record;
  }
  // Render once at full size; every variant is a downscale of it.
  const master = await sharp(Buffer.from(svgText), { density: 72 })
    .resize(source.width, source.height)
    .png()
    .toBuffer();
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
  const loader = await sharp(master).resize(LOADER_WIDTH).blur(0.6).webp({ quality: 40 }).toBuffer();
  const largest = widths[widths.length - 1] ?? source.width;
  const record: CatalogueRecord = {
    set: source.set,
    name: source.name,
    subDir,
    file: `${source.name}-${largest}.jpg`,
    width: source.width,
    height: source.height,
    widths,
    formats: [...FORMATS],
    loader: `data:image/webp;base64,${loader.toString('base64')}`,
  };
  next[key] = { hash, record };
  return record;
}

/** The files of an image in the uploads folder: each raster variant, or the SVG. */
function filesOf(record: Pick<CatalogueRecord, 'file' | 'name' | 'widths' | 'formats'>): string[] {
  return record.widths.length > 0
    ? record.widths.flatMap((width) => record.formats.map((format) => `${record.name}-${width}.${format}`))
    : [record.file];
}

/** A hash of an image's files, which its published names carry (shared/src/images/media-files.ts). */
function contentHash(record: CatalogueRecord): string {
  const hash = createHash('sha256');
  for (const file of filesOf(record)) hash.update(fs.readFileSync(path.join(uploadsDir, record.subDir, file)));
  return hash.digest('hex').slice(0, 8);
}

function writeCatalogue(records: CatalogueRecord[]): void {
  const sets = ['gfm', 'gfm43', 'gfmPalam'] as const;
  const entry = (record: CatalogueRecord) =>
    `  '${record.name}': { subDir: '${record.subDir}', file: '${record.file}', hash: '${contentHash(record)}', width: ${record.width}, height: ${record.height}, widths: [${record.widths.join(', ')}], formats: [${record.formats.map((format) => `'${format}'`).join(', ')}], loader: '${record.loader}' },`;
  // One module per set, so an app bundles only the sets it shows (decision 008).
  fs.mkdirSync(setsDir, { recursive: true });
  for (const set of sets) {
    const body = records
      .filter((record) => record.set === set)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(entry)
      .join('\n');
    fs.writeFileSync(
      path.join(setsDir, `${set}.ts`),
      `// Generated by \`npm run media:images\` from scripts/media/manifest.ts. Do not edit.
import type { CatalogueEntry } from '../catalogue-data';

/** Image set "${set}" of the catalogue (spec §3). */
export const ${set} = {
${body}
} as const satisfies Record<string, CatalogueEntry>;
`,
    );
  }
  const text = `// Generated by \`npm run media:images\` from scripts/media/manifest.ts. Do not edit.
/**
 * The image catalogue: three sets keyed by mall id (spec §3), then image name.
 * Where each set's files are published: shared/src/images/media-files.ts.
 * Each set is its own module (./sets); an app registers the sets it shows
 * (see catalogue.ts), so this whole object is for tests, scripts and types.
 */
${sets.map((set) => `import { ${set} } from './sets/${set}';`).join('\n')}

export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'svg';

export interface CatalogueEntry {
  /** Subfolder of shared/media/uploads that holds the files (each app's build publishes them, see media-files.ts). */
  subDir: string;
  /** The default variant: the largest JPEG, or the SVG of a vector image. */
  file: string;
  /** A hash of the image's files, in their published names (\`\${name}-\${width}.\${hash}.\${format}\`). */
  hash: string;
  /** Intrinsic size of the source, used to reserve space. */
  width: number;
  height: number;
  /** Widths of the raster variants; empty for vector images. */
  widths: readonly number[];
  formats: readonly ImageFormat[];
  /** Tiny blurred placeholder shown until the image has loaded (spec §3 "loader"). */
  loader: string;
}

export const catalogue = { ${sets.join(', ')} } as const;
`;
  fs.writeFileSync(catalogueFile, text);
}

const started = performance.now();
const records: CatalogueRecord[] = [];
let index = 0;
async function worker(): Promise<void> {
  while (index < imageSources.length) {
    const source = imageSources[index];
    index += 1;
    if (source) records.push(await renderOne(source));
  }
}
await Promise.all([worker(), worker()]);
fs.writeFileSync(stateFile, `${JSON.stringify(next, null, 1)}\n`);
writeCatalogue(records);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const bytes = records.reduce((sum, record) => {
  for (const width of record.widths)
    for (const format of record.formats)
      sum += fs.statSync(path.join(uploadsDir, record.subDir, `${record.name}-${width}.${format}`)).size;
  return sum;
}, 0);
console.log(`${records.length} images, ${(bytes / 1024 / 1024).toFixed(1)} MiB of variants, in ${seconds} s`);
