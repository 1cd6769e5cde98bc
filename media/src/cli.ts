/**
 * gfm-media images [FOLDER…] [--force]   pictures of each app folder named (every owner's without any)
 * gfm-media videos [FOLDER…] [--force]   clips of each app folder named
 * gfm-media logo                         the logo's wordmark as outlines
 * gfm-media icons                        the brand's app icons
 *
 * `npm run media` runs them all; `npm run media -w remote-…` one mall's
 * pictures and clips, in its own folder.
 */
const builds = {
  images: () => import('./build-images'),
  videos: () => import('./build-videos'),
  logo: () => import('./outline-logo'),
  icons: () => import('./build-icons'),
};
const build = process.argv[2] ?? '';
if (!Object.hasOwn(builds, build)) {
  console.error(`Use: gfm-media ${Object.keys(builds).join('|')} [FOLDER…] [--force]`);
  process.exit(build === '--help' ? 0 : 2);
}
// Each build reads its folders and flags from process.argv.slice(2), as when it was run on its own.
process.argv.splice(2, 1);
await builds[build as keyof typeof builds]();

export {};
