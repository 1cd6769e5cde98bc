/**
 * @jest-environment node
 */
import http from 'node:http';
import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBlogRequestHints, createRouteHints, featuredImageOf, manifestUrlOf, preloadsFromManifest, remoteModulesFor } from './route-hints.mjs';
import { WordPressClient } from '../../remote-blog/src/api/wordpress';
import { LATEST_POSTS } from '../../remote-blog/src/pages/blog-post/blog-post-page';
import { createStaticServer } from './static-server.mjs';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { name: 'layout', assets: { js: { sync: ['443.aaaaaaaa.js', '__federation_expose_layout.bbbbbbbb.js'] }, css: { sync: ['layout.cccccccc.css'] } } },
    { name: 'routes', assets: { js: { sync: ['443.aaaaaaaa.js', 'routes.dddddddd.js'] }, css: { sync: [] } } },
  ],
};

/** A remote's static server as far as the hints care: its manifest, counted. */
function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }));
  });
}

describe('route hints', () => {
  it('follows the shell route tree: a mall page needs its layout and routes, a blog page the layout and one blog module', () => {
    expect(remoteModulesFor('/')).toEqual([]);
    expect(remoteModulesFor('/404')).toEqual([]);
    expect(remoteModulesFor('/gfm43/automotive/mercedes')).toEqual([{ remote: 'gfm43', exposes: ['layout', 'routes'] }]);
    expect(remoteModulesFor('/gfmpalam/blogs')).toEqual([
      { remote: 'gfmpalam', exposes: ['layout'] },
      { remote: 'blog', exposes: ['blog-list'] },
    ]);
    expect(remoteModulesFor('/gfm43/blog/coffee-trail')).toEqual([
      { remote: 'gfm43', exposes: ['layout'] },
      { remote: 'blog', exposes: ['blog-post'] },
    ]);
  });

  it('lists the remote entry, then each module’s styles and scripts, once each, next to the manifest', () => {
    expect(preloadsFromManifest('https://gfm43.example/app/mf-manifest.json', manifest, ['layout', 'routes'])).toEqual([
      { as: 'script', href: 'https://gfm43.example/app/remoteEntry.js' },
      { as: 'style', href: 'https://gfm43.example/app/layout.cccccccc.css' },
      { as: 'script', href: 'https://gfm43.example/app/443.aaaaaaaa.js' },
      { as: 'script', href: 'https://gfm43.example/app/__federation_expose_layout.bbbbbbbb.js' },
      { as: 'script', href: 'https://gfm43.example/app/routes.dddddddd.js' },
    ]);
    const withPublicPath = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/gfm43/' } };
    expect(preloadsFromManifest('https://gfm43.example/mf-manifest.json', withPublicPath, ['routes'])[0]?.href).toBe('https://cdn.example/gfm43/remoteEntry.js');
  });

  it('starts a post’s WordPress requests with the document, at the very URLs remote-blog asks for, and its picture', async () => {
    const asked = [];
    const client = new WordPressClient('https://blog.example.com/wp-json/', async (url) => {
      asked.push(String(url));
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    });
    await client.postBySlug('coffee-trail');
    await client.latestPosts(LATEST_POSTS);
    const read = [];
    const blogRequestHints = createBlogRequestHints({
      fetchJson: async (url) => {
        read.push(url);
        return [{ _embedded: { 'wp:featuredmedia': [{ source_url: 'https://blog.example.com/wp-content/uploads/coffee.jpg?a=1&b=2' }] } }];
      },
    });
    const hints = await blogRequestHints('/gfm43/blog/coffee-trail', 'https://blog.example.com/wp-json/');
    const preloaded = [...hints.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    expect(preloaded).toEqual(asked);
    expect(read).toEqual([asked[0]]);
    expect(hints).toContain('<link rel="preconnect" href="https://blog.example.com" crossorigin>');
    expect(hints).toContain('<link rel="preload" as="image" href="https://blog.example.com/wp-content/uploads/coffee.jpg?a=1&amp;b=2" fetchpriority="high">');
    // Read once per five seconds, not once per visitor.
    await blogRequestHints('/gfm43/blog/coffee-trail', 'https://blog.example.com/wp-json/');
    expect(read).toHaveLength(1);
  });

  it('still names a post’s requests when WordPress is slow or down, without a picture', async () => {
    const hang = createBlogRequestHints({ fetchJson: () => new Promise(() => undefined), timeoutMs: 50 });
    const down = createBlogRequestHints({ fetchJson: async () => Promise.reject(new Error('ECONNREFUSED')) });
    for (const blogRequestHints of [hang, down]) {
      const hints = await blogRequestHints('/gfmpalam/blog/music-nights', 'http://localhost:4000/wp-json');
      expect(hints).toContain('as="fetch" href="http://localhost:4000/wp-json/wp/v2/posts?slug=music-nights&amp;_embed"');
      expect(hints).not.toContain('as="image"');
    }
  });

  it('reads the featured picture as WordPress answers it, and only an http(s) one', () => {
    const fixture = (name) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../test/fixtures/wordpress', name), 'utf8'));
    expect(featuredImageOf(fixture('posts_slug_embed.json'))).toBe('http://127.0.0.1:8089/wp-content/uploads/2024/10/diwali.png');
    expect(featuredImageOf(fixture('posts_slug_embed_no_image.json'))).toBeUndefined();
    expect(featuredImageOf(fixture('posts_slug_missing.json'))).toBeUndefined();
    expect(featuredImageOf([{ _embedded: { 'wp:featuredmedia': [{ source_url: 'javascript:alert(1)' }] } }])).toBeUndefined();
    expect(featuredImageOf({ code: 'rest_invalid_param' })).toBeUndefined();
  });

  it('gives the blog list only the connection, and nothing to odd or other paths', async () => {
    const fetchJson = jest.fn();
    const blogRequestHints = createBlogRequestHints({ fetchJson });
    expect(await blogRequestHints('/gfmpalam/blogs', 'http://localhost:4000/wp-json')).toBe('<link rel="preconnect" href="http://localhost:4000" crossorigin>');
    for (const path of ['/', '/gfm43', '/gfm43/all-brands', '/elsewhere/blog/x', '/gfm43/blog/x/y', '/gfm43/blog/%3Cscript%3E', '/gfm43/blog/Bad_Slug']) {
      expect(await blogRequestHints(path, 'http://localhost:4000/wp-json')).toBe('');
    }
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('finds the manifest beside the configured remoteEntry.js', () => {
    expect(manifestUrlOf('https://cdn.example/gfm43/v7/remoteEntry.js')).toBe('https://cdn.example/gfm43/v7/mf-manifest.json');
    expect(manifestUrlOf('https://cdn.example/gfm43/mf-manifest.json')).toBe('https://cdn.example/gfm43/mf-manifest.json');
  });

  it('reads the live manifest, reuses it briefly, and escapes what it writes into the page', async () => {
    let requests = 0;
    const paths = new Set();
    const hostile = { ...manifest, exposes: [{ name: 'layout', assets: { js: { sync: ['a.js"><script>alert(1)</script>'] } } }] };
    const { server, origin } = await listen((request, response) => {
      paths.add(request.url);
      if (request.url !== '/mf-manifest.json') {
        response.writeHead(404);
        response.end();
        return;
      }
      requests += 1;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(requests === 1 ? manifest : hostile));
    });
    let clock = 0;
    const hintsFor = createRouteHints({ ttlMs: 5000, now: () => clock });
    const remotes = { gfm43: `${origin}/remoteEntry.js` };
    const first = await hintsFor('/gfm43', remotes);
    expect([...paths].sort()).toEqual(['/first-screen.json', '/mf-manifest.json']);
    expect(first).not.toContain('as="image"'); // the remote has no first-screen pictures
    expect(first).toContain(`<link rel="preconnect" href="${origin}">`);
    expect(first).toContain(`<link rel="preload" as="script" href="${origin}/remoteEntry.js">`);
    expect(first).toContain(`<link rel="preload" as="script" href="${origin}/routes.dddddddd.js">`);
    await hintsFor('/gfm43/all-brands', remotes);
    expect(requests).toBe(1);
    clock = 6000; // the remote may have been redeployed: read its manifest again
    const later = await hintsFor('/gfm43', remotes);
    expect(requests).toBe(2);
    expect(later).not.toContain('<script>');
    expect(later).toContain('a.js%22%3E%3Cscript%3E');
    await new Promise((resolve) => server.close(resolve));
  });

  it("preload the page's first picture from the remote's first-screen.json, under the run-time image base URL", async () => {
    const firstScreen = {
      routes: {
        '/gfm43/food-and-drinks': { type: 'image/avif', srcset: '/gfm43/food-1-480.avif 480w, /gfm43/food-1-768.avif 768w', sizes: '(min-width: 1024px) 60vw, 100vw' },
        '/gfm43/hostile': { type: 'image/avif', srcset: '/x.avif" onload="alert(1) 480w', sizes: '100vw' },
      },
    };
    const { server, origin } = await listen((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(request.url === '/first-screen.json' ? firstScreen : manifest));
    });
    const hintsFor = createRouteHints();
    const remotes = { gfm43: `${origin}/remoteEntry.js` };
    const food = await hintsFor('/gfm43/food-and-drinks/', remotes, 'https://cdn.example/uploads/');
    expect(food).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="https://cdn.example/uploads/gfm43/food-1-480.avif 480w, https://cdn.example/uploads/gfm43/food-1-768.avif 768w" imagesizes="(min-width: 1024px) 60vw, 100vw" fetchpriority="high">',
    );
    expect(await hintsFor('/gfm43/contact-us', remotes)).not.toContain('as="image"');
    expect(await hintsFor('/gfm43/hostile', remotes)).toContain('imagesrcset="/uploads/x.avif&quot; onload=&quot;alert(1) 480w"');
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives only the connection hint, in time, when a remote hangs or is down', async () => {
    const { server, origin } = await listen(() => undefined); // accepts, never answers
    const hintsFor = createRouteHints({ timeoutMs: 200 });
    const started = Date.now();
    const hints = await hintsFor('/gfmpalam/fitness', { gfmpalam: `${origin}/mf-manifest.json` });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(hints).toBe(`<link rel="preconnect" href="${origin}">`);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(await createRouteHints()('/gfm43', { gfm43: `${origin}/mf-manifest.json` })).toBe(`<link rel="preconnect" href="${origin}">`);
  });

  it('are written into the shell’s HTML by the static server, compressed and never cached', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-hints-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>GFM</title></head><body><div id="root"></div></body></html>');
    const seen = [];
    const shell = createStaticServer({
      root,
      runtimeConfig: () => ({}),
      documentHints: async (url) => {
        seen.push(url.pathname);
        return url.pathname === '/gfm43' ? '<link rel="preload" as="script" href="https://gfm43.example/remoteEntry.js">' : '';
      },
    });
    await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${shell.address().port}`;
    const response = await fetch(`${origin}/gfm43`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(
      '<!doctype html><html><head><title>GFM</title><link rel="preload" as="script" href="https://gfm43.example/remoteEntry.js"></head><body><div id="root"></div></body></html>',
    );
    const raw = await new Promise((resolve) => http.get(`${origin}/`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () => resolve(zlib.gunzipSync(Buffer.concat(parts)).toString()));
    }));
    expect(raw).toContain('<title>GFM</title></head>');
    expect(seen).toEqual(['/gfm43', '/']);
    await new Promise((resolve) => shell.close(resolve));
  });
});
