// @ts-check
/** The load's HTTP requests: each resolves with what the phase counts, never rejects. */
import http from 'node:http';

/**
 * @param {import('./context.mjs').LoadContext} load
 * @param {string} url
 * @param {{ method?: string, body?: string, from?: string }} [options]
 * @returns {Promise<number>} the status, 0 for no answer
 */
export function request({ agent, origin }, url, { method = 'GET', body, from } = {}) {
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent: from ? false : agent,
        localAddress: from,
        headers: body
          ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Origin: origin }
          : {},
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(0));
    outgoing.end(body);
  });
}

/**
 * One GET, timed; `shell` says whether a shell answered it (its X-Request-Id), not the front alone.
 * @param {string} url @param {string} [from]
 * @returns {Promise<{ status: number, ms: number, shell: boolean }>}
 */
export function timedGet(url, from) {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(url, { agent: false, localAddress: from, timeout: 30_000 }, (response) => {
      const shell = response.headers['x-request-id'] !== undefined;
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, shell }));
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started, shell }));
    });
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started, shell: false }));
    outgoing.end();
  });
}

/**
 * One GET on the load's keep-alive agent, gzip accepted as browsers do, timed from the request's start to
 * its answer's last byte: no connection is opened inside the time, as none is inside the front's own
 * `$request_time`.
 * @param {import('./context.mjs').LoadContext} load @param {string} url
 * @returns {Promise<{ status: number, ms: number }>}
 */
export function timedKeptAlive({ agent }, url) {
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = http.request(
      url,
      { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.end();
  });
}

/**
 * A page request through the front: its status and the front's cache status.
 * @param {import('./context.mjs').LoadContext} load
 * @param {string} url
 * @returns {Promise<{ status: number, cache: string }>}
 */
export function pageRequest({ agent }, url) {
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 15_000 },
      (response) => {
        response.resume();
        const cache = String(response.headers['x-cache-status'] ?? '-');
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cache }));
        response.on('error', () => resolve({ status: 0, cache }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, cache: '-' }));
    outgoing.end();
  });
}
