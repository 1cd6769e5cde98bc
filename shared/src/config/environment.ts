/**
 * The run-time configuration's defaults and the environment variables it is
 * read from: one place, for the servers and the tooling (never sent to a
 * browser). The shell's server reads it when it starts (`configFromEnv`: a
 * value that cannot be right stops the start, naming the variable), writes it
 * into every page and answers it at /runtime-config.json; the development
 * servers do the same. Pointing the site at another WordPress, asset host or
 * remote is an environment variable and a restart, never a rebuild.
 */
import { MALL_IDS, type MallId } from '../data/malls';
import {
  REMOTE_NAMES,
  RuntimeConfigError,
  type EnquiryTransport,
  type RemoteName,
  type RuntimeConfig,
} from './runtime-config';

/** The apps' ports on one machine (`npm start`, `npm run serve`), and the local services'. */
export const DEFAULT_PORTS = {
  shell: 3000,
  gfm43: 3001,
  gfmpalam: 3002,
  blog: 3003,
  services: 4000,
} as const satisfies Record<RemoteName | 'shell' | 'services', number>;

/** The environment variables the configuration is read from, each once. */
export const CONFIG_ENV = {
  siteUrl: 'PUBLIC_SITE_URL',
  host: 'PUBLIC_HOST',
  remotes: { gfm43: 'REMOTE_GFM43_URL', gfmpalam: 'REMOTE_GFMPALAM_URL', blog: 'REMOTE_BLOG_URL' },
  imageBaseUrl: 'IMAGE_BASE_URL',
  blogApiUrl: 'BLOG_API_URL',
  blogTags: { gfm43: 'BLOG_TAG_GFM43', gfmpalam: 'BLOG_TAG_GFMPALAM' },
  contentRefreshS: 'BLOG_CONTENT_REFRESH_S',
  servicesUrl: 'SERVICES_URL',
  maps: { gfm43: 'MAP_URL_GFM43', gfmpalam: 'MAP_URL_GFMPALAM' },
  enquiry: {
    transport: 'ENQUIRY_TRANSPORT',
    endpoint: 'ENQUIRY_ENDPOINT',
    fieldIds: {
      name: 'ENQUIRY_FIELD_NAME',
      phone: 'ENQUIRY_FIELD_PHONE',
      mail: 'ENQUIRY_FIELD_MAIL',
      message: 'ENQUIRY_FIELD_MESSAGE',
    },
  },
} as const;

/** requirements §2 (contact pages): each mall's map, OpenStreetMap's embed around the mall. */
const DEFAULT_MAPS: Record<MallId, string> = {
  gfm43:
    'https://www.openstreetmap.org/export/embed.html?bbox=77.0866%2C28.4493%2C77.1066%2C28.4633&layer=mapnik&marker=28.4563%2C77.0966',
  gfmpalam:
    'https://www.openstreetmap.org/export/embed.html?bbox=77.0286%2C28.4992%2C77.0486%2C28.5132&layer=mapnik&marker=28.5062%2C77.0386',
};

/** Decision 077: read every 20 s, a publication is on the pages within 40 s, and 60 s through a cache in front. */
export const DEFAULT_CONTENT_REFRESH_S = 20;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The configuration from environment variables, every unset one at its
 * default; the result is checked as a page would check it. Throws a
 * RuntimeConfigError naming each variable whose value cannot be right.
 */
export function configFromEnv(env: Env): RuntimeConfig {
  const read = (name: string, fallback: string) => {
    const value = env[name];
    return value === undefined || value === '' ? fallback : value;
  };
  const host = read(CONFIG_ENV.host, 'localhost');
  const servicesUrl = read(CONFIG_ENV.servicesUrl, `http://${host}:${DEFAULT_PORTS.services}`);
  const raw: RuntimeConfig = {
    siteUrl: read(CONFIG_ENV.siteUrl, `http://${host}:${DEFAULT_PORTS.shell}`),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        read(CONFIG_ENV.remotes[name], `http://${host}:${DEFAULT_PORTS[name]}/remoteEntry.js`),
      ]),
    ) as Record<RemoteName, string>,
    imageBaseUrl: read(CONFIG_ENV.imageBaseUrl, '/media'),
    blogApiUrl: read(CONFIG_ENV.blogApiUrl, `${servicesUrl}/wp-json`),
    blogTags: Object.fromEntries(MALL_IDS.map((mall) => [mall, read(CONFIG_ENV.blogTags[mall], mall)])) as Record<
      MallId,
      string
    >,
    contentRefreshS: Number(read(CONFIG_ENV.contentRefreshS, String(DEFAULT_CONTENT_REFRESH_S))),
    servicesUrl,
    maps: Object.fromEntries(MALL_IDS.map((mall) => [mall, read(CONFIG_ENV.maps[mall], DEFAULT_MAPS[mall])])) as Record<
      MallId,
      string
    >,
    enquiry: {
      transport: read(CONFIG_ENV.enquiry.transport, 'collector') as EnquiryTransport,
      endpoint: read(CONFIG_ENV.enquiry.endpoint, `${servicesUrl}/api/enquiries`),
      fieldIds: {
        name: read(CONFIG_ENV.enquiry.fieldIds.name, 'entry.1000001'),
        phone: read(CONFIG_ENV.enquiry.fieldIds.phone, 'entry.1000002'),
        mail: read(CONFIG_ENV.enquiry.fieldIds.mail, 'entry.1000003'),
        message: read(CONFIG_ENV.enquiry.fieldIds.message, 'entry.1000004'),
      },
    },
  };
  return parseRuntimeConfig(raw, { nameOf: (field) => envNameOf(field) ?? field });
}

