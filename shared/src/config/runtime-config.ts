/**
 * Run-time configuration. Every app (the shell, or a remote running alone)
 * serves /runtime-config.json, generated at start/serve time from environment
 * variables (scripts/lib/runtime-config.mjs). A mall team that moves its remote
 * or a site that points at another WordPress changes an environment variable
 * and restarts the server: no rebuild.
 */
export const REMOTE_NAMES = ['gfm43', 'gfmpalam', 'blog'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  /**
   * The remoteEntry.js of each remote. Not its mf-manifest.json: the shell's
   * federation runtime is built without the manifest reader (decision 009).
   */
  remotes: Record<RemoteName, string>;
  /** Base of the image uploads folder: `${imageBaseUrl}/${subDir}/${file}`. */
  imageBaseUrl: string;
  /** WordPress REST root, a `…/wp-json` URL. */
  blogApiUrl: string;
  /** Each mall's blog tag: an id ("12") or a slug ("gfm43"). */
  blogTags: { gfm43: string; gfmpalam: string };
  /** Base URL of the local services (content service, enquiry collector). */
  servicesUrl: string;
  /** The embedded map of each mall's contact page. */
  maps: { gfm43: string; gfmpalam: string };
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

const DEFAULT_CONFIG: RuntimeConfig = {
  remotes: {
    gfm43: 'http://localhost:3001/remoteEntry.js',
    gfmpalam: 'http://localhost:3002/remoteEntry.js',
    blog: 'http://localhost:3003/remoteEntry.js',
  },
  imageBaseUrl: '/uploads',
  blogApiUrl: 'http://localhost:4000/wp-json',
  blogTags: { gfm43: 'gfm43', gfmpalam: 'gfmpalam' },
  servicesUrl: 'http://localhost:4000',
  maps: {
    gfm43: 'https://www.openstreetmap.org/export/embed.html?bbox=77.0866%2C28.4493%2C77.1066%2C28.4633&layer=mapnik&marker=28.4563%2C77.0966',
    gfmpalam: 'https://www.openstreetmap.org/export/embed.html?bbox=77.0286%2C28.4992%2C77.0486%2C28.5132&layer=mapnik&marker=28.5062%2C77.0386',
  },
  enquiry: {
    transport: 'collector',
    endpoint: 'http://localhost:4000/api/enquiries',
    fieldIds: { name: 'entry.1000001', phone: 'entry.1000002', mail: 'entry.1000003', message: 'entry.1000004' },
  },
};

let current: RuntimeConfig = DEFAULT_CONFIG;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RuntimeConfigError(`runtime-config.json: "${field}" must be a non-empty string`);
  }
  return value;
}

/** Validates the JSON the server sends, so a typo in a deployment fails loudly and early. */
function requireRemoteEntry(value: unknown, field: string): string {
  const entry = requireString(value, field);
  if (!/\.js(\?|#|$)/.test(entry)) {
    throw new RuntimeConfigError(`runtime-config.json: "${field}" must be the URL of the remote's remoteEntry.js, not ${JSON.stringify(entry)}`);
  }
  return entry;
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null) {
    throw new RuntimeConfigError('runtime-config.json: expected an object');
  }
  const raw = json as Record<string, unknown>;
  const remotesRaw = raw.remotes;
  if (typeof remotesRaw !== 'object' || remotesRaw === null) {
    throw new RuntimeConfigError('runtime-config.json: "remotes" must be an object');
  }
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      requireRemoteEntry((remotesRaw as Record<string, unknown>)[name], `remotes.${name}`),
    ]),
  ) as Record<RemoteName, string>;
  const enquiryRaw = (typeof raw.enquiry === 'object' && raw.enquiry !== null ? raw.enquiry : {}) as Record<string, unknown>;
  const transport = enquiryRaw.transport;
  if (transport !== 'collector' && transport !== 'hosted-form') {
    throw new RuntimeConfigError('runtime-config.json: "enquiry.transport" must be "collector" or "hosted-form"');
  }
  const fieldIdsRaw = (typeof enquiryRaw.fieldIds === 'object' && enquiryRaw.fieldIds !== null ? enquiryRaw.fieldIds : {}) as Record<string, unknown>;
  return {
    remotes,
    enquiry: {
      transport,
      endpoint: requireString(enquiryRaw.endpoint, 'enquiry.endpoint'),
      fieldIds: {
        name: requireString(fieldIdsRaw.name, 'enquiry.fieldIds.name'),
        phone: requireString(fieldIdsRaw.phone, 'enquiry.fieldIds.phone'),
        mail: requireString(fieldIdsRaw.mail, 'enquiry.fieldIds.mail'),
        message: requireString(fieldIdsRaw.message, 'enquiry.fieldIds.message'),
      },
    },
    imageBaseUrl: requireString(raw.imageBaseUrl, 'imageBaseUrl').replace(/\/+$/, ''),
    blogApiUrl: requireString(raw.blogApiUrl, 'blogApiUrl').replace(/\/+$/, ''),
    blogTags: {
      gfm43: requireString((raw.blogTags as Record<string, unknown> | undefined)?.gfm43, 'blogTags.gfm43'),
      gfmpalam: requireString((raw.blogTags as Record<string, unknown> | undefined)?.gfmpalam, 'blogTags.gfmpalam'),
    },
    servicesUrl: requireString(raw.servicesUrl, 'servicesUrl').replace(/\/+$/, ''),
    maps: {
      gfm43: requireString((raw.maps as Record<string, unknown> | undefined)?.gfm43, 'maps.gfm43'),
      gfmpalam: requireString((raw.maps as Record<string, unknown> | undefined)?.gfmpalam, 'maps.gfmpalam'),
    },
  };
}

/** Fetches and installs the configuration; called once by each app's bootstrap. */
export async function loadRuntimeConfig(
  url: string = RUNTIME_CONFIG_PATH,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) {
    throw new RuntimeConfigError(`${url} answered ${response.status}`);
  }
  current = parseRuntimeConfig(await response.json());
  return current;
}

/** The id of the JSON data block the shell's production server writes into the page. */
export const EMBEDDED_CONFIG_ID = 'gfm-runtime-config';

/**
 * The configuration the server wrote into the page, if any (saves the round
 * trip for /runtime-config.json). Undefined when the page has none (the
 * development servers) or when it cannot be read, which is logged: the caller
 * then fetches /runtime-config.json.
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

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** For tests and for apps that receive their configuration another way. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getDefaultRuntimeConfig(): RuntimeConfig {
  return DEFAULT_CONFIG;
}
