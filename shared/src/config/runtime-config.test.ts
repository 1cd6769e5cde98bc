/**
 * @jest-environment node
 */
import { getRuntimeConfig, loadRuntimeConfig, RuntimeConfigError, setRuntimeConfig } from './runtime-config';
import { configFromEnv, parseRuntimeConfig, unknownConfigVariables } from './environment';

describe('runtime configuration', () => {
  afterEach(() => setRuntimeConfig(configFromEnv({})));

  it('has a default for every setting: an empty environment is the whole site on this machine', () => {
    const config = configFromEnv({});
    expect(config.remotes).toEqual({
      gfm43: 'http://localhost:3001/remoteEntry.js',
      gfmpalam: 'http://localhost:3002/remoteEntry.js',
      blog: 'http://localhost:3003/remoteEntry.js',
    });
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.blogApiUrl).toBe('http://localhost:4000/wp-json');
    expect(config.imageBaseUrl).toBe('/media');
    expect(config.enquiry.endpoint).toBe('http://localhost:4000/api/enquiries');
  });

  it('takes remote locations and services from environment variables', () => {
    const config = configFromEnv({
      REMOTE_GFM43_URL: 'https://gfm43.example.com/remoteEntry.js',
      BLOG_API_URL: 'https://blog.example.com/wp-json/',
      IMAGE_BASE_URL: 'https://cdn.example.com/media/',
      PUBLIC_HOST: 'mall.example',
    });
    expect(config.remotes.gfm43).toBe('https://gfm43.example.com/remoteEntry.js');
    expect(config.remotes.gfmpalam).toBe('http://mall.example:3002/remoteEntry.js');
    expect(config.blogApiUrl).toBe('https://blog.example.com/wp-json');
    expect(config.imageBaseUrl).toBe('https://cdn.example.com/media');
  });

  it('fails at once on a value that cannot be right, naming each variable', () => {
    expect(() =>
      configFromEnv({
        REMOTE_GFM43_URL: 'htp:/gfm43.example/remoteEntry.js',
        ENQUIRY_TRANSPORT: 'email',
        BLOG_API_URL: 'blog',
      }),
    ).toThrow(RuntimeConfigError);
    try {
      configFromEnv({
        REMOTE_GFM43_URL: 'htp:/gfm43.example/remoteEntry.js',
        ENQUIRY_TRANSPORT: 'email',
        BLOG_API_URL: 'blog',
      });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('REMOTE_GFM43_URL must be an http(s) URL');
      expect(message).toContain('ENQUIRY_TRANSPORT must be "collector" or "hosted-form", not "email"');
      expect(message).toContain('BLOG_API_URL must be an http(s) URL');
    }
    expect(() => configFromEnv({ REMOTE_BLOG_URL: 'https://blog.example.com/mf-manifest.json' })).toThrow(
      "REMOTE_BLOG_URL must be the URL of the remote's releases.json or remoteEntry.js",
    );
    expect(
      configFromEnv({ REMOTE_BLOG_URL: 'https://static.example.com/remote-blog/releases.json' }).remotes.blog,
    ).toBe('https://static.example.com/remote-blog/releases.json');
  });

  it('finds a misspelt variable of its own, which would leave a default in place without a word', () => {
    expect(
      unknownConfigVariables(
        { REMOTE_GFM43_ULR: 'x', REMOTE_GFM43_URL: 'y', PATH: '/bin', ENQUIRY_STORE: 'a', SHELL_PORT: '1' },
        ['SHELL_PORT'],
      ),
    ).toEqual(['REMOTE_GFM43_ULR']);
  });

  it('rejects a configuration file with a missing remote, naming the field', () => {
    const broken = {
      ...configFromEnv({}),
      remotes: { gfm43: 'https://a.example/remoteEntry.js', blog: 'https://b.example/remoteEntry.js' },
    };
    expect(() => parseRuntimeConfig(broken)).toThrow(
      new RuntimeConfigError('runtime-config.json: "remotes.gfmpalam" must be a non-empty string'),
    );
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
  });

  it('installs the fetched configuration for the whole page', async () => {
    const body = configFromEnv({ IMAGE_BASE_URL: 'https://cdn.example.com/u' });
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    await loadRuntimeConfig('/runtime-config.json', fetchImpl);
    expect(getRuntimeConfig().imageBaseUrl).toBe('https://cdn.example.com/u');
  });

  it('refuses what is not a configuration', async () => {
    const fetchImpl = jest.fn(async () => new Response('[]', { status: 200 }));
    await expect(loadRuntimeConfig('/runtime-config.json', fetchImpl)).rejects.toThrow(
      new RuntimeConfigError('/runtime-config.json: not a run-time configuration'),
    );
  });

  it('fails clearly when the server does not answer with the configuration', async () => {
    const fetchImpl = jest.fn(async () => new Response('nope', { status: 503 }));
    await expect(loadRuntimeConfig('/runtime-config.json', fetchImpl)).rejects.toThrow(
      '/runtime-config.json answered 503',
    );
  });
});
