import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@gfm/shared/router';
import type { BlogPageProps } from '@gfm/shared/contracts/remotes';
import { getMall } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import { usePageMeta } from '@gfm/shared/seo/use-page-meta';
import { formatPostDate } from '../../api/format-date';
import { FETCH_ERROR_LOG, useBlogClient } from '../../api/use-blog-client';
import { useRequest, type RequestState } from '../../api/use-request';
import { FIRST_SCREEN_LOADING_ATTRIBUTE } from '@gfm/shared/contracts/first-screen';
import type { Post, PostSummary } from '../../api/wordpress';
import { PostCard } from '../../components/post-card/post-card';
import styles from './blog-post-page.module.css';
import { PageTitle } from '@gfm/shared/components/page-title';
import { Button } from '@gfm/shared/components/button';

/** spec §9: the side list shows the latest five posts. */
export const LATEST_POSTS = 5;
export const POST_NOT_FOUND = 'Post not found';

/** Exposed as `blog/blog-post`: `/{mall}/blog/{slug}` (spec §2, §4, §7, §8). */
export default function BlogPostPage({ mallId }: BlogPageProps) {
  const { slug = '' } = useParams();
  const client = useBlogClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const post = useRequest<Post | undefined>(`${slug}|${attempt}`, (signal) => client.postBySlug(slug, signal));
  const latest = useRequest<PostSummary[]>(`latest|${attempt}`, (signal) => client.latestPosts(LATEST_POSTS, signal));
  const shown = post.status === 'done' ? post.value : undefined;
  usePageMeta({
    title: shown ? shown.title : 'Blog',
    description: shown ? shown.excerpt : `A story from Global Foyer Mall, ${getMall(mallId).name}.`,
    ...(shown?.image ? { image: shown.image.src } : {}),
    ...(shown
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
      : {}),
  });

  useEffect(() => {
    // spec §8: an empty look-up leads to /404.
    if (post.status === 'done' && !post.value) navigate(paths.notFound.getHref(), { replace: true, state: { from: pathname } });
    if (post.status === 'error') console.error(FETCH_ERROR_LOG, post.error);
  }, [post, navigate, pathname]);
  useEffect(() => {
    if (latest.status === 'error') console.error(FETCH_ERROR_LOG, latest.error);
  }, [latest]);

  return <BlogPostView mallId={mallId} post={post} latest={latest} onRetry={() => setAttempt((count) => count + 1)} />;
}

interface BlogPostViewProps {
  mallId: BlogPageProps['mallId'];
  post: RequestState<Post | undefined>;
  latest: RequestState<PostSummary[]>;
  onRetry: () => void;
  /** How the byline writes the date; the build's template writes a token for the server's own (decision 018). */
  formatDate?: (date: string) => string;
}

/**
 * What a post page shows for its two requests. The live page draws it from
 * WordPress's answers; remote-blog's build draws it with the post's fields as
 * tokens, for the shell's server to fill in (first-screen-render.tsx,
 * decision 018), so both come from this one component.
 */
export function BlogPostView({ mallId, post, latest, onRetry, formatDate = formatPostDate }: BlogPostViewProps) {
  return (
    <div className={styles.layout}>
      <article className={styles.article} aria-busy={post.status === 'loading'}>
        {post.status === 'loading' && (
          // Marked loading: a drawn post stays in place until the live one has its content (decision 018).
          <div className={styles.skeleton} data-testid="post-skeleton" aria-hidden="true" {...{ [FIRST_SCREEN_LOADING_ATTRIBUTE]: '' }}>
            <div className={styles.skeletonTitle} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonBlock} />
          </div>
        )}
        {post.status === 'loading' && (
          <p role="status" className="visually-hidden">
            Loading the story…
          </p>
        )}
        {post.status === 'error' && (
          <div role="alert" className={styles.message}>
            <PageTitle>This story could not be loaded</PageTitle>
            <p>The content service did not answer. The rest of the site still works.</p>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        )}
        {post.status === 'done' && !post.value && <PageTitle>{POST_NOT_FOUND}</PageTitle>}
        {post.status === 'done' && post.value && (
          <>
            <PageTitle>{post.value.title}</PageTitle>
            <p className={styles.byline}>
              By {post.value.author} on <time dateTime={post.value.date}>{formatDate(post.value.date)}</time>
            </p>
            {post.value.image && <img className={styles.featured} src={post.value.image.src} alt={post.value.image.alt} width={post.value.image.width ?? 1200} height={post.value.image.height ?? 675} fetchPriority="high" />}
            {/* Sanitised by DOMPurify in the client (html/sanitize.ts) before it gets here. */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.value.contentHtml }} />
          </>
        )}
      </article>
      <aside className={styles.aside} aria-labelledby="latest-title">
        <h2 id="latest-title" className={styles.asideTitle}>
          Latest Posts
        </h2>
        {latest.status === 'loading' && <p className={styles.muted}>Loading…</p>}
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
