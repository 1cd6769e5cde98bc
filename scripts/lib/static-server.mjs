// @ts-check
/**
 * A remote's build served as a static host would (`npm run serve`, on this
 * machine only): pre-compressed files (brotli, gzip) when the browser accepts
 * them, deliberate cache headers, CORS for the shell's page, the remote's own
 * page (running alone) for deep links, and /runtime-config.json.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

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
  return /\.[0-9a-f]{8}\.(js|css|woff2|png|jpe?g|webp|avif|svg|webm|mp4)$/.test(fileName);
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
  const decoded = decodePath(urlPath);
  if (decoded === undefined) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * The path and query of a request target, or undefined when the request line
 * itself is broken. Parsed on its own, not against a base URL: `new URL('//[',
 * base)` reads `//[` as a host and throws, though it is a path.
 * @param {string | undefined} target
 * @returns {URL | undefined}
 */
export function parseTarget(target = '') {
  try {
    if (target.startsWith('/')) return new URL(`http://localhost${target}`);
    // The absolute form (`GET http://host/path`), which proxies send.
    if (/^https?:\/\//i.test(target)) return new URL(target);
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * A path as the visitor meant it, or undefined when it cannot be decoded or
 * holds a NUL (never a file, never a page).
 * @param {string} pathname
 */
export function decodePath(pathname) {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
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
 * @param {{ root: string, mounts?: Record<string, string>, runtimeConfig: () => string, spaFallback?: boolean, headers?: () => Record<string, string> }} options
 *   `runtimeConfig`: the JSON text of /runtime-config.json.
 */
export function createStaticServer({
  root,
  mounts = {},
  runtimeConfig,
  spaFallback = true,
  headers: extraHeaders = () => ({}),
}) {
  const resolvedRoot = path.resolve(root);
  const indexFile = path.join(resolvedRoot, 'index.html');

  /**
   * A path that is not a page or a file: the app's page with status 404 (its own 404 page shows), or a
   * bare 404 where there is no page.
   * @param {URL} url @param {http.IncomingMessage} request @param {http.ServerResponse} response
   */
  function notFound(url, request, response) {
    if (spaFallback && statFile(indexFile)) {
      serveDocument(indexFile, 404, request, response);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NO_CACHE });
    response.end(request.method === 'HEAD' ? undefined : 'Not found');
  }

  const server = http.createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      failed(error, request, response);
    }
  });
  server.on('connect', refuseTunnel);
  return server;

  /** @param {http.IncomingMessage} request @param {http.ServerResponse} response */
  function handle(request, response) {
    const url = parseTarget(request.url);
    if (!url) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      response.end('Bad request');
      return;
    }
    setCommonHeaders(response, extraHeaders());
    if (answeredMethod(request, response)) return;

    if (url.pathname === '/runtime-config.json') {
      const body = runtimeConfig();
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': CACHE_NO_CACHE });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }

    const decodedPath = decodePath(url.pathname);
    if (decodedPath === undefined) {
      notFound(url, request, response);
      return;
    }

    const { baseDir, relative, cacheControl } = mountFor(url.pathname, mounts, resolvedRoot);
    const requested = resolveInside(baseDir, relative);
    const stat = requested ? statFile(requested) : undefined;
    if (!requested || !stat || requested === indexFile) {
      const deepLink = baseDir === resolvedRoot && spaFallback && path.extname(decodedPath) === '';
      // A deep link (/gfm43/automotive): the app's page, and its router takes over.
      if (deepLink && statFile(indexFile)) serveDocument(indexFile, 200, request, response);
      else notFound(url, request, response);
      return;
    }
    serveFile(requested, stat, cacheControl, request, response);
  }
}

/**
 * The headers every answer carries.
 * @param {http.ServerResponse} response @param {Record<string, string>} extraHeaders
 */
function setCommonHeaders(response, extraHeaders) {
  // Remote entries and manifests are fetched from other origins (the shell's page).
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value);
  response.setHeader('Vary', 'Accept-Encoding');
}

/**
 * A preflight, or a method other than GET and HEAD: answered here (true), or left to the rest (false).
 * @param {http.IncomingMessage} request @param {http.ServerResponse} response
 */
function answeredMethod(request, response) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
    response.end();
    return true;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed');
    return true;
  }
  return false;
}

