/**
 * The run-time configuration: its shape, and the page's (or the server's) one
 * copy of it. This module is shared through federation as
 * a singleton, so every app of the page reads the same copy: import it as
 * `@gfm/shared/config/runtime-config`, never by a relative path (a relative
 * import is bundled as a copy of its own, which nobody installs; ESLint
 * enforces it). Its defaults, environment variables and validation are
 * `environment.ts`, which only servers and tooling load.
 */
import type { MallId } from '../data/malls';

export const REMOTE_NAMES = ['gfm43', 'gfmpalam', 'blog'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  /** The site's public address (canonical URLs, link previews, the sitemap). */
  siteUrl: string;
  /**
   * Where each remote is published: its release pointer (`…/releases.json`,
   * its versions in folders beside it), or the remoteEntry.js of a single
   * build (a development server); a build's `mf-manifest.json`, its server
   * build (`server/remoteEntry.js`) and its pictures (`media/`, beside the
   * pointer or the entry) sit with it.
   */
  remotes: Record<RemoteName, string>;
  /** Where the brand's own pictures are published (each app's `media/`; see images/media-files.ts): `/media` on the page's origin, or an asset host. */
  imageBaseUrl: string;
  /** WordPress REST root, a `…/wp-json` URL. */
  blogApiUrl: string;
  /** Each mall's blog tag: an id ("12") or a slug ("gfm43"). */
  blogTags: Record<MallId, string>;
  /**
   * How often (seconds) the malls' offers, events and hours changes are read
   * again from the same WordPress (decision 077): a page shows what was
   * published at most twice this long before it.
   */
  contentRefreshS: number;
  /** Base URL of the local services (content service, enquiry collector). */
  servicesUrl: string;
  /** The embedded map of each mall's contact page. */
  maps: Record<MallId, string>;
  enquiry: EnquiryTransportConfig;
}

export type EnquiryTransport = 'collector' | 'hosted-form';

export interface EnquiryTransportConfig {
  /** 'collector': our enquiry collector, whose answer is read. 'hosted-form': a hosted online form (requirements §7), answer unreadable. */
  transport: EnquiryTransport;
  endpoint: string;
  /** The hosted form's field ids for name, phone, mail and message (requirements §3). */
  fieldIds: { name: string; phone: string; mail: string; message: string };
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * The configuration a page was given. Its server validated it when it started
 * (environment.ts), so the page only checks that it is one and spares every
 * visitor the validation's code.
 */
function asRuntimeConfig(json: unknown, source: string): RuntimeConfig {
  const remotes = typeof json === 'object' && json !== null ? (json as { remotes?: unknown }).remotes : undefined;
  if (typeof remotes !== 'object' || remotes === null)
    throw new RuntimeConfigError(`${source}: not a run-time configuration`);
  return json as RuntimeConfig;
}

let current: RuntimeConfig | undefined;

/** The configuration of this page (or server), once its bootstrap has installed it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current)
    throw new RuntimeConfigError(
      'The run-time configuration is read before it was installed (setRuntimeConfig, readEmbeddedRuntimeConfig or loadRuntimeConfig).',
    );
  return current;
}

/** Installs the configuration for the page or the server: its bootstrap calls this once. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Fetches and installs the configuration (a development server, or a remote running alone). */
export async function loadRuntimeConfig(
  url: string = RUNTIME_CONFIG_PATH,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  current = asRuntimeConfig(await response.json(), url);
  return current;
}

/** The id of the JSON data block the shell's server writes into every page. */
export const EMBEDDED_CONFIG_ID = 'gfm-runtime-config';

/**
 * The configuration as JSON text for a data block in the page (never run, so
 * the security policy allows it): `<`, U+2028 and U+2029 are escaped, so no
 * value can close the element.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The configuration the server wrote into the page, if any. Undefined when
 * the page has none (a development server) or it cannot be read, which is
 * logged: the caller then fetches /runtime-config.json.
 */
export function readEmbeddedRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const element = doc.getElementById(EMBEDDED_CONFIG_ID);
  if (!element?.textContent) return undefined;
  try {
    current = asRuntimeConfig(JSON.parse(element.textContent), `#${EMBEDDED_CONFIG_ID}`);
    return current;
  } catch (error) {
    console.error('The run-time configuration in the page could not be read; fetching it instead.', error);
    return undefined;
  }
}
