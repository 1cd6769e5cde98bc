// @ts-check
/**
 * The production preview server of one app: pre-compressed files (brotli,
 * gzip) when the browser accepts them, deliberate cache headers, the SPA
 * fallback for deep links, and /runtime-config.json built from the environment.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};

export const CACHE_NO_CACHE = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated media keep their names across rebuilds, so they revalidate after a day. */
export const CACHE_MEDIA = 'public, max-age=86400';

/**
 * A file whose name carries a content hash (`name.1a2b3c4d.js`) never changes.
 * @param {string} fileName
 */
export function isContentHashed(fileName) {
  return /\.[0-9a-f]{8}\.(js|css|woff2|png|jpe?g|webp|avif|svg)$/.test(fileName);
}

/** @param {string} fileName */
export function cacheControlFor(fileName) {
  return isContentHashed(fileName) ? CACHE_IMMUTABLE : CACHE_NO_CACHE;
}

/**
 * @param {string} root
 * @param {string} urlPath
 * @returns {string | undefined} the file under root, or undefined when the path escapes it
 */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/** @param {string} file */
function statFile(file) {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @typedef {(url: URL) => Promise<{ type: string, body: string }>} GeneratedFile
 * @typedef {{ head: string, transform?: (html: string) => string, headers?: Record<string, string> }} DocumentParts
 * @typedef {(url: URL) => Promise<string | DocumentParts>} DocumentHints for this URL: the tags to put at the end of
 *   the app's `<head>`, or those with a change to the rest of the document and headers of its own (decision 016)
 * @param {{ root: string, mounts?: Record<string, string>, runtimeConfig: () => unknown, spaFallback?: boolean, headers?: () => Record<string, string>, generated?: Record<string, GeneratedFile>, documentHints?: DocumentHints }} options
 */
export function createStaticServer({ root, mounts = {}, runtimeConfig, spaFallback = true, headers: extraHeaders = () => ({}), generated = {}, documentHints }) {
  const resolvedRoot = path.resolve(root);

  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // Remote entries and manifests are fetched from other origins (the shell's page).
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of Object.entries(extraHeaders())) response.setHeader(name, value);
    response.setHeader('Vary', 'Accept-Encoding');

    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed');
      return;
    }

    if (url.pathname === '/runtime-config.json') {
      const body = JSON.stringify(runtimeConfig());
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': CACHE_NO_CACHE });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }

    const generate = generated[url.pathname];
    if (generate) {
      generate(url).then(
        ({ type, body }) => {
          response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        (error) => {
          console.error(`${url.pathname} could not be generated:`, error);
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          response.end('Could not generate this file.');
        },
      );
      return;
    }

    let baseDir = resolvedRoot;
    let relative = url.pathname;
    let cacheControl = /** @type {(name: string) => string} */ (cacheControlFor);
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (url.pathname.startsWith(`${prefix}/`)) {
        baseDir = path.resolve(dir);
        relative = url.pathname.slice(prefix.length);
        cacheControl = () => CACHE_MEDIA;
      }
    }

    const requested = resolveInside(baseDir, relative);
    if (!requested) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Bad path');
      return;
    }

    let file = requested;
    let stat = statFile(file);
    if (!stat && baseDir === resolvedRoot && spaFallback && path.extname(url.pathname) === '') {
      // A deep link (/gfm43/automotive): the app's HTML, and its router takes over.
      file = path.join(resolvedRoot, 'index.html');
      stat = statFile(file);
      cacheControl = () => CACHE_NO_CACHE;
    }
    if (!stat) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NO_CACHE });
      response.end('Not found');
      return;
    }

    if (documentHints && file === path.join(resolvedRoot, 'index.html')) {
      serveDocument(file, url, documentHints, request, response);
      return;
    }

    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(path.basename(file)),
      ETag: etag,
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }

    headers['Accept-Ranges'] = 'bytes';
    // Media players (Safari's always) ask for byte ranges of the uncompressed file.
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, stat.size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), stat.size - 1) : stat.size - 1;
      if (start > end || start >= stat.size) {
        response.writeHead(416, { ...headers, 'Content-Range': `bytes */${stat.size}` });
        response.end();
        return;
      }
      response.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${stat.size}`, 'Content-Length': String(end - start + 1) });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      fs.createReadStream(file, { start, end }).pipe(response);
      return;
    }

    const accepted = String(request.headers['accept-encoding'] ?? '');
    let servedFile = file;
    let size = stat.size;
    /** @type {readonly (readonly [string, string])[]} */
    const encodings = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ];
    for (const [encoding, extension] of encodings) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
      const compressedStat = statFile(file + extension);
      if (compressedStat) {
        servedFile = file + extension;
        size = compressedStat.size;
        headers['Content-Encoding'] = encoding;
        break;
      }
    }
    response.writeHead(200, { ...headers, 'Content-Length': String(size) });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    fs.createReadStream(servedFile).pipe(response);
  });
}

/**
 * The app's HTML with the resource hints for this URL before `</head>`;
 * compressed here (it differs per route), never cached.
 * @param {string} file
 * @param {URL} url
 * @param {DocumentHints} documentHints
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 */
function serveDocument(file, url, documentHints, request, response) {
  const html = fs.readFileSync(file, 'utf8');
  documentHints(url)
    .catch((error) => {
      console.error(`Resource hints for ${url.pathname} failed:`, error);
      return '';
    })
    .then((hints) => {
      /** @type {DocumentParts} */
      const parts = typeof hints === 'string' ? { head: hints } : hints;
      const withHead = !parts.head ? html : html.includes('</head>') ? html.replace('</head>', () => `${parts.head}</head>`) : `${parts.head}${html}`;
      const body = Buffer.from(parts.transform ? parts.transform(withHead) : withHead);
      /** @type {Record<string, string>} */
      const headers = { ...parts.headers, 'Content-Type': CONTENT_TYPES['.html'] ?? 'text/html', 'Cache-Control': CACHE_NO_CACHE };
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const payload = gzip ? zlib.gzipSync(body) : body;
      if (gzip) headers['Content-Encoding'] = 'gzip';
      response.writeHead(200, { ...headers, 'Content-Length': String(payload.length) });
      response.end(request.method === 'HEAD' ? undefined : payload);
    });
}
