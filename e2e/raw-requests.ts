import net from 'node:net';

/**
 * What a scanner, a broken client or a mangled link sends a server: request
 * targets and framings that a browser would never write, each sent on a raw
 * socket as the bytes given.
 */
export interface RawCase {
  name: string;
  bytes: Buffer;
  /**
   * The server may close without an answer: the request never arrived whole
   * (cut off mid-line), so there is no request to answer.
   */
  mayCloseSilently?: boolean;
}

export interface RawAnswer {
  /** The status of the first answer, or undefined when the server sent none. */
  status?: number;
  /** The first answer's bytes, head and body, as far as they came (capped). */
  text: string;
  timedOut: boolean;
}

const CRLF = '\r\n';

function request(
  method: string,
  target: string,
  headers: string[] = ['Host: localhost', 'Connection: close'],
  body = '',
): Buffer {
  return Buffer.from(`${method} ${target} HTTP/1.1${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}${body}`, 'latin1');
}

/** Path fragments that cannot be decoded, hold NULs, climb out of a folder or are otherwise not a page. */
export const MANGLED_PATHS = [
  '/',
  '//',
  '///',
  '//[',
  '//[::1',
  '//]',
  '//@',
  '//%',
  '//evil.example/',
  '/\\evil.example',
  '/%',
  '/%zz',
  '/%2',
  '/%%',
  '/%G1',
  '/%E0%A4%A',
  '/%ff',
  '/%C0%AF',
  '/%ED%A0%80',
  '/%F4%90%80%80',
  '/%00',
  '/a%00b',
  '/%00.js',
  '/..',
  '/../../etc/passwd',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/',
  '/.%2e/.%2e/package.json',
  '/./././',
  '/...',
  '/..%5c..%5cpackage.json',
  '/?%',
  '/?a=%E0%A4%A&b=%00',
  '/#fragment',
  '/index.html/..',
  '/%u0041',
  '/<script>alert(1)</script>',
  '/"onmouseover="x',
  `/${'a'.repeat(7000)}`,
  `/${'%zz'.repeat(2000)}`,
  `/${'../'.repeat(2000)}`,
  `/?${'q='.repeat(3000)}`,
] as const;

/** Where on each kind of server the fragments are put: pages, files, folders and API routes. */
const PREFIXES = [
  '',
  '/gfm43',
  '/gfmpalam/clothing',
  '/media',
  '/wp-json/wp/v2/posts',
  '/wp-content/uploads',
  '/gfm43/blog',
];