/** The variable a field of the configuration is read from, for messages (`remotes.gfm43` → REMOTE_GFM43_URL). */
function envNameOf(field: string): string | undefined {
  let node: unknown = CONFIG_ENV;
  for (const key of field.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * Environment variables that look like this site's but that it does not
 * read (`REMOTE_GFM43_ULR`): a misspelt name would otherwise leave its
 * default in place without a word.
 */
export function unknownConfigVariables(env: Env, alsoKnown: readonly string[] = []): string[] {
  const known = new Set<string>(alsoKnown);
  const collect = (node: unknown): void => {
    if (typeof node === 'string') known.add(node);
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(collect);
  };
  collect(CONFIG_ENV);
  // The prefixes only the site's configuration uses (the services' own settings share ENQUIRY_ and SERVICES_).
  const ours = /^(REMOTE_|BLOG_|MAP_URL_|IMAGE_|PUBLIC_|ENQUIRY_FIELD_|SHELL_)/;
  return Object.keys(env).filter((name) => ours.test(name) && !known.has(name));
}

export interface ParseOptions {
  /** How a bad field is named in the message: the page's JSON's field by default, or the variable it came from. */
  nameOf?: (field: string) => string;
}

/** Validates a configuration (the JSON a page carries, or what the environment gave), so a typo fails loudly and early. */
export function parseRuntimeConfig(
  json: unknown,
  { nameOf = (field) => `runtime-config.json: "${field}"` }: ParseOptions = {},
): RuntimeConfig {
  const problems: string[] = [];
  const where = nameOf;
  const object = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (typeof json !== 'object' || json === null)
    throw new RuntimeConfigError('runtime-config.json: expected an object');
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
    problems.push(
      `${where(field)} must be an http(s) URL${relative ? ' or a path starting with /' : ''}, not ${JSON.stringify(given)}`,
    );
    return given;
  };
  /** A whole number of seconds from 1 to an hour. */
  const seconds = (value: unknown, field: string): number => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 3600) return value;
    problems.push(`${where(field)} must be a whole number of seconds from 1 to 3600, not ${JSON.stringify(value)}`);
    return DEFAULT_CONTENT_REFRESH_S;
  };
  const remoteEntry = (value: unknown, field: string): string => {
    const entry = url(value, field);
    if (entry && !/(\.js|\/releases\.json)(\?|#|$)/.test(entry))
      problems.push(
        `${where(field)} must be the URL of the remote's releases.json or remoteEntry.js, not ${JSON.stringify(entry)}`,
      );
    return entry;
  };

  const remotesRaw = object(raw.remotes);
  const enquiryRaw = object(raw.enquiry);
  const transport = enquiryRaw.transport;
  if (transport !== 'collector' && transport !== 'hosted-form')
    problems.push(
      `${where('enquiry.transport')} must be "collector" or "hosted-form", not ${JSON.stringify(transport)}`,
    );
  const fieldIdsRaw = object(enquiryRaw.fieldIds);
  const config: RuntimeConfig = {
    siteUrl: url(raw.siteUrl, 'siteUrl'),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteEntry(remotesRaw[name], `remotes.${name}`)]),
    ) as Record<RemoteName, string>,
    imageBaseUrl: url(raw.imageBaseUrl, 'imageBaseUrl', { relative: true }),
    blogApiUrl: url(raw.blogApiUrl, 'blogApiUrl'),
    blogTags: Object.fromEntries(
      MALL_IDS.map((mall) => [mall, text(object(raw.blogTags)[mall], `blogTags.${mall}`)]),
    ) as Record<MallId, string>,
    contentRefreshS: seconds(raw.contentRefreshS, 'contentRefreshS'),
    servicesUrl: url(raw.servicesUrl, 'servicesUrl'),
    maps: Object.fromEntries(MALL_IDS.map((mall) => [mall, url(object(raw.maps)[mall], `maps.${mall}`)])) as Record<
      MallId,
      string
    >,
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