/**
 * The folder a path is served from: a mount's (generated media, revalidated daily) or the build's.
 * @param {string} pathname @param {Record<string, string>} mounts @param {string} resolvedRoot
 */
function mountFor(pathname, mounts, resolvedRoot) {
  let baseDir = resolvedRoot;
  let relative = pathname;
  let cacheControl = /** @type {(name: string) => string} */ (cacheControlFor);
  for (const [prefix, dir] of Object.entries(mounts)) {
    if (pathname.startsWith(`${prefix}/`)) {
      baseDir = path.resolve(dir);
      relative = pathname.slice(prefix.length);
      cacheControl = () => CACHE_MEDIA;
    }
  }
  return { baseDir, relative, cacheControl };
}

/**
 * A file: 304 when the browser has it, a byte range when asked, else the whole file, pre-compressed when
 * the browser accepts it.
 * @param {string} file @param {fs.Stats} stat @param {(name: string) => string} cacheControl
 * @param {http.IncomingMessage} request @param {http.ServerResponse} response
 */
function serveFile(file, stat, cacheControl, request, response) {
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
  if (range && (range[1] || range[2])) serveRange(file, stat, range, headers, request, response);
  else serveWhole(file, stat, headers, request, response);
}

/**
 * @param {string} file @param {fs.Stats} stat @param {RegExpExecArray} range `bytes=start-end`
 * @param {Record<string, string>} headers @param {http.IncomingMessage} request @param {http.ServerResponse} response
 */
function serveRange(file, stat, range, headers, request, response) {
  const start = range[1] ? Number(range[1]) : Math.max(0, stat.size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), stat.size - 1) : stat.size - 1;
  if (start > end || start >= stat.size) {
    response.writeHead(416, { ...headers, 'Content-Range': `bytes */${stat.size}` });
    response.end();
    return;
  }
  response.writeHead(206, {
    ...headers,
    'Content-Range': `bytes ${start}-${end}/${stat.size}`,
    'Content-Length': String(end - start + 1),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  send(fs.createReadStream(file, { start, end }), response);
}

/**
 * The whole file, as its brotli or gzip twin when the browser accepts one and the build has it.
 * @param {string} file @param {fs.Stats} stat @param {Record<string, string>} headers
 * @param {http.IncomingMessage} request @param {http.ServerResponse} response
 */
function serveWhole(file, stat, headers, request, response) {
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
  send(fs.createReadStream(servedFile), response);
}

/**
 * A file's bytes to the visitor; a read that fails part-way (the file replaced by a deploy, a disk error)
 * ends that answer, never the server.
 * @param {fs.ReadStream} stream @param {http.ServerResponse} response
 */
function send(stream, response) {
  pipeline(stream, response, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('A file could not be sent:', error.message);
  });
}

/**
 * A CONNECT (a proxy tunnel) is not for this server: without an answer Node would drop the connection silently.
 * @param {http.IncomingMessage} _request @param {import('node:stream').Duplex} socket
 */
export function refuseTunnel(_request, socket) {
  socket.on('error', () => undefined);
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
}

/**
 * Our own fault, never the visitor's: a 500 if nothing was sent yet, else the answer is cut.
 * @param {unknown} error @param {http.IncomingMessage} request @param {http.ServerResponse} response
 */
function failed(error, request, response) {
  console.error(`${request.method} ${request.url}: the server failed:`, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NO_CACHE });
  response.end('The server failed to answer. Please try again.');
}

/**
 * The app's page (the remote running alone), compressed here, never cached.
 * @param {string} file
 * @param {number} status 200, or 404 for a path that is not a page
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 */
function serveDocument(file, status, request, response) {
  fs.promises
    .readFile(file)
    .then(async (body) => {
      /** @type {Record<string, string>} */
      const headers = { 'Content-Type': CONTENT_TYPES['.html'] ?? 'text/html', 'Cache-Control': CACHE_NO_CACHE };
      const gzipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const payload = gzipped ? await gzip(body) : body;
      if (gzipped) headers['Content-Encoding'] = 'gzip';
      response.writeHead(status, { ...headers, 'Content-Length': String(payload.length) });
      response.end(request.method === 'HEAD' ? undefined : payload);
    })
    .catch((error) => failed(error, request, response));
}