export function rawCases(): RawCase[] {
  const cases: RawCase[] = [];
  for (const prefix of PREFIXES) {
    for (const path of MANGLED_PATHS) {
      const target = prefix === '' ? path : `${prefix}${path === '/' ? '/' : path}`;
      cases.push({ name: `GET ${target.slice(0, 60)}`, bytes: request('GET', target) });
    }
  }

  const targets: [string, string][] = [
    ['asterisk', '*'],
    ['absolute form', 'http://localhost/gfm43'],
    ['absolute form, other host', 'http://evil.example/%zz'],
    ['absolute form, broken host', 'http://[/'],
    ['authority form', 'localhost:3000'],
    ['no slash', 'gfm43'],
    ['query only', '?page=2'],
    ['raw UTF-8', '/gfm43/blog/\u00e0\u00a4\u2014'],
    ['raw high bytes', '/\u00ff\u00fe'],
    ['blog page out of range', '/gfm43/blogs?page=99999999999999999999'],
    ['blog page negative', '/gfmpalam/blogs?page=-1'],
    ['blog slug emoji', '/gfm43/blog/%F0%9F%98%80'],
    ['posts per_page text', '/wp-json/wp/v2/posts?per_page=abc'],
    ['posts tags bad', '/wp-json/wp/v2/posts?tags=%zz'],
    ['post id text', '/wp-json/wp/v2/posts/abc'],
    ['post slug NUL', '/wp-json/wp/v2/posts?slug=%00'],
    ['tags slug long', `/wp-json/wp/v2/tags?slug=${'x'.repeat(5000)}`],
    ['sitemap with query', '/sitemap.xml?x=%zz'],
    ['config climbing', '/runtime-config.json/..'],
    ['car brand unknown', '/gfm43/automotive/%zz'],
  ];
  for (const [name, target] of targets) cases.push({ name, bytes: request('GET', target) });

  for (const method of [
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
    'TRACE',
    'CONNECT',
    'PROPFIND',
    'get',
    'G\u00c9T',
    'GET\u0000',
  ]) {
    cases.push({ name: `${method} /gfm43`, bytes: request(method, method === 'CONNECT' ? 'localhost:443' : '/gfm43') });
  }

  const framings: [string, string, boolean?][] = [
    ['HTTP/0.9 line', `GET /${CRLF}${CRLF}`],
    ['no Host', `GET / HTTP/1.1${CRLF}Connection: close${CRLF}${CRLF}`],
    ['two Hosts', `GET / HTTP/1.1${CRLF}Host: a${CRLF}Host: b${CRLF}Connection: close${CRLF}${CRLF}`],
    ['HTTP/9.9', `GET / HTTP/9.9${CRLF}Host: x${CRLF}${CRLF}`],
    ['HTTX', `GET / HTTX/1.1${CRLF}Host: x${CRLF}${CRLF}`],
    ['no version', `GET /${CRLF}Host: x${CRLF}${CRLF}`],
    ['double spaces', `GET  /  HTTP/1.1${CRLF}Host: x${CRLF}${CRLF}`],
    ['LF line ends', 'GET / HTTP/1.1\nHost: x\nConnection: close\n\n'],
    ['CR line ends', 'GET / HTTP/1.1\rHost: x\r\r'],
    ['header without colon', `GET / HTTP/1.1${CRLF}Host x${CRLF}${CRLF}`],
    ['space before colon', `GET / HTTP/1.1${CRLF}Host : x${CRLF}${CRLF}`],
    ['bad header name', `GET / HTTP/1.1${CRLF}Ho(st): x${CRLF}${CRLF}`],
    ['NUL in header value', `GET / HTTP/1.1${CRLF}Host: x\u0000y${CRLF}${CRLF}`],
    [
      'obsolete line folding',
      `GET / HTTP/1.1${CRLF}Host: x${CRLF}X-A: a${CRLF} folded${CRLF}Connection: close${CRLF}${CRLF}`,
    ],
    ['overlong header', `GET / HTTP/1.1${CRLF}Host: x${CRLF}X-Long: ${'a'.repeat(70_000)}${CRLF}${CRLF}`],
    ['overlong request line', `GET /${'a'.repeat(70_000)} HTTP/1.1${CRLF}Host: x${CRLF}${CRLF}`],
    [
      'two thousand headers',
      `GET / HTTP/1.1${CRLF}Host: x${CRLF}${Array.from({ length: 2000 }, (_v, i) => `X-H${i}: v`).join(CRLF)}${CRLF}${CRLF}`,
    ],
    ['Content-Length -1', `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: -1${CRLF}${CRLF}`],
    ['Content-Length text', `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: abc${CRLF}${CRLF}`],
    [
      'two Content-Lengths',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: 2${CRLF}Content-Length: 3${CRLF}${CRLF}abc`,
    ],
    [
      'Content-Length and chunked',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Length: 3${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'chunk size not hex',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}zz${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'chunk size overflow',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}ffffffffffffffffffff${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'chunk longer than said',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}2${CRLF}{"id":1}${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'chunked on GET',
      `GET /gfm43 HTTP/1.1${CRLF}Host: x${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}5${CRLF}hello${CRLF}zz${CRLF}`,
    ],
    [
      'unknown transfer coding',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Transfer-Encoding: gzip, chunked, x${CRLF}${CRLF}0${CRLF}${CRLF}`,
    ],
    [
      'body shorter than said',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Content-Length: 500${CRLF}${CRLF}{"id":`,
      true,
    ],
    [
      'chunked body cut off',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Transfer-Encoding: chunked${CRLF}${CRLF}a${CRLF}{"id":"ab`,
      true,
    ],
    [
      'body too large',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Content-Length: 200000${CRLF}Connection: close${CRLF}${CRLF}${'x'.repeat(200_000)}`,
    ],
    [
      'JSON that is not an object',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Content-Type: application/json${CRLF}Content-Length: 4${CRLF}Connection: close${CRLF}${CRLF}null`,
    ],
    [
      'Expect garbage',
      `POST /api/enquiries HTTP/1.1${CRLF}Host: x${CRLF}Expect: 999-nonsense${CRLF}Content-Length: 0${CRLF}${CRLF}`,
    ],
    [
      'upgrade to websocket',
      `GET / HTTP/1.1${CRLF}Host: x${CRLF}Connection: Upgrade${CRLF}Upgrade: websocket${CRLF}${CRLF}`,
    ],
    ['request line cut off', 'GET /gfm43 HT', true],
    ['headers cut off', `GET / HTTP/1.1${CRLF}Host: x${CRLF}X-A: b`, true],
    ['binary garbage', '\u0000\u0001\u0002\u00ff\u00fe\r\n\r\n'],
    ['TLS hello on plain HTTP', '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003'],
    [
      'pipelined with a bad second',
      `GET / HTTP/1.1${CRLF}Host: x${CRLF}${CRLF}GET /%zz HTTP/1.1${CRLF}Host: x${CRLF}${CRLF}GARBAGE${CRLF}${CRLF}`,
    ],
    // Empty lines before a request line are to be skipped (RFC 9112 §2.2): no request arrives.
    ['empty lines only', `${CRLF}${CRLF}${CRLF}`, true],
  ];
  for (const [name, text, cut] of framings)
    cases.push({ name, bytes: Buffer.from(text, 'latin1'), mayCloseSilently: cut });

  const ranges = [
    'bytes=5-1',
    'bytes=-0',
    'bytes=99999999999999999999-',
    'bytes=0-0,1-1,2-2',
    'bytes=abc',
    'bytes=--1',
    'bytes=1-2-3',
    'items=0-1',
    'bytes=-99999999999999999999',
    'bytes= 0-1',
    `bytes=${'0-1,'.repeat(5000)}0-1`,
  ];
  for (const range of ranges) {
    for (const target of ['/favicon.svg', '/gfm43', '/remoteEntry.js']) {
      cases.push({
        name: `Range ${range.slice(0, 30)} on ${target}`,
        bytes: request('GET', target, ['Host: x', `Range: ${range}`, 'Connection: close']),
      });
    }
  }
  for (const header of [
    'If-None-Match: "\u0000"',
    'Accept-Encoding: br;q=abc, gzip;q=-1, *;q=2',
    `Cookie: ${'a=b; '.repeat(2000)}`,
    'If-Modified-Since: yesterday',
    'Origin: null',
  ]) {
    cases.push({
      name: `header ${header.slice(0, 30)}`,
      bytes: request('GET', '/gfm43', ['Host: x', header, 'Connection: close']),
    });
  }
  return cases;
}

/**
 * Sends one case on a fresh connection and reads the first answer (up to
 * `maxBytes`): done when the server closes, or when nothing more has come for
 * `quietMs` after the first bytes (a kept-alive connection). A request that
 * never arrives whole is given up by the client after `cutOffMs`, as a browser
 * whose connection drops would; a whole request is never cut off (a server
 * rendering a page on a busy machine took more than a second, and the cut-off
 * made its answer "silence"), and gets `timeoutMs`, a generous bound: only a
 * server that never answers waits it out.
 */
export function sendRaw(
  port: number,
  bytes: Buffer,
  {
    timeoutMs = 30_000,
    quietMs = 300,
    cutOffMs,
    maxBytes = 64 * 1024,
  }: { timeoutMs?: number; quietMs?: number; cutOffMs?: number; maxBytes?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(cutOff);
      clearTimeout(quiet);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : undefined, text, timedOut });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    const cutOff =
      cutOffMs === undefined
        ? undefined
        : setTimeout(() => {
            if (size === 0) socket.end();
          }, cutOffMs);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= maxBytes) return finish(false);
      clearTimeout(quiet);
      quiet = setTimeout(() => finish(false), quietMs);
    });
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
  });
}

/** Runs `work` over `items`, `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}
