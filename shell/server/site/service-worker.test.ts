/**
 * @jest-environment node
 */
import { configFromEnv } from '@gfm/shared/config/environment';
import type { RemoteRelease } from '../releases/remote-release';
import { releaseFiles, versionOf, webAppManifest } from './service-worker';

function release(version: string, manifest: object): RemoteRelease {
  return {
    remote: 'gfm43',
    version,
    entry: `https://gfm43.example.com/gfm43/${version}/remoteEntry.js`,
    manifestUrl: `https://gfm43.example.com/gfm43/${version}/mf-manifest.json`,
    manifest,
    serverEntry: `https://gfm43.example.com/gfm43/${version}/server/remoteEntry.js`,
  };
}

describe('releaseFiles', () => {
  it('lists the entry and every expose’s scripts and sheets, pages included, beside the manifest, once each', () => {
    const files = releaseFiles(
      release('1.0.0', {
        metaData: { publicPath: 'auto' },
        exposes: [
          {
            name: 'layout',
            assets: { js: { sync: ['176.a.js', 'layout.b.js'], async: [] }, css: { sync: ['s.css'] } },
          },
          { name: 'routes', assets: { js: { sync: ['176.a.js'], async: ['page.c.js'] }, css: { async: ['s.css'] } } },
        ],
      }),
    );
    const base = 'https://gfm43.example.com/gfm43/1.0.0/';
    expect(files).toEqual([
      `${base}remoteEntry.js`,
      `${base}176.a.js`,
      `${base}layout.b.js`,
      `${base}s.css`,
      `${base}page.c.js`,
    ]);
  });
});

describe('versionOf', () => {
  it('changes with the shell’s build and with any remote’s release', () => {
    const a = versionOf('shell-1', { gfm43: release('1.0.0', {}) });
    expect(versionOf('shell-1', { gfm43: release('1.0.0', {}) })).toBe(a);
    expect(versionOf('shell-2', { gfm43: release('1.0.0', {}) })).not.toBe(a);
    expect(versionOf('shell-1', { gfm43: release('1.0.1', {}) })).not.toBe(a);
    expect(versionOf('shell-1', {})).not.toBe(a);
  });
});

describe('webAppManifest', () => {
  it('puts the site on a home screen with the brand’s icons, from where the site’s media are published', () => {
    const manifest = webAppManifest(configFromEnv({ IMAGE_BASE_URL: 'https://media.example.com/media/' }), [
      { subDir: 'gfm/icons', file: 'app-icon-192.png', hash: '1a2b3c4d', size: 192, purpose: 'any' },
      { subDir: 'gfm/icons', file: 'app-icon-maskable-512.png', hash: '5e6f7a8b', size: 512, purpose: 'maskable' },
    ]);
    expect(manifest).toMatchObject({
      start_url: '/',
      scope: '/',
      display: 'standalone',
      icons: [
        {
          src: 'https://media.example.com/media/app-icon-192.1a2b3c4d.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'any',
        },
        {
          src: 'https://media.example.com/media/app-icon-maskable-512.5e6f7a8b.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });
});
