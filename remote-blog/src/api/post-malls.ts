import { MALL_IDS, type MallId } from '@gfm/shared/data/malls';

/** A tag of a post: its id, and its slug when WordPress embedded the post's terms (`_embed`). */
export interface PostTag {
  id: number;
  slug?: string;
}

/** Does a post's tag stand for the mall whose blog tag is `blogTag` (a slug, or an id as "12")? */
function isMallTag(tag: PostTag, blogTag: string): boolean {
  return /^\d+$/.test(blogTag) ? tag.id === Number(blogTag) : tag.slug === blogTag;
}

/** The malls a post is tagged for, in the site's order of the malls (MALL_IDS). */
export function mallsTagged(tags: readonly PostTag[], blogTags: Readonly<Record<MallId, string>>): MallId[] {
  return MALL_IDS.filter((mall) => tags.some((tag) => isMallTag(tag, blogTags[mall])));
}

/**
 * Where a post's canonical address is (decision 063): under the first mall,
 * in the site's order of the malls, that the post is tagged for; a post
 * tagged for no mall belongs where it is shown. A post in both malls has one
 * address for search engines, and the other mall's page names it.
 */
export function canonicalMallOf(tagged: readonly MallId[], shownAt: MallId): MallId {
  return tagged[0] ?? shownAt;
}

/**
 * The slugs the sitemap lists under a mall (decision 063): its posts whose
 * canonical address is in this mall, so a post in both malls is listed once.
 * `mallTagIds` are the malls' tag ids as WordPress resolved them.
 */
export function sitemapSlugs(
  posts: readonly { slug: string; tags?: readonly number[] }[],
  mallId: MallId,
  mallTagIds: Readonly<Partial<Record<MallId, number>>>,
): string[] {
  return posts
    .filter((post) => {
      const tagged = MALL_IDS.filter((mall) => {
        const id = mallTagIds[mall];
        return id !== undefined && (post.tags ?? []).includes(id);
      });
      return canonicalMallOf(tagged, mallId) === mallId;
    })
    .map((post) => post.slug);
}
