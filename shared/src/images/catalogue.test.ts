import { setRuntimeConfig } from '../config/runtime-config';
import { configFromEnv } from '../config/environment';
import type { CatalogueEntry } from './catalogue-data';
import { getImage, imageLoader, lookupImage, registerImageSet, type ImageSets } from './catalogue';
import { gfm } from './sets/gfm';

/** Malls' sets as their remotes register them (each generated in its remote, decision 049). */
const entry = (subDir: string, name: string, width: number, height: number, hash: string): CatalogueEntry => {
  const widths = [480, 768, 960, 1200, 1536, 2400].filter((candidate) => candidate <= width);
  return {
    subDir,
    file: `${name}-${widths[widths.length - 1]}.jpg`,
    hash,
    width,
    height,
    widths,
    formats: ['avif', 'webp', 'jpg'],
  };
};
const gfm43 = {
  'deal-1': entry('gfm43', 'deal-1', 960, 640, '5e6f7a8b'),
  'hero-all-brands': entry('gfm43', 'hero-all-brands', 2400, 1200, '1a2b3c4d'),
  'hero-home': entry('gfm43', 'hero-home', 2400, 1200, 'cacdeeb7'),
};
const gfmpalam = { 'shop-glam-studio': entry('gfmpalam', 'shop-glam-studio', 480, 480, '0a1b2c3d') };
const asSet = <S extends keyof ImageSets>(set: Record<string, CatalogueEntry>) => set as unknown as ImageSets[S];

describe('image catalogue', () => {
  beforeAll(() => {
    registerImageSet('gfm43', asSet<'gfm43'>(gfm43), {
      hero: () => Promise.resolve({ loaders: { hero: ['QUxM', 'SE9NRQ=='] } }),
    });
    registerImageSet('gfmpalam', asSet<'gfmpalam'>(gfmpalam));
  });

  beforeEach(() =>
    setRuntimeConfig({
      ...configFromEnv({
        REMOTE_GFM43_URL: 'https://static.example/remote-gfm43/releases.json',
        REMOTE_GFMPALAM_URL: 'https://palam.example/remoteEntry.js',
      }),
      imageBaseUrl: 'https://assets.example/media',
    }),
  );

  it('finds the brand’s own pictures at the configured base, named by their content', async () => {
    const logo = getImage('gfm', 'logo');
    expect(logo.src).toBe(`https://assets.example/media/logo.${gfm.logo.hash}.svg`);
    expect(gfm.logo.hash).toMatch(/^[0-9a-f]{8}$/);
    await expect(imageLoader(logo)).resolves.toMatch(/^data:image\//);
    expect(logo.width).toBeGreaterThan(0);
  });

  it('fetches a picture’s placeholder from its kind’s module, by its place among that kind’s pictures', async () => {
    await expect(imageLoader(getImage('gfm43', 'hero-all-brands'))).resolves.toBe('data:image/webp;base64,QUxM');
    await expect(imageLoader(getImage('gfm43', 'hero-home'))).resolves.toBe('data:image/webp;base64,SE9NRQ==');
    // A kind whose module the remote did not register has no placeholder, and nothing breaks.
    await expect(imageLoader(getImage('gfm43', 'deal-1'))).resolves.toBeUndefined();
  });

  it('finds a mall’s pictures with its remote (beside its release pointer), every variant in AVIF, WebP and JPEG', () => {
    const hero = getImage('gfm43', 'hero-home');
    const { hash } = gfm43['hero-home'];
    expect(hero.width).toBe(2400);
    expect(hero.src).toBe(`https://static.example/remote-gfm43/media/hero-home-2400.${hash}.jpg`);
    expect(hero.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(hero.sources[0]?.srcSet).toBe(
      [480, 768, 960, 1200, 1536, 2400]
        .map((width) => `https://static.example/remote-gfm43/media/hero-home-${width}.${hash}.avif ${width}w`)
        .join(', '),
    );
    expect(hero.srcSet).toContain(`hero-home-480.${hash}.jpg 480w`);
  });

  it('never offers a variant wider than the source, and finds a remote published at one address beside its entry', () => {
    const logo = getImage('gfmpalam', 'shop-glam-studio');
    expect(logo.width).toBe(480);
    expect(logo.srcSet).toBe(
      `https://palam.example/media/shop-glam-studio-480.${gfmpalam['shop-glam-studio'].hash}.jpg 480w`,
    );
  });

  it('warns and returns no image for an unknown set', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(lookupImage('gfmNowhere', 'logo')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Image set "gfmNowhere" does not exist.');
    warn.mockRestore();
  });

  it('reports a mall set this app has not registered, and resolves it once registered', async () => {
    await jest.isolateModulesAsync(async () => {
      // A fresh catalogue, as an app starts with: only the brand's own set (and its configuration installed).
      (await import('@gfm/shared/config/runtime-config')).setRuntimeConfig(configFromEnv({}));
      const fresh = await import('./catalogue');
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(fresh.lookupImage('gfm', 'logo')).toBeDefined();
      expect(fresh.lookupImage('gfm43', 'hero-home')).toBeUndefined();
      expect(error).toHaveBeenCalledWith(
        `Image set "gfm43" is not loaded in this app: call registerImageSet('gfm43', …) first.`,
      );
      fresh.registerImageSet('gfm43', asSet<'gfm43'>(gfm43), {});
      expect(fresh.lookupImage('gfm43', 'hero-home')?.width).toBe(2400);
      error.mockRestore();
    });
  });

  it('logs an error and returns no image for a missing key', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(lookupImage('gfm', 'no-such-image')).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Image "no-such-image" is missing from image set "gfm".');
    error.mockRestore();
  });

  it('does not treat inherited object keys as images', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(lookupImage('gfm', 'toString')).toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
