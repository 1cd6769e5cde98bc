import { setRuntimeConfig, getDefaultRuntimeConfig } from '../config/runtime-config';
import { getImage, lookupImage } from './catalogue';

describe('image catalogue', () => {
  beforeEach(() => setRuntimeConfig({ ...getDefaultRuntimeConfig(), imageBaseUrl: 'https://assets.example/uploads' }));

  it('resolves an image against the run-time uploads base path', () => {
    const logo = getImage('gfm', 'logo');
    expect(logo.src).toBe('https://assets.example/uploads/gfm/logo.svg');
    expect(logo.loader).toMatch(/^data:image\//);
    expect(logo.width).toBeGreaterThan(0);
  });

  it('warns and returns no image for an unknown set', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(lookupImage('gfmNowhere', 'logo')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Image set "gfmNowhere" does not exist.');
    warn.mockRestore();
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
