import { useCallback, useEffect } from 'react';
import { useLocation, useRoutes } from '@gfm/shared/router';
import { BLOG_EXPOSES, MALL_EXPOSES, type BlogPageModule, type MallLayoutModule, type MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { getMall, type MallId } from '@gfm/shared/data/malls';
import { paths } from '@gfm/shared/paths';
import { RemoteView } from '../components/remote-view/remote-view';
import { loadRemoteModule } from '../federation/remote-loader';

/** `/{mall}/blogs` and `/{mall}/blog/{slug}` belong to remote-blog: which page of it a path shows: the list (`/{mall}/blogs`), a post (`/{mall}/blog/{slug}`), or none. */
export function blogPageOf(pathname: string): keyof typeof BLOG_EXPOSES | undefined {
  const [, section] = /^\/[^/]+\/(blogs|blog\/[^/]+)\/?$/.exec(pathname) ?? [];
  if (!section) return undefined;
  return section === 'blogs' ? 'list' : 'post';
}

export interface MallRemoteProps {
  mallId: MallId;
}

/**
 * Everything under `/<mall>/*`: the mall's layout from its remote, and inside
 * it the blog pages (remote-blog) or the mall's own pages (its remote). Each
 * part has its own fallback, so a dead blog leaves the mall usable.
 */
export function MallRemote({ mallId }: MallRemoteProps) {
  const load = useCallback(
    async (attempt: number) => (await loadRemoteModule<MallLayoutModule>(mallId, MALL_EXPOSES.layout, { retry: attempt > 0 })).default,
    [mallId],
  );
  const { pathname } = useLocation();
  const blogPage = blogPageOf(pathname);
  useEffect(() => {
    // A page needs its own module right after the layout: start both together rather than one after
    // the other. A mall page needs the mall's route objects; a blog page needs remote-blog's page
    // instead, and not the route objects (the bundle budget caught that). A failure is reported by
    // the pages' own view.
    if (blogPage) loadRemoteModule<BlogPageModule>('blog', BLOG_EXPOSES[blogPage]).catch(() => undefined);
    else loadRemoteModule<MallRoutesModule>(mallId, MALL_EXPOSES.routes).catch(() => undefined);
  }, [mallId, blogPage]);
  return (
    <RemoteView label={getMall(mallId).name} load={load} isPage>
      <MallPages mallId={mallId} />
    </RemoteView>
  );
}

function MallPages({ mallId }: MallRemoteProps) {
  return useRoutes([
    { path: paths.mall.blogs.path, element: <BlogRemote mallId={mallId} page="list" /> },
    { path: paths.mall.blogPost.path, element: <BlogRemote mallId={mallId} page="post" /> },
    { path: '*', element: <MallRoutesRemote mallId={mallId} /> },
  ]);
}

/** The mall's own pages, from the route objects its remote exposes. */
export function MallRoutesRemote({ mallId }: MallRemoteProps) {
  const load = useCallback(
    async (attempt: number) => {
      const { routes } = await loadRemoteModule<MallRoutesModule>(mallId, MALL_EXPOSES.routes, {
        retry: attempt > 0,
      });
      return function MallRoutes() {
        return useRoutes(routes);
      };
    },
    [mallId],
  );
  return <RemoteView label={`${getMall(mallId).name} pages`} load={load} />;
}

export interface BlogRemoteProps extends MallRemoteProps {
  page: keyof typeof BLOG_EXPOSES;
}

/** A blog page of remote-blog, parameterised by the mall it is shown in. */
export function BlogRemote({ mallId, page }: BlogRemoteProps) {
  const load = useCallback(
    async (attempt: number) => {
      const { default: BlogPage } = await loadRemoteModule<BlogPageModule>('blog', BLOG_EXPOSES[page], {
        retry: attempt > 0,
      });
      return function MallBlogPage() {
        return <BlogPage mallId={mallId} />;
      };
    },
    [mallId, page],
  );
  return <RemoteView label="The blog" load={load} />;
}
