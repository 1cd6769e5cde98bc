import { MALL_IDS, type MallId } from './data/malls';

/**
 * The route table of the site: every page, once. The shell's routes, its
 * server, the sitemap and the remotes' exposed pages all derive from it; links
 * go through `paths`, never through string literals.
 *
 * A mall's pages belong to its remote, which exposes one page module per id
 * below (`MallRoutesModule`); the blog's pages belong to remote-blog and are
 * shown inside each mall. A path is relative to the mall (`''` is its home).
 */
export const mallPages = {
  gfm43: {
    home: '',
    automotive: 'automotive',
    carBrand: 'automotive/:car',
    allBrands: 'all-brands',
    foodAndDrinks: 'food-and-drinks',
    privacyPolicy: 'privacy-policy',
    contactUs: 'contact-us',
    brand: 'brands/:slug',
    planYourVisit: 'plan-your-visit',
    whatsOn: 'whats-on',
  },
  gfmpalam: {
    home: '',
    beautyAndSalon: 'beauty-and-salon',
    foodAndDrinks: 'food-and-drinks',
    clothing: 'clothing',
    fitness: 'fitness',
    allBrands: 'all-brands',
    contactUs: 'contact-us',
    privacyPolicy: 'privacy-policy',
    shop: 'shops/:id',
    planYourVisit: 'plan-your-visit',
    whatsOn: 'whats-on',
  },
} as const satisfies Record<MallId, Record<string, string>>;

/** remote-blog's pages, under every mall. */
export const blogPages = {
  list: 'blogs',
  post: 'blog/:slug',
} as const;

export type MallPageId<M extends MallId = MallId> = keyof (typeof mallPages)[M] & string;
export type BlogPageId = keyof typeof blogPages;

/** A route path's parameters (`automotive/:car` → `car`). */
export type RouteParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | RouteParams<Rest> : Path extends `${string}:${infer Name}` ? Name : never;

/** A route path with its parameters filled in; each value is escaped. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs its parameter "${name}".`);
    return encodeURIComponent(value);
  });
}

/** The address of a mall's page: `/gfm43`, `/gfm43/automotive/mercedes`. */
export function mallPageHref<M extends MallId>(mall: M, page: MallPageId<M>, params: Readonly<Record<string, string>> = {}): string {
  const path = (mallPages[mall] as Record<string, string>)[page] ?? '';
  return path === '' ? `/${mall}` : `/${mall}/${fillPath(path, params)}`;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  notFound: { path: '/404', getHref: () => '/404' },
  /** One search over both malls; a form without JavaScript lands here. */
  search: { path: '/search', getHref: (query?: string) => (query ? `/search?${new URLSearchParams({ q: query }).toString()}` : '/search') },
  mall: {
    home: { getHref: (mall: MallId) => `/${mall}` },
    page: { getHref: mallPageHref },
    contact: { getHref: (mall: MallId) => mallPageHref(mall, 'contactUs') },
    blogs: { path: blogPages.list, getHref: (mall: MallId) => `/${mall}/${blogPages.list}` },
    blogPost: { path: blogPages.post, getHref: (mall: MallId, slug: string) => `/${mall}/${fillPath(blogPages.post, { slug })}` },
    /** A shop's or brand's own page: `/gfmpalam/shops/GF-05`, `/gfm43/brands/brew-theory`. */
    store: { getHref: (mall: MallId, id: string) => (mall === 'gfm43' ? mallPageHref('gfm43', 'brand', { slug: id }) : mallPageHref('gfmpalam', 'shop', { id })) },
  },
} as const;

/** The address of every page without parameters, as the route table lists them: the landing page, each mall's pages, each mall's blog. */
export function pagesWithoutParameters(): string[] {
  return [
    paths.home.getHref(),
    ...MALL_IDS.flatMap((mall) => [
      ...Object.values(mallPages[mall] as Record<string, string>)
        .filter((path) => !path.includes(':'))
        .map((path) => (path === '' ? `/${mall}` : `/${mall}/${path}`)),
      paths.mall.blogs.getHref(mall),
    ]),
  ];
}
