import type { MallId } from './data/malls';

/**
 * The pages of each mall that other apps link to: the landing page and the
 * search link to a mall's home, the 404 page and the enquiry service to its
 * contact page, the visit strip to its plan and what's-on pages, the search
 * and the directory to a store's page and the mall's directory (all brands). This is a contract: each mall's remote
 * lists these pages at these paths among its own routes (its routes test
 * fails otherwise). Every other page is the remote's own to add, rename or
 * remove with its release. A path is relative to the mall (`''` is its home).
 */
export const linkedPages = {
  gfm43: {
    home: '',
    contactUs: 'contact-us',
    allBrands: 'all-brands',
    planYourVisit: 'plan-your-visit',
    whatsOn: 'whats-on',
    store: 'brands/:slug',
  },
  gfmpalam: {
    home: '',
    contactUs: 'contact-us',
    allBrands: 'all-brands',
    planYourVisit: 'plan-your-visit',
    whatsOn: 'whats-on',
    store: 'shops/:id',
  },
} as const satisfies Record<MallId, Record<string, string>>;

/** remote-blog's pages, under every mall. */
export const blogPages = {
  list: 'blogs',
  post: 'blog/:slug',
} as const;

export type LinkedPageId = keyof (typeof linkedPages)[MallId] & string;
export type BlogPageId = keyof typeof blogPages;

/** A route path's parameters (`automotive/:car` → `car`). */
export type RouteParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route path with its parameters filled in; each value is escaped. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs its parameter "${name}".`);
    return encodeURIComponent(value);
  });
}

/** The address of a page by its path relative to the mall: `/gfm43`, `/gfm43/automotive/mercedes`. */
export function mallHref(mall: MallId, path: string, params: Readonly<Record<string, string>> = {}): string {
  return path === '' ? `/${mall}` : `/${mall}/${fillPath(path, params)}`;
}

/** The address of a page other apps link to (`linkedPages`). */
export function mallPageHref(mall: MallId, page: LinkedPageId, params: Readonly<Record<string, string>> = {}): string {
  return mallHref(mall, linkedPages[mall][page], params);
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  notFound: { path: '/404', getHref: () => '/404' },
  /** One search over both malls; a form without JavaScript lands here. */
  search: {
    path: '/search',
    getHref: (query?: string) => (query ? `/search?${new URLSearchParams({ q: query }).toString()}` : '/search'),
  },
  mall: {
    home: { getHref: (mall: MallId) => `/${mall}` },
    page: { getHref: mallPageHref },
    contact: { getHref: (mall: MallId) => mallPageHref(mall, 'contactUs') },
    blogs: { path: blogPages.list, getHref: (mall: MallId) => `/${mall}/${blogPages.list}` },
    blogPost: {
      path: blogPages.post,
      getHref: (mall: MallId, slug: string) => `/${mall}/${fillPath(blogPages.post, { slug })}`,
    },
    /** A shop's or brand's own page: `/gfmpalam/shops/GF-05`, `/gfm43/brands/brew-theory`. */
    store: {
      getHref: (mall: MallId, id: string) =>
        mallHref(mall, linkedPages[mall].store, { [linkedPages[mall].store.split(':')[1] ?? 'id']: id }),
    },
  },
} as const;
