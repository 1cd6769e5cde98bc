/**
 * The brand's own pictures (the set "gfm", in every app): the logo, the
 * landing tiles, the blog's pictures and the placeholders. `npm run media`
 * draws them into media/uploads/gfm and writes src/images/sets/gfm.ts.
 */
import type { MediaArt } from '@gfm/media/art-kit';

export const art: MediaArt = {
  set: 'gfm',
  images: ({ landscape, mallFacade, motifScene, brokenImage, palettes }) => [
    // The outlined logo, written by `npm run media:logo`.
    { name: 'logo', width: 240, height: 64, vector: true, draw: () => '' },
    landscape('landing-gfm43', 1200, 800, (p, s) => mallFacade(1200, 800, palettes.plum, s + p.sky.length)),
    landscape('landing-gfmpalam', 1200, 800, (_p, s) => mallFacade(1200, 800, palettes.teal, s)),
    landscape('blog-placeholder', 1200, 800, (_p, s) => motifScene(1200, 800, palettes.rose, s, 'celebration')),
    { name: 'image-fallback', width: 960, height: 640, draw: () => brokenImage(960, 640) },
    ...[1, 2, 3].map((index) =>
      landscape(`blog-slide-${index}`, 1536, 768, (p, s) =>
        motifScene(1536, 768, p, s, (['celebration', 'food', 'entertainment'] as const)[index - 1] ?? 'retail'),
      ),
    ),
  ],
};
