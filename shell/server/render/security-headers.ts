import crypto from 'node:crypto';
import type { RuntimeConfig } from '@gfm/shared/config/runtime-config';

/**
 * The production security headers, derived from the same run-time
 * configuration the site uses: pointing the site at another WordPress, asset
 * host, form service or map changes the policy with it.
 */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a relative URL: the site itself
  }
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))];
}

export interface PolicyOptions {
  /** Hash sources of the `style` attributes the page's HTML carries (React writes a component's inline styles as attributes). */
  styleAttributes?: readonly string[];
  /** Hash sources of the style sheets written into the page's head. */
  styleElements?: readonly string[];
}

export function contentSecurityPolicy(
  config: RuntimeConfig,
  { styleAttributes = [], styleElements = [] }: PolicyOptions = {},
): string {
  const remotes = unique(Object.values(config.remotes).map(originOf));
  const assets = unique([originOf(config.imageBaseUrl)]);
  const blog = unique([originOf(config.blogApiUrl)]);
  const form = unique([originOf(config.enquiry.endpoint)]);
  const maps = unique(Object.values(config.maps).map(originOf));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No inline script anywhere: every script is a file of the shell or a remote; the page's data are JSON data blocks.
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", ...remotes, ...styleElements],
    // The HTML carries the style attributes React writes; only those exact ones (the browser's own later changes are not checked).
    ...(styleAttributes.length ? { 'style-src-attr': ["'unsafe-hashes'", ...styleAttributes] } : {}),
    'img-src': ["'self'", 'data:', ...assets, ...blog, ...remotes],
    // A mall's clips are published with its remote (images/media-files.ts).
    'media-src': ["'self'", ...assets, ...remotes],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...remotes, ...blog, ...form],
    'frame-src': maps.length ? maps : ["'none'"],
    // The service worker and the web app manifest are the site's own files (decision 045).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The contact form, sent without JavaScript, posts to the enquiry endpoint and is redirected on its origin (docs/decisions/036).
    'form-action': ["'self'", ...form],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: RuntimeConfig, options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** A CSP hash source of a text: `'sha256-…'`. */
export function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The hash sources that allow exactly the `style` attributes of an HTML document, one per distinct value. */
export function styleAttributeSources(html: string): string[] {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeAttribute(match[1] ?? '')));
  return [...values].map(sha256Source);
}
