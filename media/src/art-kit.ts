/**
 * What an app's artwork is made of (decision 049). Each app that owns
 * pictures describes them in its own `media/art.ts` (the brand's in
 * shared/media/art.ts, a mall's in its remote): a module that exports
 * `art: MediaArt`, importing only the types below. The media build
 * (build-images.ts, build-videos.ts) calls its `images` with the kit of
 * painters, so the drawing code stays tooling and a mall's folder holds
 * only what is its own.
 */
import { slugOf } from '@gfm/shared/text/slug';
import * as svg from './svg';

export type { Motif, Palette, PaletteName } from './svg';

export interface ImageArt {
  name: string;
  width: number;
  height: number;
  /** Vector images are served as SVG, without raster variants. */
  vector?: boolean;
  /** The picture: SVG text, or the bytes of a picture file (media/art/). */
  draw: () => string | Buffer;
}

export interface ClipArt {
  name: string;
  palette: svg.PaletteName;
  motif: svg.Motif;
  title: string;
}

export interface MediaArt {
  /** The set's id: the brand's ("gfm") or the mall's id. */
  set: string;
  /** The prefix of every drawing's seed (and so of its palette); the set's id unless the pictures predate it. */
  seed?: string;
  images: (kit: ArtKit) => ImageArt[];
  /** Short clips, drawn frame by frame and encoded with ffmpeg. */
  clips?: readonly ClipArt[];
}

/** Pictures for the brands and shops of a mall's data, chosen by category. */
function motifOfCategory(category: string, tag?: string): svg.Motif {
  if (/Dessert|Bakery|Shake|Patisserie|Ice Cream/.test(category)) return 'dessert';
  if (/Cafe|Coffee|Beverage|Tea|Juice/.test(category)) return 'drink';
  if (/Gaming|Cinema|Kids Play/.test(category)) return 'entertainment';
  if (/Gift/.test(category)) return 'gift';
  if (/Fitness|Pickleball|Sport/.test(category)) return 'fitness';
  if (tag === 'food' || /Indian|Asian|Pizza|Grill|Street Food|Kebab/.test(category)) return 'food';
  if (tag === 'beauty' || /Salon|Beauty/.test(category)) return 'beauty';
  if (tag === 'clothing' || /Fashion/.test(category)) return 'clothing';
  return 'retail';
}

/** The painters, with `landscape` seeding each picture from its set and name. */
export function artKit(seed: string) {
  const paletteFor = (key: string): svg.Palette => {
    const name = svg.paletteNames[svg.seedOf(key) % svg.paletteNames.length] as svg.PaletteName;
    return svg.palettes[name];
  };
  return {
    ...svg,
    slugify: slugOf,
    motifOfCategory,
    partnerMotifs: ['retail', 'clothing', 'beauty', 'food', 'gift', 'drink'] as svg.Motif[],
    /** A picture drawn with the palette and seed its name gives. */
    landscape(
      name: string,
      width: number,
      height: number,
      draw: (palette: svg.Palette, seed: number) => string,
    ): ImageArt {
      const key = `${seed}/${name}`;
      return { name, width, height, draw: () => draw(paletteFor(key), svg.seedOf(key)) };
    },
  };
}

export type ArtKit = ReturnType<typeof artKit>;
