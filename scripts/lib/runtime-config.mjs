// @ts-check
/**
 * Builds /runtime-config.json from environment variables at start/serve time.
 * Its shape is RuntimeConfig in shared/src/config/runtime-config.ts, and a unit
 * test parses this output with the site's own parser.
 */
import { apps, SERVICES_PORT } from './apps.mjs';

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ remotes: Record<string, string>, imageBaseUrl: string, blogApiUrl: string, blogTags: { gfm43: string, gfmpalam: string }, servicesUrl: string, enquiry: { transport: string, endpoint: string, fieldIds: Record<string, string> } }}
 */
export function buildRuntimeConfig(env = process.env) {
  const host = env.PUBLIC_HOST ?? 'localhost';
  const servicesUrl = env.SERVICES_URL ?? `http://${host}:${SERVICES_PORT}`;
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const app of apps) {
    if (!app.remote || !app.envUrl) continue;
    remotes[app.remote] = env[app.envUrl] ?? `http://${host}:${app.port}/mf-manifest.json`;
  }
  return {
    remotes,
    imageBaseUrl: env.IMAGE_BASE_URL ?? '/uploads',
    blogApiUrl: env.BLOG_API_URL ?? `${servicesUrl}/wp-json`,
    // A tag id or slug for each mall's posts; a slug is resolved with tags?slug=.
    blogTags: { gfm43: env.BLOG_TAG_GFM43 ?? 'gfm43', gfmpalam: env.BLOG_TAG_GFMPALAM ?? 'gfmpalam' },
    servicesUrl,
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
