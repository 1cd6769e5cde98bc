import type { MallId } from './data/malls';

/**
 * Every route of the site in one place, as `{ path, getHref }`: the shell, the
 * remotes and the data modules link through these, never through string literals.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  notFound: { path: '/404', getHref: () => '/404' },
  mall: {
    home: { path: ':mall', getHref: (mall: MallId) => `/${mall}` },
    page: { getHref: (mall: MallId, page: string) => `/${mall}/${page}` },
    contact: { path: 'contact-us', getHref: (mall: MallId) => `/${mall}/contact-us` },
    blogs: { path: 'blogs', getHref: (mall: MallId) => `/${mall}/blogs` },
    blogPost: {
      path: 'blog/:slug',
      getHref: (mall: MallId, slug: string) => `/${mall}/blog/${encodeURIComponent(slug)}`,
    },
  },
} as const;
