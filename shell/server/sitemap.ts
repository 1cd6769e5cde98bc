import type { RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { BLOG_EXPOSES, MALL_EXPOSES, type BlogPageModule, type MallRoutesModule, type PageModule } from '@gfm/shared/contracts/remotes';
import { MALL_IDS, type MallId } from '@gfm/shared/data/malls';
import { blogPages, fillPath, mallPages, pagesWithoutParameters } from '@gfm/shared/paths';
import type { createRemoteReleases, createServerModules } from './remote-releases';

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
 * sitemap.xml of the composed site, from the route table: every page without
 * parameters as it is, and for each page with parameters the values its own
 * remote gives (`sitemapParams`: the car brands, a mall's blog posts from
 * WordPress). A remote that cannot answer leaves out only its own pages with
 * parameters. Built once for requests that arrive together, and kept `ttlMs`.
 */
export function createSitemap({ config, releases, modules, ttlMs = 5 * 60_000, now = Date.now, log }: SitemapOptions) {
  let kept: { at: number; xml: Promise<string> } | undefined;

  async function pathsOf(module: () => Promise<PageModule>, pattern: (params: Record<string, string>) => string, what: string): Promise<string[]> {
    try {
      const params = (await (await module()).sitemapParams?.()) ?? [];
      return params.map(pattern);
    } catch (error) {
      log?.warn({ what, error: error instanceof Error ? error.message : String(error) }, 'sitemap.xml: these pages could not be listed');
      return [];
    }
  }

  /** A mall's pages with parameters: the values its remote gives for each (the car brands), and its blog's posts. */
  async function parameterisedPaths(mall: MallId): Promise<string[]> {
    const routes = async () => modules<MallRoutesModule>(await releases.releaseOf(mall), mall, MALL_EXPOSES.routes);
    const found = await Promise.all(
      Object.entries(mallPages[mall] as Record<string, string>)
        .filter(([, path]) => path.includes(':'))
        .map(([page, path]) => pathsOf(async () => ((await routes()).pages as Record<string, () => Promise<PageModule>>)[page]?.() ?? Promise.reject(new Error(`no page ${page}`)), (params) => `/${mall}/${fillPath(path, params)}`, `${mall}/${page}`)),
    );
    const blog = async () => (await modules<BlogPageModule>(await releases.releaseOf('blog'), 'blog', BLOG_EXPOSES.post)).page(mall);
    const posts = await pathsOf(blog, (params) => `/${mall}/${fillPath(blogPages.post, params)}`, `${mall} blog posts`);
    return [...found.flat(), ...posts];
  }

  async function build(): Promise<string> {
    const all = [...pagesWithoutParameters(), ...(await Promise.all(MALL_IDS.map(parameterisedPaths))).flat()];
    const origin = config.siteUrl.replace(/\/+$/, '');
    const urls = [...new Set(all)].map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  return function sitemap(): Promise<string> {
    if (kept && now() - kept.at < ttlMs) return kept.xml;
    const building = { at: now(), xml: build() };
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
