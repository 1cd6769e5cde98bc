/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE, createStaticServer } from './static-server.mjs';

let root;
let uploads;
let server;
let origin;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-static-'));
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-uploads-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry = 1;');
  const chunk = 'console.log("chunk");'.repeat(100);
  fs.writeFileSync(path.join(root, '123.0a1b2c3d.js'), chunk);
  fs.writeFileSync(path.join(root, '123.0a1b2c3d.js.br'), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(root, '123.0a1b2c3d.js.gz'), zlib.gzipSync(chunk));
  fs.writeFileSync(path.join(uploads, 'logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(os.tmpdir(), 'gfm-secret.txt'), 'secret');
  server = createStaticServer({
    root,
    mounts: { '/uploads': uploads },
    runtimeConfig: () => JSON.stringify({ remotes: { gfm43: 'x' } }),
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('static server', () => {
  it('answers a deep link with the app HTML, not cached', async () => {
    const response = await fetch(`${origin}/gfm43/automotive/toyota`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CACHE_NO_CACHE);
    expect(await response.text()).toContain('id="root"');
  });

  it('caches content-hashed chunks for good and the remote entry not at all', async () => {
    expect((await fetch(`${origin}/123.0a1b2c3d.js`)).headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    const entry = await fetch(`${origin}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe(CACHE_NO_CACHE);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the pre-compressed file the browser accepts', async () => {
    const brotli = await fetch(`${origin}/123.0a1b2c3d.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('console.log("chunk");');
    const gzip = await fetch(`${origin}/123.0a1b2c3d.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the run-time configuration fresh on every load', async () => {
    const response = await fetch(`${origin}/runtime-config.json`);
    expect(response.headers.get('cache-control')).toBe(CACHE_NO_CACHE);
    expect(await response.json()).toEqual({ remotes: { gfm43: 'x' } });
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await fetch(`${origin}/remoteEntry.js`);
    const again = await fetch(`${origin}/remoteEntry.js`, { headers: { 'if-none-match': first.headers.get('etag') } });
    expect(again.status).toBe(304);
  });

  it('serves uploads from their own folder and 404s a missing file instead of the HTML', async () => {
    expect((await fetch(`${origin}/uploads/logo.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${origin}/missing.0a1b2c3d.js`)).status).toBe(404);
    expect((await fetch(`${origin}/uploads/missing.png`)).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const response = await fetch(`${origin}/uploads/..%2f..%2fgfm-secret.txt`);
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('secret');
  });
});

describe('static server byte ranges', () => {
  it('answers a range request with 206 and the asked bytes', async () => {
    const response = await fetch(`${origin}/remoteEntry.js`, { headers: { range: 'bytes=4-8' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 4-8/14');
    expect(await response.text()).toBe('entry');
  });

  it('answers an impossible range with 416', async () => {
    const response = await fetch(`${origin}/remoteEntry.js`, { headers: { range: 'bytes=100-' } });
    expect(response.status).toBe(416);
  });
});
