/**
 * npm run media:videos [FOLDER…] — the short original clips of each mall
 * folder named (every one that has clips without any): frames drawn as SVG,
 * rendered with sharp and encoded with ffmpeg (Debian's package) to WebM
 * (VP9) and MP4 (H.264), each with a poster in WebP and JPEG, into the
 * folder's media/uploads/<set>/videos; writes its clip catalogue
 * (src/data/clips.ts, decision 049). What to draw is the `clips` of the
 * folder's media/art.ts. A clip whose description and files are unchanged is
 * not encoded again (media/uploads/.clips.json); `--force` encodes them all.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CLIP_FILES } from '@gfm/shared/images/media-files';
import type { ClipArt } from '@gfm/media/art-kit';
import { foldersFromArgs, loadOwner, writeModule, type MediaOwner } from './owner';
import { animatedFrame, palettes, seedOf } from '@gfm/media/svg';

const WIDTH = 854;
const HEIGHT = 480;
const FPS = 24;
const SECONDS = 4;
/** Bump when the encoding settings change, to encode every clip again. */
const ENCODER_VERSION = 'v1';
const force = process.argv.includes('--force');

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error) throw new Error(`ffmpeg could not run (apt-get install ffmpeg): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`ffmpeg failed with ${result.status}`);
}

/** The files of a clip (media-files.ts publishes them under names with this hash). */
const filesOf = (name: string) => Object.values(CLIP_FILES).map((suffix) => `${name}${suffix}`);

function contentHash(outDir: string, name: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(name)) hash.update(fs.readFileSync(path.join(outDir, file)));
  return hash.digest('hex').slice(0, 8);
}

/** Draws a clip's frames and encodes them; returns its sizes. */
async function encodeClip(outDir: string, clip: ClipArt): Promise<string> {
  const frames = fs.mkdtempSync(path.join(os.tmpdir(), `gfm-${clip.name}-`));
  const total = FPS * SECONDS;
  for (let frame = 0; frame < total; frame += 1) {
    const svgText = animatedFrame(WIDTH, HEIGHT, palettes[clip.palette], seedOf(clip.name), clip.motif, frame / total);
    await sharp(Buffer.from(svgText))
      .png({ compressionLevel: 1 })
      .toFile(path.join(frames, `${String(frame).padStart(4, '0')}.png`));
  }
  const input = ['-framerate', String(FPS), '-i', path.join(frames, '%04d.png')];
  const mp4 = path.join(outDir, `${clip.name}.mp4`);
  const webm = path.join(outDir, `${clip.name}.webm`);
  ffmpeg([
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    mp4,
  ]);
  ffmpeg([
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '40',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-an',
    webm,
  ]);
  const poster = sharp(path.join(frames, '0000.png'));
  await poster
    .clone()
    .webp({ quality: 72 })
    .toFile(path.join(outDir, `${clip.name}-poster.webp`));
  await poster
    .clone()
    .jpeg({ quality: 75, mozjpeg: true })
    .toFile(path.join(outDir, `${clip.name}-poster.jpg`));
  fs.rmSync(frames, { recursive: true, force: true });
  return `${clip.name}: mp4 ${(fs.statSync(mp4).size / 1024).toFixed(0)} KiB, webm ${(fs.statSync(webm).size / 1024).toFixed(0)} KiB`;
}

async function buildOwner(owner: MediaOwner): Promise<void> {
  const clips = owner.art.clips ?? [];
  const { set } = owner.art;
  const subDir = `${set}/videos`;
  const outDir = path.join(owner.uploadsDir, subDir);
  const stateFile = path.join(owner.uploadsDir, '.clips.json');
  const previous: Record<string, string> = fs.existsSync(stateFile)
    ? JSON.parse(fs.readFileSync(stateFile, 'utf8'))
    : {};
  const next: Record<string, string> = {};
  fs.mkdirSync(outDir, { recursive: true });
  const started = performance.now();
  for (const clip of clips) {
    const source = createHash('sha256')
      .update(JSON.stringify([ENCODER_VERSION, WIDTH, HEIGHT, FPS, SECONDS, clip]))
      .digest('hex')
      .slice(0, 16);
    next[clip.name] = source;
    const present = filesOf(clip.name).every((file) => fs.existsSync(path.join(outDir, file)));
    if (!force && present && previous[clip.name] === source) continue;
    console.log(await encodeClip(outDir, clip));
  }
  fs.writeFileSync(stateFile, `${JSON.stringify(next, null, 1)}\n`);
  const entries = clips
    .map(
      (clip) =>
        `  '${clip.name}': { set: '${set}', subDir: '${subDir}', hash: '${contentHash(outDir, clip.name)}', title: '${clip.title.replace(/'/g, "\\'")}', width: ${WIDTH}, height: ${HEIGHT}, seconds: ${SECONDS} },`,
    )
    .join('\n');
  await writeModule(
    owner.clipsModule,
    `// Generated by \`npm run media\` from ${path.basename(owner.folder)}/media/art.ts (media/src/build-videos.ts). Do not edit.
import type { VideoEntry } from '@gfm/shared/media/videos';

/** The mall's clips, in media/uploads (decision 049). */
export const videoCatalogue = {
${entries}
} as const satisfies Record<string, VideoEntry>;

export type VideoName = keyof typeof videoCatalogue;
`,
  );
  console.log(
    `${path.basename(owner.folder)}: ${clips.length} clips in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

for (const folder of foldersFromArgs(process.argv.slice(2))) {
  const owner = await loadOwner(folder);
  if (owner.art.clips) await buildOwner(owner);
}
