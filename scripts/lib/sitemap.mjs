// @ts-check
/**
 * sitemap.xml and robots.txt of the composed site: every route of both malls,
 * and every blog post of each mall's tag, read from the configured WordPress
 * when the sitemap is asked for (the static routes alone if it is down).
 */
import { MALLS } from './apps.mjs';

/** Every page of the site that has a fixed address. */
export const STATIC_ROUTES = [
  '/',
  '/gfm43',
  '/gfm43/automotive',
  '/gfm43/automotive/mercedes',
  '/gfm43/automotive/toyota',
  '/gfm43/all-brands',
  '/gfm43/food-and-drinks',
  '/gfm43/privacy-policy',
  '/gfm43/contact-us',
  '/gfm43/blogs',
  '/gfmpalam',
  '/gfmpalam/beauty-and-salon',
  '/gfmpalam/food-and-drinks',
  '/gfmpalam/clothing',
  '/gfmpalam/fitness',
  '/gfmpalam/all-brands',
  '/gfmpalam/contact-us',
  '/gfmpalam/privacy-policy',
  '/gfmpalam/blogs',
];

/** @param {string} text */
function xmlEscape(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * @param {string} api  WordPress REST root
 * @param {string} tag  id or slug
 * @returns {Promise<string[]>} post slugs
 */
async function postSlugs(api, tag) {
  let tagId = tag;
  if (!/^\d+$/.test(tag)) {
    const tags = /** @type {{ id: number, slug: string }[]} */ (await (await fetch(`${api}/wp/v2/tags?slug=${encodeURIComponent(tag)}`, { signal: AbortSignal.timeout(3000) })).json());
    const found = tags.find((candidate) => candidate.slug === tag);
    if (!found) return [];
    tagId = String(found.id);
  }
  const slugs = [];
  for (let page = 1, pages = 1; page <= pages && page <= 20; page += 1) {
    const response = await fetch(`${api}/wp/v2/posts?tags=${tagId}&per_page=100&page=${page}`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) break;
    pages = Number(response.headers.get('X-WP-TotalPages') ?? 1);
    for (const post of /** @type {{ slug: string }[]} */ (await response.json())) slugs.push(post.slug);
  }
  return slugs;
}

/**
 * @param {string} origin  the site's public origin
 * @param {{ blogApiUrl: string, blogTags: { gfm43: string, gfmpalam: string } }} config
 */
export async function sitemapXml(origin, config) {
  const paths = [...STATIC_ROUTES];
  const slugsOfMalls = await Promise.all(
    MALLS.map((mall) =>
      postSlugs(config.blogApiUrl, config.blogTags[mall]).catch((error) => {
        console.error(`sitemap.xml: the posts of ${mall} could not be read:`, error instanceof Error ? error.message : error);
        return [];
      }),
    ),
  );
  for (const [index, mall] of MALLS.entries()) {
    for (const slug of slugsOfMalls[index] ?? []) paths.push(`/${mall}/blog/${encodeURIComponent(slug)}`);
  }
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * sitemap.xml as the server answers it: built once for any number of requests
 * that arrive together, and kept `ttlMs` (each build may read WordPress up to
 * 42 times), for the one set of settings it was built for.
 * @param {{ ttlMs?: number, build?: typeof sitemapXml, now?: () => number }} [options]
 */
export function createSitemap({ ttlMs = 5 * 60_000, build = sitemapXml, now = Date.now } = {}) {
  /** @type {{ key: string, at: number, xml: Promise<string> } | undefined} */
  let kept;
  /**
   * @param {string} origin
   * @param {{ blogApiUrl: string, blogTags: { gfm43: string, gfmpalam: string } }} config
   */
  return function sitemap(origin, config) {
    const key = JSON.stringify([origin, config.blogApiUrl, config.blogTags]);
    if (kept && kept.key === key && now() - kept.at < ttlMs) return kept.xml;
    const building = { key, at: now(), xml: build(origin, config) };
    // A build that fails is not kept: the next request tries again.
    building.xml.catch(() => {
      if (kept === building) kept = undefined;
    });
    kept = building;
    return building.xml;
  };
}

/** @param {string} origin */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${origin}/sitemap.xml\n`;
}
