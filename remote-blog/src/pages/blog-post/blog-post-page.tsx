import { preload } from 'react-dom';
import { data, Link, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from '@gfm/shared/router';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { getMall, MALL_IDS, type MallId } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import { PageMeta } from '@gfm/shared/seo/page-meta';
import { formatPostDate } from '../../api/format-date';
import type { Post, PostSummary } from '../../api/wordpress';
import { PostCard } from '../../components/post-card/post-card';
import styles from './blog-post-page.module.css';
import { pagePerMall } from '../page-per-mall';
import { PageTitle } from '@gfm/shared/ui/page-title';
import { buttonClassName } from '@gfm/shared/ui/button';
import { sitemapSlugs } from '../../api/post-malls';
import { blogPostHead } from './post-head';

/** requirements §9: the side list shows the latest five posts. */
export const LATEST_POSTS = 5;

/** One of the page's two requests: its answer, or WordPress out of service. */
export type Loaded<T> = { status: 'done'; value: T } | { status: 'error' };

export interface BlogPostData {
  post: Loaded<Post>;
  latest: Loaded<PostSummary[]>;
}

/** How long a post page is kept when only its side list could not be loaded: it mends itself soon. */
const WITHOUT_LATEST_MAX_AGE_S = 5;

async function settle<T>(
  request: Promise<T>,
  errorLog: string,
  isRefusal: (error: unknown) => boolean,
): Promise<Loaded<T>> {
  try {
    return { status: 'done', value: await request };
  } catch (error) {
    // WordPress refusing the request (a 4xx) is the 404 page; anything else is an outage.
    if (isRefusal(error)) throw data(null, { status: 404 });
    // requirements §8: logged; the visitor also sees a message and can retry.
    console.error(errorLog, error);
    return { status: 'error' };
  }
}

/** The WordPress client and its HTML parser: a chunk of their own, needed in the browser only to go to another post. */
const wordPress = () => import('../../api/wordpress');

/**
 * requirements §7: `posts?slug={slug}&_embed` and `posts?per_page=5&_embed`, side by
 * side (the latest posts are the same for every post: on the server they come
 * from the client's kept answers). No such post, or WordPress refusing the
 * request, is the 404 page (requirements §8; in place, decision 027). WordPress out of
 * service for the post is a 503 with a way to try again (decision 040); for the
 * side list alone, the post is shown and kept only a few seconds.
 */
export async function loadBlogPost({
  params,
  request,
}: Pick<LoaderFunctionArgs, 'params' | 'request'>): Promise<ReturnType<typeof data<BlogPostData>>> {
  const { FETCH_ERROR_LOG, wordPressClient, WordPressError } = await wordPress();
  const client = wordPressClient(getRuntimeConfig().blogApiUrl, request);
  const isRefusal = (error: unknown) => error instanceof WordPressError;
  const [found, latest] = await Promise.all([
    settle(client.postBySlug(params.slug ?? '', request.signal), FETCH_ERROR_LOG, isRefusal),
    settle(client.latestPosts(LATEST_POSTS, request.signal), FETCH_ERROR_LOG, () => false),
  ]);
  if (found.status === 'done' && !found.value) throw data(null, { status: 404 });
  const post: Loaded<Post> =
    found.status === 'done' && found.value ? { status: 'done', value: found.value } : { status: 'error' };
  if (post.status === 'error') return data({ post, latest }, { status: 503 });
  return data(
    { post, latest },
    latest.status === 'error' ? { headers: { 'Cache-Control': `max-age=${WITHOUT_LATEST_MAX_AGE_S}` } } : {},
  );
}

/**
 * The sitemap's posts of a mall: every post under its tag whose canonical
 * address is in this mall, so a post in both malls is listed once (decision 063).
 */
export async function blogPostSitemapParams(mallId: MallId): Promise<{ slug: string }[]> {
  const { WordPressClient } = await wordPress();
  const { blogApiUrl, blogTags } = getRuntimeConfig();
  const client = new WordPressClient(blogApiUrl);
  const ids = await Promise.all(
    MALL_IDS.map(async (mall) => [mall, await client.resolveTag(blogTags[mall], AbortSignal.timeout(3000))] as const),
  );
  const mallTagIds = Object.fromEntries(ids.filter(([, id]) => id !== undefined));
  const tagId = mallTagIds[mallId];
  if (tagId === undefined) return [];
  const posts = await client.sitemapPostsByTag(tagId, AbortSignal.timeout(10_000));
  return sitemapSlugs(posts, mallId, mallTagIds).map((slug) => ({ slug }));
}

export interface BlogPostPageProps {
  mallId: MallId;
}

/** `/{mall}/blog/{slug}` (requirements §2, §4, §7, §8). */
export function BlogPostPage({ mallId }: BlogPostPageProps) {
  const { post, latest } = useLoaderData<BlogPostData>();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const shown = post.status === 'done' ? post.value : undefined;
  const head = shown ? blogPostHead(shown, mallId, getRuntimeConfig().blogTags) : undefined;
  return (
    <>
      <PageMeta
        title={head ? head.title : `Blog | ${getMall(mallId).name}`}
        {...(head ? { canonicalPath: head.canonicalPath } : {})}
        description={shown ? shown.excerpt : `A story from Global Foyer Mall, ${getMall(mallId).name}.`}
        type={shown ? 'article' : 'website'}
        {...(shown?.image ? { image: shown.image.src } : {})}
        {...(shown
          ? {
              jsonLd: {
                '@context': 'https://schema.org',
                '@type': 'BlogPosting',
                headline: shown.title,
                datePublished: shown.date,
                author: { '@type': 'Person', name: shown.author },
                description: shown.excerpt,
                ...(shown.image ? { image: shown.image.src } : {}),
                publisher: { '@type': 'Organization', name: 'Global Foyer Mall' },
              },
            }
          : {})}
      />
      <BlogPostView
        mallId={mallId}
        post={post}
        latest={latest}
        loading={navigation.state === 'loading' && navigation.location.pathname === pathname}
        retryHref={`${pathname}${search}`}
      />
    </>
  );
}

/** How wide the story's picture is shown: the article's column (2.5 of 3.5 parts from 1024 px). */
const FEATURED_SIZES = '(min-width: 1312px) 880px, (min-width: 1024px) 70vw, 100vw';

/**
 * The story's picture, the page's largest, in the width the screen needs when
 * WordPress made several (decision 063). At high priority, React's server
 * names it in the head of the HTML (a preload with the same srcset and sizes).
 */
function FeaturedImage({ image }: { image: NonNullable<Post['image']> }) {
  const img = (
    <img
      className={styles.featured}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? FEATURED_SIZES : undefined}
      alt={image.alt}
      width={image.width ?? 1200}
      height={image.height ?? 675}
      fetchPriority="high"
    />
  );
  if (!image.avifSrcSet) return img;
  // React preloads no picture inside <picture> (it cannot tell which source the browser takes), so
  // the head names the AVIF widths itself; a browser without AVIF skips that preload and takes the JPEG.
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: image.avifSrcSet,
    imageSizes: FEATURED_SIZES,
    type: 'image/avif',
  });
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={FEATURED_SIZES} />
      {img}
    </picture>
  );
}

