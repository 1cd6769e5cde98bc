// @ts-check
/**
 * What a marketing team's tools do with WordPress: its REST API, as a user
 * of the Editor role, with an application password (Basic auth). The tests
 * and the topology set content up with it, the way an editor's tool would.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The site's kinds of content and their REST bases (deploy/wordpress/mu-plugins/gfm-content.php). */
export const CONTENT_BASES = /** @type {const} */ ({ offer: 'gfm-offers', event: 'gfm-events', hours: 'gfm-hours' });

/**
 * @param {{ restUrl: string, user: string, applicationPassword: string }} options
 */
export function editorClient({ restUrl, user, applicationPassword }) {
  const authorization = `Basic ${Buffer.from(`${user}:${applicationPassword}`).toString('base64')}`;
  /**
   * @param {string} method @param {string} route @param {unknown} [body] @param {Record<string, string>} [headers]
   * @returns {Promise<any>}
   */
  async function request(method, route, body, headers = {}) {
    const response = await fetch(`${restUrl.replace(/\/+$/, '')}/wp/v2/${route}`, {
      method,
      headers: {
        Authorization: authorization,
        ...(body === undefined || body instanceof Uint8Array ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: body instanceof Uint8Array ? /** @type {BodyInit} */ (body) : JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`WordPress answered ${response.status} to ${method} ${route}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  }
  return {
    request,
    /** Uploads a picture to the media library, with its alternative text; resolves with WordPress's media object. */
    async upload(/** @type {string} */ file, /** @type {string} */ alt = '') {
      const types = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };
      const type =
        types[/** @type {keyof typeof types} */ (path.extname(file).toLowerCase())] ?? 'application/octet-stream';
      const media = await request('POST', 'media', new Uint8Array(fs.readFileSync(file)), {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${path.basename(file)}"`,
      });
      return alt ? request('POST', `media/${media.id}`, { alt_text: alt }) : media;
    },
    /** Creates one of the site's kinds (`offer`, `event`, `hours`) or a `post`; `fields` as the REST API takes them. */
    create(/** @type {keyof typeof CONTENT_BASES | 'posts'} */ kind, /** @type {Record<string, unknown>} */ fields) {
      return request('POST', kind === 'posts' ? 'posts' : CONTENT_BASES[kind], fields);
    },
    update(
      /** @type {keyof typeof CONTENT_BASES} */ kind,
      /** @type {number} */ id,
      /** @type {Record<string, unknown>} */ fields,
    ) {
      return request('POST', `${CONTENT_BASES[kind]}/${id}`, fields);
    },
    /** Moves it to the bin (as the list's Bin link does), or deletes it for good with `force`. */
    remove(/** @type {keyof typeof CONTENT_BASES} */ kind, /** @type {number} */ id, force = false) {
      return request('DELETE', `${CONTENT_BASES[kind]}/${id}${force ? '?force=true' : ''}`);
    },
  };
}

/** @typedef {ReturnType<typeof editorClient>} EditorClient */
