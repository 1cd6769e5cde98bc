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
  for (const mall of MALLS) {
    try {
      for (const slug of await postSlugs(config.blogApiUrl, config.blogTags[mall])) paths.push(`/${mall}/blog/${encodeURIComponent(slug)}`);
    } catch (error) {
      console.error(`sitemap.xml: the posts of ${mall} could not be read:`, error instanceof Error ? error.message : error);
    }
  }
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** @param {string} origin */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${origin}/sitemap.xml\n`;
}
