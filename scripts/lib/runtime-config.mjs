// @ts-check
/**
 * Builds /runtime-config.json from environment variables at start/serve time.
 * Its shape is RuntimeConfig in shared/src/config/runtime-config.ts, and a unit
 * test parses this output with the site's own parser.
 */
import { apps, SERVICES_PORT } from './apps.mjs';

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ remotes: Record<string, string>, imageBaseUrl: string, blogApiUrl: string, blogTags: { gfm43: string, gfmpalam: string }, servicesUrl: string, maps: { gfm43: string, gfmpalam: string }, enquiry: { transport: string, endpoint: string, fieldIds: Record<string, string> } }}
 */
export function buildRuntimeConfig(env = process.env) {
  const host = env.PUBLIC_HOST ?? 'localhost';
  const servicesUrl = env.SERVICES_URL ?? `http://${host}:${SERVICES_PORT}`;
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const app of apps) {
    if (!app.remote || !app.envUrl) continue;
    remotes[app.remote] = env[app.envUrl] ?? `http://${host}:${app.port}/remoteEntry.js`;
  }
  return {
    remotes,
    imageBaseUrl: env.IMAGE_BASE_URL ?? '/uploads',
    blogApiUrl: env.BLOG_API_URL ?? `${servicesUrl}/wp-json`,
    // A tag id or slug for each mall's posts; a slug is resolved with tags?slug=.
    blogTags: { gfm43: env.BLOG_TAG_GFM43 ?? 'gfm43', gfmpalam: env.BLOG_TAG_GFMPALAM ?? 'gfmpalam' },
    servicesUrl,
    // The embedded map of each mall's contact page (an iframe; the security policy allows its host).
    maps: {
      gfm43: env.MAP_URL_GFM43 ?? 'https://www.openstreetmap.org/export/embed.html?bbox=77.0866%2C28.4493%2C77.1066%2C28.4633&layer=mapnik&marker=28.4563%2C77.0966',
      gfmpalam: env.MAP_URL_GFMPALAM ?? 'https://www.openstreetmap.org/export/embed.html?bbox=77.0286%2C28.4992%2C77.0486%2C28.5132&layer=mapnik&marker=28.5062%2C77.0386',
    },
    enquiry: {
      // 'collector' (default): the local enquiry collector, whose answer is read.
      // 'hosted-form': a hosted online form, posted in no-cors mode (its answer cannot be read).
      transport: env.ENQUIRY_TRANSPORT ?? 'collector',
      endpoint: env.ENQUIRY_ENDPOINT ?? `${servicesUrl}/api/enquiries`,
      fieldIds: {
        name: env.ENQUIRY_FIELD_NAME ?? 'entry.1000001',
        phone: env.ENQUIRY_FIELD_PHONE ?? 'entry.1000002',
        mail: env.ENQUIRY_FIELD_MAIL ?? 'entry.1000003',
        message: env.ENQUIRY_FIELD_MESSAGE ?? 'entry.1000004',
      },
    },
  };
}

/** The id of the element that carries the configuration inside the shell's HTML. */
export const EMBEDDED_CONFIG_ID = 'gfm-runtime-config';

/**
 * The run-time configuration as a JSON data block for the shell's HTML, so the
 * shell starts without a round trip for /runtime-config.json (decision 008).
 * A data block is never run, so the security policy (no inline script) allows
 * it; `<`, U+2028 and U+2029 are escaped so no value can close the element.
 * @param {unknown} config
 */
export function embeddedConfigTag(config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${EMBEDDED_CONFIG_ID}">${json}</script>`;
}
