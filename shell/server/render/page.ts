import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A rendered page as the server answers it: its bytes, and each encoding once a visitor has asked for it. */
export interface Page {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Weak: the same for each encoding of the page. */
  etag: string;
  /** When a line on the page stops being true (an opening or a closing, an offer that ends); see page-cache-control.ts. */
  rightUntil?: number;
  /** When the server renders it again (WordPress content). */
  keptUntil?: number;
  /** The page in an encoding, compressed the first time it is asked for and kept with the page. */
  encoded: (encoding: Encoding) => Promise<Buffer>;
}

/** Brotli for a page of tens of kilobytes: a window of 256 KB, not the default 4 MB, so 50 at once stay small. */
function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

export function pageOf(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  times: Pick<Page, 'rightUntil' | 'keptUntil'> = {},
): Page {
  const encodings = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(body)]]);
  return {
    status,
    headers,
    body,
    etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    ...times,
    encoded(encoding) {
      let found = encodings.get(encoding);
      if (!found) {
        found = encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, { level: 6 });
        encodings.set(encoding, found);
      }
      return found;
    },
  };
}
