import { renderFirstScreenMarkup } from '@gfm/shared/first-screen/render-first-screen';
import { FIRST_SCREEN_POST_SEGMENT, FIRST_SCREEN_POST_TOKENS as TOKENS } from '@gfm/shared/contracts/first-screen';
import { malls, type MallId } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import type { Post } from './api/wordpress';
import BlogListPage from './pages/blog-list/blog-list-page';
import { BlogPostView } from './pages/blog-post/blog-post-page';

/**
 * Built for Node by `npm run build`: remote-blog's pages as HTML for the
 * shell's server to put into a mall's layout. The blog list of each mall in
 * the state it first shows (title, slider, posts loading; decision 016). A
 * post as a template (decision 018): its title, byline and featured picture
 * as tokens the server fills from the post it reads from WordPress, its body
 * left out (below the first screen, and HTML the browser sanitises), the
 * latest posts loading.
 */
const listPages = new Map(malls.map((mall) => [paths.mall.blogs.getHref(mall.id), mall.id]));
const postPages = new Map(malls.map((mall) => [paths.mall.blogPost.getHref(mall.id, FIRST_SCREEN_POST_SEGMENT), mall.id]));

export const pages = [...listPages.keys(), ...postPages.keys()];

/** The post the template is drawn with: every field a token (width and height are written as attributes, so any text will do). */
export const templatePost: Post = {
  id: 0,
  slug: FIRST_SCREEN_POST_SEGMENT,
  title: TOKENS.title,
  excerpt: '',
  contentHtml: '',
  date: TOKENS.date,
  author: TOKENS.author,
  image: { src: TOKENS.imageSrc, alt: TOKENS.imageAlt, width: TOKENS.imageWidth as unknown as number, height: TOKENS.imageHeight as unknown as number },
};

export function renderPostTemplate(mallId: MallId, pathname: string): string {
  const view = <BlogPostView mallId={mallId} post={{ status: 'done', value: templatePost }} latest={{ status: 'loading' }} onRetry={() => undefined} formatDate={() => TOKENS.dateText} />;
  return renderFirstScreenMarkup(view, pathname);
}

export function render(pathname: string): string {
  const listMall = listPages.get(pathname);
  if (listMall) return renderFirstScreenMarkup(<BlogListPage mallId={listMall} />, pathname);
  const postMall = postPages.get(pathname);
  if (postMall) return renderPostTemplate(postMall, pathname);
  throw new Error(`remote-blog draws no first screen for ${pathname}`);
}
