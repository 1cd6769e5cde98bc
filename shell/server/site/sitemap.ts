import { REMOTE_NAMES, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import {
  BLOG_EXPOSES,
  MALL_EXPOSES,
  type BlogPageModule,
  type MallRoutesModule,
  type PageModule,
} from '@gfm/shared/contracts/remotes';
import { MALL_IDS, type MallId } from '@gfm/shared/data/malls';
import { blogPages, fillPath, mallHref, paths } from '@gfm/shared/paths';
import type { createRemoteReleases } from '../releases/remote-releases';
import type { createServerModules } from '../releases/server-modules';

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface SitemapOptions {
  config: RuntimeConfig;
  releases: ReturnType<typeof createRemoteReleases>;
  modules: ReturnType<typeof createServerModules>;
  /** How long a built sitemap is kept (each build reads the remotes and WordPress). */
  ttlMs?: number;
  now?: () => number;
  log?: { warn: (details: object, message: string) => void };
}

/**
 * A mall's pages, as its current release lists them, and its blog's: each
 * page without parameters as it is, and for each page with parameters the
 * values its module gives (`sitemapParams`). A remote that cannot answer
 * leaves out only its own pages. The sitemap lists them; the service worker
 * keeps them for a visitor without signal (service-worker.ts).
 */
export function createMallPaths({ releases, modules, log }: Omit<SitemapOptions, 'config' | 'ttlMs' | 'now'>) {
  async function pathsOf(
    module: () => Promise<PageModule>,
    pattern: (params: Record<string, string>) => string,
    what: string,
  ): Promise<string[]> {
    try {
      const params = (await (await module()).sitemapParams?.()) ?? [];
      return params.map(pattern);
    } catch (error) {
      log?.warn(
        { what, error: error instanceof Error ? error.message : String(error) },
        'sitemap.xml: these pages could not be listed',
      );
      return [];
    }
  }

  /** A mall's pages, as its current release lists them, and its blog's. */
  return async function mallPaths(mall: MallId): Promise<string[]> {
    let routes: MallRoutesModule['routes'];
    try {
      ({ routes } = await modules<MallRoutesModule>(await releases.releaseOf(mall), mall, MALL_EXPOSES.routes));
    } catch (error) {
      log?.warn(
        { what: `${mall} pages`, error: error instanceof Error ? error.message : String(error) },
        'sitemap.xml: these pages could not be listed',
      );
      routes = [];
    }
    const own = await Promise.all(
      routes.map((route) =>
        route.path.includes(':')
          ? pathsOf(route.page, (params) => mallHref(mall, route.path, params), `${mall}/${route.id}`)
          : [mallHref(mall, route.path)],
      ),
    );
    const blog = async () =>
      (await modules<BlogPageModule>(await releases.releaseOf('blog'), 'blog', BLOG_EXPOSES.post)).page(mall);
    const posts = await pathsOf(blog, (params) => `/${mall}/${fillPath(blogPages.post, params)}`, `${mall} blog posts`);
    return [...own.flat(), paths.mall.blogs.getHref(mall), ...posts];
  };
}

/**
 * sitemap.xml of the composed site, from each mall's current release: every
 * page its route list names without parameters as it is, and for each page
 * with parameters the values its module gives (`sitemapParams`: the car
 * brands, a mall's blog posts from WordPress). A remote that cannot answer
 * leaves out only its own pages. Built once for requests that arrive
 * together, and kept `ttlMs`.
 */
export function createSitemap({ config, releases, modules, ttlMs = 5 * 60_000, now = Date.now, log }: SitemapOptions) {
  const mallPaths = createMallPaths({ releases, modules, log });
  let kept: { at: number; versions: string; xml: Promise<string> } | undefined;

  async function build(): Promise<string> {
    const all = [paths.home.getHref(), ...(await Promise.all(MALL_IDS.map(mallPaths))).flat()];
    const origin = config.siteUrl.replace(/\/+$/, '');
    const urls = [...new Set(all)].map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  /** Kept until `ttlMs` has passed or a remote has a new release (which may add or remove pages). */
  return async function sitemap(): Promise<string> {
    const { releases: current } = await releases.all();
    const versions = REMOTE_NAMES.map((remote) => current[remote]?.version ?? '-').join('.');
    if (kept && kept.versions === versions && now() - kept.at < ttlMs) return kept.xml;
    const building = { at: now(), versions, xml: build() };
    building.xml.catch(() => {
      if (kept === building) kept = undefined;
    });
    kept = building;
    return building.xml;
  };
}

export function robotsTxt(config: RuntimeConfig): string {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${config.siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
