import { setRuntimeConfig } from '../config/runtime-config';
import { configFromEnv } from '../config/environment';
import { getImage, lookupImage } from './catalogue';
import { gfm } from './sets/gfm';
import { gfm43 } from '../../../remote-gfm43/src/data/images';
import { gfmPalam } from '../../../remote-gfmpalam/src/data/images';

describe('image catalogue', () => {
  beforeEach(() =>
    setRuntimeConfig({
      ...configFromEnv({
        REMOTE_GFM43_URL: 'https://static.example/remote-gfm43/releases.json',
        REMOTE_GFMPALAM_URL: 'https://palam.example/remoteEntry.js',
      }),
      imageBaseUrl: 'https://assets.example/media',
    }),
  );

  it('finds the brand’s own pictures at the configured base, named by their content', () => {
    const logo = getImage('gfm', 'logo');
    expect(logo.src).toBe(`https://assets.example/media/logo.${gfm.logo.hash}.svg`);
    expect(gfm.logo.hash).toMatch(/^[0-9a-f]{8}$/);
    expect(logo.loader).toMatch(/^data:image\//);
    expect(logo.width).toBeGreaterThan(0);
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
    const logo = getImage('gfmPalam', 'shop-glam-studio');
    expect(logo.width).toBe(480);
    expect(logo.srcSet).toBe(
      `https://palam.example/media/shop-glam-studio-480.${gfmPalam['shop-glam-studio'].hash}.jpg 480w`,
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
      const { gfm43 } = await import('../../../remote-gfm43/src/data/images');
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(fresh.lookupImage('gfm', 'logo')).toBeDefined();
      expect(fresh.lookupImage('gfm43', 'hero-home')).toBeUndefined();
      expect(error).toHaveBeenCalledWith(
        `Image set "gfm43" is not loaded in this app: call registerImageSet('gfm43', …) first.`,
      );
      fresh.registerImageSet('gfm43', gfm43);
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
