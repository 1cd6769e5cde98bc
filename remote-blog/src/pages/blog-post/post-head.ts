import { getMall, type MallId } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import type { Post } from '../../api/wordpress';
import { canonicalMallOf, mallsTagged } from '../../api/post-malls';

export interface BlogPostHead {
  /** The page's title before the brand: the post's, then the mall's name, as the blog list names its mall. */
  title: string;
  /** The path of the post's one canonical address (decision 063). */
  canonicalPath: string;
}

/**
 * What a post page's head says in a mall (decision 063): each mall's page
 * names its mall in its title (and so in its Open Graph title), and both
 * point to the post's one canonical address.
 */
export function blogPostHead(
  post: Pick<Post, 'title' | 'slug' | 'tags'>,
  mallId: MallId,
  blogTags: Readonly<Record<MallId, string>>,
): BlogPostHead {
  const canonicalMall = canonicalMallOf(mallsTagged(post.tags, blogTags), mallId);
  return {
    title: `${post.title} | ${getMall(mallId).name}`,
    canonicalPath: paths.mall.blogPost.getHref(canonicalMall, post.slug),
  };
}
