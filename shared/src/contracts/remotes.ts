/**
 * The contracts between the shell and the remotes: what each remote exposes
 * and what the shell may pass to it. Remotes never import each other; they
 * meet in the URL and in this package.
 */
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from '@gfm/shared/router';
import type { MallId } from '../data/malls';

export interface MallLayoutComponentProps {
  /** The page content; the matched child route when omitted (the remote running alone). */
  children?: ReactNode;
}

/** `<mall>/layout`: the mall's frame around the page content. */
export interface MallLayoutModule {
  default: ComponentType<MallLayoutComponentProps>;
}

/** `<mall>/routes`: the mall's pages as route objects relative to `/<mall>`. */
export interface MallRoutesModule {
  routes: RouteObject[];
}

export interface BlogPageProps {
  mallId: MallId;
}

/** `blog/blog-list` and `blog/blog-post`. */
export interface BlogPageModule {
  default: ComponentType<BlogPageProps>;
}

export const MALL_EXPOSES = { layout: 'layout', routes: 'routes' } as const;
export const BLOG_EXPOSES = { list: 'blog-list', post: 'blog-post' } as const;
