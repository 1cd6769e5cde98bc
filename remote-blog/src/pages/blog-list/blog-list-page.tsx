import '../../image-set';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@gfm/shared/router';
import { ImageSlider } from '@gfm/shared/components/image-slider';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { BlogPageProps } from '@gfm/shared/contracts/remotes';
import { BRAND_NAME, getMall } from '@gfm/shared/data/malls';
import { getImage } from '@gfm/shared/images/catalogue';
import { paths } from '@gfm/shared/paths';
import { usePageMeta } from '@gfm/shared/seo/use-page-meta';
import { slides, SLIDES_SIZES } from './slides';
import { FETCH_ERROR_LOG, useBlogClient } from '../../api/use-blog-client';
import { useRequest } from '../../api/use-request';
import { WordPressError, type PostPage } from '../../api/wordpress';
import { PostCard } from '../../components/post-card/post-card';
import { PostSkeleton } from '../../components/post-skeleton/post-skeleton';
import styles from './blog-list-page.module.css';
import { PageTitle } from '@gfm/shared/components/page-title';
import { Button, buttonClassName } from '@gfm/shared/components/button';

const SKELETON_CARDS = 4;


/** Exposed as `blog/blog-list`: `/{mall}/blogs` (spec §2, §4, §7, §8). */
export default function BlogListPage({ mallId }: BlogPageProps) {
  const client = useBlogClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const tag = getRuntimeConfig().blogTags[mallId];
  usePageMeta({
    title: `Blog${page > 1 ? ` (page ${page})` : ''} | ${getMall(mallId).name}`,
    description: `Stories, events and offers from Global Foyer Mall, ${getMall(mallId).name}.`,
  });

  const request = useRequest<PostPage | undefined>(`${mallId}|${tag}|${page}|${attempt}`, async (signal) => {
    const tagId = await client.resolveTag(tag, signal);
    if (tagId === undefined) return undefined;
    return client.postsByTag(tagId, page, signal);
  });

  const notFound = request.status === 'error' && request.error instanceof WordPressError;
  useEffect(() => {
    if (request.status !== 'error') return;
    if (request.error instanceof WordPressError) {
      // spec §8: a non-OK list response leads to /404.
      navigate(paths.notFound.getHref(), { replace: true, state: { from: pathname } });
    } else {
      // spec §8: network errors are logged; the visitor also sees a message and can retry.
      console.error(FETCH_ERROR_LOG, request.error);
    }
  }, [request, navigate, pathname]);

  return (
    <div className={styles.page}>
      <PageTitle>Trending at {BRAND_NAME}</PageTitle>
      <ImageSlider label="Stories from the malls" priority slides={slides.map((slide) => ({ image: getImage('gfm43', slide.image), alt: slide.alt }))} sizes={SLIDES_SIZES} className={styles.slider} />
      <section aria-labelledby="posts-title" aria-busy={request.status === 'loading'}>
        <h2 id="posts-title" className="visually-hidden">
          Posts
        </h2>
        {request.status === 'loading' && (
          <div className={styles.grid}>
            <p role="status" className="visually-hidden">
              Loading posts…
            </p>
            {Array.from({ length: SKELETON_CARDS }, (_value, index) => (
              <PostSkeleton key={index} />
            ))}
          </div>
        )}
        {request.status === 'error' && !notFound && (
          <div className={styles.message} role="alert">
            <p>The stories could not be loaded right now. The rest of the site still works.</p>
            <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              Try again
            </Button>
          </div>
        )}
        {request.status === 'done' && (!request.value || request.value.posts.length === 0) && <p className={styles.message}>No stories yet. Come back soon.</p>}
        {request.status === 'done' && request.value && request.value.posts.length > 0 && (
          <>
            <ul className={styles.grid}>
              {request.value.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} href={paths.mall.blogPost.getHref(mallId, post.slug)} />
                </li>
              ))}
            </ul>
            {request.value.totalPages > 1 && (
              <nav className={styles.pager} aria-label="Pages of stories">
                {page > 1 ? (
                  <Link className={buttonClassName('secondary')} to={{ search: page === 2 ? '' : `?page=${page - 1}` }}>
                    Newer stories
                  </Link>
                ) : (
                  <span />
                )}
                <span>
                  Page {page} of {request.value.totalPages}
                </span>
                {page < request.value.totalPages ? (
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
