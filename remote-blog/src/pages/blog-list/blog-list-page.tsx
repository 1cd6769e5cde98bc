import {
  data,
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  type LoaderFunctionArgs,
} from '@gfm/shared/router';
import { ImageSlider } from '@gfm/shared/ui/image-slider';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { BRAND_NAME, getMall, type MallId } from '@gfm/shared/data/malls';
import { getImage } from '@gfm/shared/images/catalogue';
import { paths } from '@gfm/shared/paths';
import { PageMeta } from '@gfm/shared/seo/page-meta';
import { slides, SLIDES_SIZES } from './slides';
import type { PostPage } from '../../api/wordpress';
import { PostCard } from '../../components/post-card/post-card';
import { PostSkeleton } from '../../components/post-skeleton/post-skeleton';
import styles from './blog-list-page.module.css';
import { pagePerMall } from '../page-per-mall';
import { PageTitle } from '@gfm/shared/ui/page-title';
import { buttonClassName } from '@gfm/shared/ui/button';

const SKELETON_CARDS = 4;

/** What the list's loader found: a page of posts (none when the mall's tag does not exist), or WordPress out of service. */
export type BlogListData =
  { status: 'done'; page: number; posts: PostPage | undefined } | { status: 'outage'; page: number };

/** `?page=2`; anything else is the first page. */
export function pageOf(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
}

/**
 * requirements §7: the mall's tag, then `posts?_embed&tags={tagId}`. A 4xx answer is
 * the 404 page (requirements §8; in place, decision 027); a WordPress out of service
 * (a 5xx, a time-out, no connection, an answer that is not JSON) is logged and
 * answered 503 with a way to try again (decision 040).
 */
export async function loadBlogList(
  mallId: MallId,
  { request }: Pick<LoaderFunctionArgs, 'request'>,
): Promise<BlogListData | ReturnType<typeof data<BlogListData>>> {
  // The client and its HTML parser are a chunk of their own: a page the server rendered carries its
  // data, so the browser needs them only to go to another blog page.
  const { FETCH_ERROR_LOG, wordPressClient, WordPressError } = await import('../../api/wordpress');
  const page = pageOf(new URL(request.url).searchParams);
  const { blogApiUrl, blogTags } = getRuntimeConfig();
  const client = wordPressClient(blogApiUrl, request);
  try {
    const tagId = await client.resolveTag(blogTags[mallId], request.signal);
    return {
      status: 'done',
      page,
      posts: tagId === undefined ? undefined : await client.postsByTag(tagId, page, request.signal),
    };
  } catch (error) {
    if (error instanceof WordPressError) throw data(null, { status: 404 });
    console.error(FETCH_ERROR_LOG, error);
    return data<BlogListData>({ status: 'outage', page }, { status: 503 });
  }
}

export interface BlogListPageProps {
  mallId: MallId;
}

/** requirements §2 `/{mall}/blogs`, §4, §7, §8: 'Trending at' the brand, a slider, and the mall's posts. */
export function BlogListPage({ mallId }: BlogListPageProps) {
  const result = useLoaderData<BlogListData>();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  // Another page of this list on its way: its cards are not here yet.
  const loading =
    revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === pathname);
  const { page } = result;
  const posts = result.status === 'done' ? result.posts : undefined;
  return (
    <div className={styles.page}>
      <PageMeta
        title={`Blog${page > 1 ? ` (page ${page})` : ''} | ${getMall(mallId).name}`}
        description={`Stories, events and offers from Global Foyer Mall, ${getMall(mallId).name}.`}
      />
      <PageTitle>Trending at {BRAND_NAME}</PageTitle>
      <ImageSlider
        label="Stories from the malls"
        priority
        slides={slides.map((slide) => ({ image: getImage('gfm', slide.image), alt: slide.alt }))}
        sizes={SLIDES_SIZES}
        className={styles.slider}
      />
      <section aria-labelledby="posts-title" aria-busy={loading}>
        <h2 id="posts-title" className="visually-hidden">
          Posts
        </h2>
        {loading && (
          <div className={styles.grid}>
            <p role="status" className="visually-hidden">
              Loading posts…
            </p>
            {Array.from({ length: SKELETON_CARDS }, (_value, index) => (
              <PostSkeleton key={index} />
            ))}
          </div>
        )}
        {!loading && result.status === 'outage' && (
          <div className={styles.message} role="alert">
            <p>The stories could not be loaded right now. The rest of the site still works.</p>
            {/* The same address again: a link, so it works before the page's script and without it. */}
            <Link className={buttonClassName('secondary')} to={{ pathname, search }}>
              Try again
            </Link>
          </div>
        )}
        {!loading && result.status === 'done' && (!posts || posts.posts.length === 0) && (
          <p className={styles.message}>No stories yet. Come back soon.</p>
        )}
        {!loading && posts && posts.posts.length > 0 && (
          <>
            <ul className={styles.grid}>
              {posts.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} href={paths.mall.blogPost.getHref(mallId, post.slug)} />
                </li>
              ))}
            </ul>
            {posts.totalPages > 1 && (
              <nav className={styles.pager} aria-label="Pages of stories">
                {page > 1 ? (
                  <Link className={buttonClassName('secondary')} to={{ search: page === 2 ? '' : `?page=${page - 1}` }}>
                    Newer stories
                  </Link>
                ) : (
                  <span />
                )}
                <span>
                  Page {page} of {posts.totalPages}
                </span>
                {page < posts.totalPages ? (
                  <Link className={buttonClassName('secondary')} to={{ search: `?page=${page + 1}` }}>
                    Older stories
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** Exposed as `blog/blog-list`: `/{mall}/blogs`. */
export const page = pagePerMall((mallId) => ({
  Component: function MallBlogList() {
    return <BlogListPage mallId={mallId} />;
  },
  loader: (args) => loadBlogList(mallId, args),
}));
