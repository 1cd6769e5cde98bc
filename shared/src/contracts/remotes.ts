/**
 * The contracts between the shell and the remotes: what each remote exposes
 * and what the shell may pass to it. Remotes never import each other; they
 * meet in the URL (the pages others link to, `paths.ts`) and in this package.
 *
 * Each remote is built twice from the same source: for the browser, and for
 * the shell's server (`server/remoteEntry.js` beside the browser's entry).
 * Both expose the same modules, so the server renders a page with the code
 * the browser then hydrates.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunctionArgs } from '@gfm/shared/router';
import type { MallId } from '../data/malls';
import type { PageQuery } from '../routing/page-query';

/**
 * One page of a remote, as React Router takes a route module: what it draws,
 * and the data it loads on whichever side renders first (the server's copy
 * travels with the page, so the browser does not load it again).
 */
export interface PageModule {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  /**
   * For a page with parameters (`automotive/:car`), the values that make its
   * pages, for the sitemap. A page without parameters is listed as it is.
   */
  sitemapParams?: () => Promise<readonly Record<string, string>[]> | readonly Record<string, string>[];
}

export interface MallLayoutComponentProps {
  /** The page content; the matched child route when omitted. */
  children?: ReactNode;
}

/** `<mall>/layout`: the mall's frame around the page content. */
export interface MallLayoutModule {
  default: ComponentType<MallLayoutComponentProps>;
}

/**
 * One page of a mall, as its remote lists it in `<mall>/routes`. The remote
 * owns its pages: a release that adds, renames or removes one changes the
 * site with no other app built or restarted.
 */
export interface MallPageRoute {
  /** The page's name in its mall, stable across releases (its route id and its data's key). */
  id: string;
  /** Relative to the mall: `''` is its home, `automotive/:car` has a parameter. */
  path: string;
  /**
   * The page's module, loaded when its route is first rendered: a page's code
   * (and the shared components only it uses) is a chunk of its own, so a
   * visitor's first page does not bring every other page of the mall.
   */
  page: () => Promise<PageModule>;
  /**
   * The query parameters the page reads (`DIRECTORY_QUERY`), if any. The
   * server keeps the page under its path and these alone; every other
   * parameter is dropped before the page's loader sees the request (decision 039).
   */
  query?: PageQuery;
}

/** A page as the route tree places it before its module is loaded (what the server tells the browser). */
export type MallPageEntry = Pick<MallPageRoute, 'id' | 'path' | 'query'>;

/** `<mall>/routes`: the mall's pages. */
export interface MallRoutesModule {
  routes: readonly MallPageRoute[];
  /**
   * What the mall's pages show that changes without a release (its offers and
   * events from WordPress, decision 077), for the site's one search: the
   * shell's server asks for them when it builds the search's entries, beside
   * the release's `search-index.json`, and keeps none of them.
   */
  searchEntries?: () => Promise<readonly SearchEntry[]>;
}

/** `blog/blog-list` and `blog/blog-post`: the blog's page inside the given mall. */
export interface BlogPageModule {
  page: (mallId: MallId) => PageModule;
}

/**
 * One thing a visitor can find: a shop or brand (each mall remote publishes its list of these with its
 * build as search-index.json), or an offer or event of the mall's (its `routes` module's `searchEntries`).
 */
export interface SearchEntry {
  mall: MallId;
  /** Shown. */
  name: string;
  /** Category or cuisine, e.g. 'South Indian', 'Salon'. */
  category: string;
  /** Other words that should find it: tag ('food'), floor ('Ground floor'). */
  keywords?: readonly string[];
  /** The shop's page, e.g. '/gfmpalam/shops/GF-05'. */
  href: string;
  /** Its page's directions, for a shop with a unit on the plans: '/gfmpalam/shops/GF-05#directions'. */
  directionsHref?: string;
}

/**
 * A mall remote's `src/search-entries.ts`: what its build publishes as
 * `search-index.json` beside its entry, for the site's one search. The shell
 * reads the file at run time and never imports a remote's data.
 */
export interface SearchIndexModule {
  searchEntries: () => readonly SearchEntry[];
}

/** The file a mall remote's build publishes its search entries in, beside `remoteEntry.js`. */
export const SEARCH_INDEX_FILE = 'search-index.json';

export const MALL_EXPOSES = { layout: 'layout', routes: 'routes' } as const;
export const BLOG_EXPOSES = { list: 'blog-list', post: 'blog-post' } as const;
