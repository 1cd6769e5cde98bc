import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { BRAND_NAME, MALL_IDS, type MallId } from '@gfm/shared/data/malls';
import { appIcons, type AppIcon } from '@gfm/shared/images/app-icons';
import { hashedName } from '@gfm/shared/images/media-files';
import {
  OFFLINE_PATH,
  SERVICE_WORKER_PATH,
  WARM_API,
  type WarmList,
  type WorkerSettings,
} from '../../src/service-worker/offline-index';
import type { IncomingHttpHeaders } from 'node:http';
import { canaryVisitor } from '../releases/canary-visitors';
import type { SeedIssuer } from '../seeds/seed-issuer';
import type { createRemoteReleases } from '../releases/remote-releases';
import type { Manifest, RemoteRelease, Releases } from '../releases/remote-release';

/** Bytes the worker keeps on a phone at most (decision 045): a visited mall takes 2.3 to 3.7 MB of it. */
export const OFFLINE_BUDGET_BYTES = 15 * 1024 * 1024;
/** A kept copy older than a day is not used: nothing stale outlives a release by more than this. */
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The brand's colour (the header's), for the phone's status bar and splash screen. */
export const THEME_COLOR = '#5b1a63';

interface OfflineOptions {
  config: RuntimeConfig;
  releases: ReturnType<typeof createRemoteReleases>;
  /** Each mall's pages, as the sitemap lists them (sitemap.ts `createMallPaths`). */
  mallPaths: (mall: MallId) => Promise<string[]>;
  /** The shell's browser build: its scripts and style sheets, and the worker's code (`sw/service-worker.js`). */
  distDir: string;
  /** Visitors' seeds, read to choose their canaries' versions when no front decided. */
  seeds: SeedIssuer;
}

/** The shell's own scripts and style sheets, as the browser asks for them. */
function shellFiles(distDir: string): string[] {
  const bootDir = path.join(distDir, 'boot');
  // boot.js and its measuring chunk (decision 070), which every page names.
  const boot = fs.existsSync(bootDir)
    ? fs
        .readdirSync(bootDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => `/boot/${file}`)
    : [];
  return fs
    .readdirSync(distDir)
    .filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('federation-runtime'))
    .map((file) => `/${file}`)
    .concat(boot)
    .sort();
}

/**
 * Every script and style sheet of a remote's release the site runs: its
 * entry and each expose's chunks, its pages' included (the manifest lists
 * them as the expose's `async` files). Its copies of the shared modules are
 * left out: the shell provides those.
 */
export function releaseFiles(release: RemoteRelease): string[] {
  // The manifest's `async` lists too, which the server's own reading of it (`Manifest`) leaves out.
  type Files = { sync?: string[]; async?: string[] };
  const manifest = release.manifest as Omit<Manifest, 'exposes'> & {
    exposes?: { assets?: { js?: Files; css?: Files } }[];
  };
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', release.manifestUrl);
  const lists = (manifest.exposes ?? []).flatMap(({ assets }) => [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ]);
  return [...new Set([release.entry, ...lists.map((file) => new URL(file, base).href)])];
}

/** The releases' versions and the shell's build, as one short name: a new one of either is a new worker. */
export function versionOf(shellBuild: string, releases: Releases): string {
  const parts = [shellBuild, ...REMOTE_NAMES.map((remote) => `${remote}:${releases[remote]?.version ?? '-'}`)];
  return crypto.createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 16);
}

/** The web app manifest: the site on a phone's home screen, with the brand's icons. */
export function webAppManifest(config: RuntimeConfig, icons: readonly AppIcon[] = appIcons): object {
  const media = config.imageBaseUrl.replace(/\/+$/, '');
  return {
    name: BRAND_NAME,
    short_name: 'Foyer Mall',
    description: `${BRAND_NAME}: shops, brands, hours and floor plans of both malls, also without signal.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: icons.map((icon) => ({
      src: `${media}/${hashedName(icon.file, icon.hash)}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/** The worker's code (none in a build without it), the shell's files, and one name for both. */
function shellBuildOf(distDir: string) {
  const workerFile = path.join(distDir, 'sw/service-worker.js');
  const workerCode = fs.existsSync(workerFile) ? fs.readFileSync(workerFile, 'utf8') : undefined;
  const files = shellFiles(distDir);
  const shellBuild = crypto
    .createHash('sha256')
    .update(`${workerCode ?? ''}|${files.join('|')}`)
    .digest('base64url');
  return { workerCode, files, shellBuild };
}

/** The origins of the site and of the remotes, whose files the worker keeps. */
function siteOrigins(config: RuntimeConfig): string[] {
  return [
    ...new Set(
      [config.siteUrl, ...Object.values(config.remotes)].flatMap((url) => {
        try {
          return [new URL(url).origin];
        } catch {
          return [];
        }
      }),
    ),
  ];
}

/**
 * The service worker's routes on the shell's server (decision 045):
 * `/sw.js`, the worker with the current releases' versions written into it
 * (so a release changes its bytes and the browser installs the new one);
 * `/api/offline/{mall}`, what the worker keeps when the visitor opens a
 * mall's home; and `/manifest.webmanifest`.
 */
export function registerServiceWorker(
  app: FastifyInstance,
  { config, releases, mallPaths, distDir, seeds }: OfflineOptions,
) {
  const { workerCode, files, shellBuild } = shellBuildOf(distDir);
  const origins = siteOrigins(config);

  async function current(headers: IncomingHttpHeaders) {
    const { releases: chosen } = await releases.all(canaryVisitor(headers, 'current', seeds));
    return { releases: chosen, version: versionOf(shellBuild, chosen) };
  }

  app.get(SERVICE_WORKER_PATH, async (request, reply) => {
    if (!workerCode) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const { version } = await current(request.headers);
    // The site's own origin as the browser sees it (behind nginx it may differ from siteUrl's).
    const settings: WorkerSettings = {
      version,
      budgetBytes: OFFLINE_BUDGET_BYTES,
      maxAgeMs: OFFLINE_MAX_AGE_MS,
      origins,
      shellFiles: files,
    };
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/javascript; charset=utf-8')
      .send(`self.__gfmOffline = ${JSON.stringify(settings)};\n${workerCode}`);
  });

  // A mall's list is the same for every visitor of a version: built once each (a few versions are kept).
  const lists = new Map<string, Promise<string>>();
  async function warmList(mall: MallId, chosen: Releases, version: string): Promise<string> {
    const remoteFiles = [mall, 'blog' as const].flatMap((remote) => {
      const release = chosen[remote];
      return release ? releaseFiles(release) : [];
    });
    const list: WarmList = {
      version,
      mall,
      pages: [OFFLINE_PATH, ...(await mallPaths(mall))],
      files: [...files, ...remoteFiles],
    };
    return JSON.stringify(list);
  }

  app.get<{ Params: { mall: string } }>(`${WARM_API}/:mall`, async (request, reply) => {
    const mall = MALL_IDS.find((id) => id === request.params.mall);
    if (!mall) return reply.code(404).type('application/json; charset=utf-8').send('{"message":"No such mall"}');
    const { releases: chosen, version } = await current(request.headers);
    const key = `${mall}:${version}`;
    let list = lists.get(key);
    if (!list) {
      list = warmList(mall, chosen, version);
      lists.set(key, list);
      list.catch(() => lists.delete(key));
      while (lists.size > 8) lists.delete(lists.keys().next().value as string);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(await list);
  });

  app.get(MANIFEST_PATH, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(config))),
  );
}
