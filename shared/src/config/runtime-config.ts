/**
 * The run-time configuration: its shape, its validation, and the page's (or
 * the server's) one copy of it. This module is shared through federation as
 * a singleton, so every app of the page reads the same copy: import it as
 * `@gfm/shared/config/runtime-config`, never by a relative path (a relative
 * import is bundled as a copy of its own, which nobody installs; ESLint
 * enforces it). Its defaults and environment variables are `environment.ts`,
 * which only servers and tooling load.
 */
import { MALL_IDS, type MallId } from '../data/malls';

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
  /** Base URL of the local services (content service, enquiry collector). */
  servicesUrl: string;
  /** The embedded map of each mall's contact page. */
  maps: Record<MallId, string>;
  enquiry: EnquiryTransportConfig;
}

export type EnquiryTransport = 'collector' | 'hosted-form';

export interface EnquiryTransportConfig {
  /** 'collector': our enquiry collector, whose answer is read. 'hosted-form': a hosted online form (spec §7), answer unreadable. */
  transport: EnquiryTransport;
  endpoint: string;
  /** The hosted form's field ids for name, phone, mail and message (spec §3). */
  fieldIds: { name: string; phone: string; mail: string; message: string };
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export interface ParseOptions {
  /** How a bad field is named in the message: the page's JSON's field by default, or the variable it came from. */
  nameOf?: (field: string) => string;
}

/** Validates a configuration (the JSON a page carries, or what the environment gave), so a typo fails loudly and early. */
export function parseRuntimeConfig(json: unknown, { nameOf = (field) => `runtime-config.json: "${field}"` }: ParseOptions = {}): RuntimeConfig {
  const problems: string[] = [];
  const where = nameOf;
  const object = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  if (typeof json !== 'object' || json === null) throw new RuntimeConfigError('runtime-config.json: expected an object');
  const raw = object(json);

  const text = (value: unknown, field: string): string => {
    if (typeof value === 'string' && value.trim() !== '') return value;
    problems.push(`${where(field)} must be a non-empty string`);
    return '';
  };
  /** An absolute http(s) URL, or (where `relative`) a path on the site. */
  const url = (value: unknown, field: string, { relative = false } = {}): string => {
    const given = text(value, field);
    if (given === '') return given;
    if (relative && given.startsWith('/') && !given.startsWith('//')) return given.replace(/\/+$/, '');
    try {
      const parsed = new URL(given);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return given.replace(/\/+$/, '');
    } catch {
      // reported below
    }
    problems.push(`${where(field)} must be an http(s) URL${relative ? ' or a path starting with /' : ''}, not ${JSON.stringify(given)}`);
    return given;
  };
  const remoteEntry = (value: unknown, field: string): string => {
    const entry = url(value, field);
    if (entry && !/(\.js|\/releases\.json)(\?|#|$)/.test(entry)) problems.push(`${where(field)} must be the URL of the remote's releases.json or remoteEntry.js, not ${JSON.stringify(entry)}`);
    return entry;
  };

  const remotesRaw = object(raw.remotes);
  const enquiryRaw = object(raw.enquiry);
  const transport = enquiryRaw.transport;
  if (transport !== 'collector' && transport !== 'hosted-form') problems.push(`${where('enquiry.transport')} must be "collector" or "hosted-form", not ${JSON.stringify(transport)}`);
  const fieldIdsRaw = object(enquiryRaw.fieldIds);
  const config: RuntimeConfig = {
    siteUrl: url(raw.siteUrl, 'siteUrl'),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntry(remotesRaw[name], `remotes.${name}`)])) as Record<RemoteName, string>,
    imageBaseUrl: url(raw.imageBaseUrl, 'imageBaseUrl', { relative: true }),
    blogApiUrl: url(raw.blogApiUrl, 'blogApiUrl'),
    blogTags: Object.fromEntries(MALL_IDS.map((mall) => [mall, text(object(raw.blogTags)[mall], `blogTags.${mall}`)])) as Record<MallId, string>,
    servicesUrl: url(raw.servicesUrl, 'servicesUrl'),
    maps: Object.fromEntries(MALL_IDS.map((mall) => [mall, url(object(raw.maps)[mall], `maps.${mall}`)])) as Record<MallId, string>,
    enquiry: {
      transport: transport === 'hosted-form' ? 'hosted-form' : 'collector',
      endpoint: url(enquiryRaw.endpoint, 'enquiry.endpoint'),
      fieldIds: {
        name: text(fieldIdsRaw.name, 'enquiry.fieldIds.name'),
        phone: text(fieldIdsRaw.phone, 'enquiry.fieldIds.phone'),
        mail: text(fieldIdsRaw.mail, 'enquiry.fieldIds.mail'),
        message: text(fieldIdsRaw.message, 'enquiry.fieldIds.message'),
      },
    },
  };
  if (problems.length > 0) throw new RuntimeConfigError(problems.join('; '));
  return config;
}

let current: RuntimeConfig | undefined;

/** The configuration of this page (or server), once its bootstrap has installed it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('The run-time configuration is read before it was installed (setRuntimeConfig, readEmbeddedRuntimeConfig or loadRuntimeConfig).');
  return current;
}

/** Installs the configuration for the page or the server: its bootstrap calls this once. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Fetches and installs the configuration (a development server, or a remote running alone). */
export async function loadRuntimeConfig(url: string = RUNTIME_CONFIG_PATH, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
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
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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
    current = parseRuntimeConfig(JSON.parse(element.textContent));
    return current;
  } catch (error) {
    console.error('The run-time configuration in the page could not be read; fetching it instead.', error);
    return undefined;
  }
}