interface BlogPostViewProps {
  mallId: MallId;
  post: Loaded<Post>;
  latest: Loaded<PostSummary[]>;
  /** A retry is on its way. */
  loading?: boolean;
  /** The page's own address: "Try again" is a link to it, so it works without JavaScript. */
  retryHref: string;
}

/** What a post page shows for its two requests. */
export function BlogPostView({ mallId, post, latest, loading = false, retryHref }: BlogPostViewProps) {
  return (
    <div className={styles.layout}>
      <article className={styles.article} aria-busy={loading}>
        {loading && (
          <>
            <div className={styles.skeleton} data-testid="post-skeleton" aria-hidden="true">
              <div className={styles.skeletonTitle} />
              <div className={styles.skeletonLine} />
              <div className={styles.skeletonBlock} />
            </div>
            <p role="status" className="visually-hidden">
              Loading the story…
            </p>
          </>
        )}
        {!loading && post.status === 'error' && (
          <div role="alert" className={styles.message}>
            <PageTitle>This story could not be loaded</PageTitle>
            <p>The content service did not answer. The rest of the site still works.</p>
            <Link className={buttonClassName('secondary')} to={retryHref}>
              Try again
            </Link>
          </div>
        )}
        {!loading && post.status === 'done' && (
          <>
            <PageTitle>{post.value.title}</PageTitle>
            <p className={styles.byline}>
              By {post.value.author} on <time dateTime={post.value.date}>{formatPostDate(post.value.date)}</time>
            </p>
            {post.value.image && <FeaturedImage image={post.value.image} />}
            {/* Sanitised by sanitize-html (shared/src/html/sanitize.ts) when it was loaded. */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.value.contentHtml }} />
          </>
        )}
      </article>
      <aside className={styles.aside} aria-labelledby="latest-title">
        <h2 id="latest-title" className={styles.asideTitle}>
          Latest Posts
        </h2>
        {latest.status === 'error' && <p className={styles.muted}>The latest posts could not be loaded.</p>}
        {latest.status === 'done' && (
          <ul className={styles.latest}>
            {latest.value.slice(0, LATEST_POSTS).map((item) => (
              <li key={item.id}>
                <PostCard post={item} href={paths.mall.blogPost.getHref(mallId, item.slug)} compact />
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}

/** Exposed as `blog/blog-post`: `/{mall}/blog/{slug}`. */
export const page = pagePerMall((mallId) => ({
  Component: function MallBlogPost() {
    return <BlogPostPage mallId={mallId} />;
  },
  loader: loadBlogPost,
  sitemapParams: () => blogPostSitemapParams(mallId),
}));
