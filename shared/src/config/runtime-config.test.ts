/**
 * @jest-environment node
 */
import { buildRuntimeConfig } from '../../../scripts/lib/runtime-config.mjs';
import { loadRuntimeConfig, getRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, setRuntimeConfig, getDefaultRuntimeConfig } from './runtime-config';

describe('runtime configuration', () => {
  afterEach(() => setRuntimeConfig(getDefaultRuntimeConfig()));

  it('accepts what the servers generate from an empty environment', () => {
    const config = parseRuntimeConfig(buildRuntimeConfig({}));
    expect(config.remotes).toEqual({
      gfm43: 'http://localhost:3001/remoteEntry.js',
      gfmpalam: 'http://localhost:3002/remoteEntry.js',
      blog: 'http://localhost:3003/remoteEntry.js',
    });
    expect(config.blogApiUrl).toBe('http://localhost:4000/wp-json');
    expect(config.imageBaseUrl).toBe('/uploads');
  });

  it('takes remote locations and services from environment variables', () => {
    const config = parseRuntimeConfig(
      buildRuntimeConfig({
        REMOTE_GFM43_URL: 'https://gfm43.example.com/remoteEntry.js',
        BLOG_API_URL: 'https://blog.example.com/wp-json/',
        IMAGE_BASE_URL: 'https://cdn.example.com/uploads/',
      }),
    );
    expect(config.remotes.gfm43).toBe('https://gfm43.example.com/remoteEntry.js');
    expect(config.remotes.gfmpalam).toBe('http://localhost:3002/remoteEntry.js');
    expect(config.blogApiUrl).toBe('https://blog.example.com/wp-json');
    expect(config.imageBaseUrl).toBe('https://cdn.example.com/uploads');
  });

  it('rejects a configuration with a missing remote, naming the field', () => {
    const broken = { ...buildRuntimeConfig({}), remotes: { gfm43: 'https://a.example/remoteEntry.js', blog: 'https://b.example/remoteEntry.js' } };
    expect(() => parseRuntimeConfig(broken)).toThrow(new RuntimeConfigError('runtime-config.json: "remotes.gfmpalam" must be a non-empty string'));
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });

  it('rejects a remote given by its manifest, which the shell cannot load', () => {
    const manifest = { ...buildRuntimeConfig({}), remotes: { ...buildRuntimeConfig({}).remotes, blog: 'https://blog.example.com/mf-manifest.json' } };
    expect(() => parseRuntimeConfig(manifest)).toThrow(
      new RuntimeConfigError('runtime-config.json: "remotes.blog" must be the URL of the remote\'s remoteEntry.js, not "https://blog.example.com/mf-manifest.json"'),
    );
  });

  it('installs the fetched configuration for the whole page', async () => {
    const body = buildRuntimeConfig({ IMAGE_BASE_URL: 'https://cdn.example.com/u' });
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    await loadRuntimeConfig('/runtime-config.json', fetchImpl);
    expect(getRuntimeConfig().imageBaseUrl).toBe('https://cdn.example.com/u');
  });

  it('fails clearly when the server does not answer with the configuration', async () => {
    const fetchImpl = jest.fn(async () => new Response('nope', { status: 503 }));
    await expect(loadRuntimeConfig('/runtime-config.json', fetchImpl)).rejects.toThrow('/runtime-config.json answered 503');
  });
});
