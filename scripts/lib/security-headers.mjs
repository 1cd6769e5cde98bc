// @ts-check
/**
 * The production security headers, derived from the same run-time
 * configuration the site uses: pointing the site at another WordPress, asset
 * host, form service or map changes the policy with it.
 */

/** @param {string} url */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.origin;
  } catch {
    return undefined; // a relative URL: the site itself
  }
}

/** @param {(string | undefined)[]} values */
function unique(values) {
  return [...new Set(values.filter((value) => typeof value === 'string' && value !== ''))];
}

/**
 * @typedef {{ styleAttributes?: string[], styleElements?: string[] }} PolicyOptions `styleAttributes`: hash sources of the
 *   `style` attributes of a document's first screen (decision 016); `styleElements`: hash sources of the
 *   remote style sheets written into it. A document without a first screen allows neither.
 */

/**
 * @param {ReturnType<typeof import('./runtime-config.mjs').buildRuntimeConfig>} config
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(config, { styleAttributes = [], styleElements = [] } = {}) {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const assets = unique([originOf(config.imageBaseUrl)]);
  const blog = unique([originOf(config.blogApiUrl)]);
  const form = unique([originOf(config.enquiry.endpoint)]);
  const maps = unique(Object.values(config.maps).map(originOf));
  const directives = {
    'default-src': ["'self'"],
    // No inline script anywhere: every script is a file of the shell or a remote.
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", ...remotes, ...styleElements],
    // The first screen's markup carries the style attributes React draws; only those exact ones.
    ...(styleAttributes.length ? { 'style-src-attr': ["'unsafe-hashes'", ...styleAttributes] } : {}),
    'img-src': ["'self'", 'data:', ...assets, ...blog, ...remotes],
    'media-src': ["'self'", ...assets],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...remotes, ...blog, ...form],
    'frame-src': maps.length ? maps : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/**
 * @param {ReturnType<typeof import('./runtime-config.mjs').buildRuntimeConfig>} config
 * @param {PolicyOptions} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(config, options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
