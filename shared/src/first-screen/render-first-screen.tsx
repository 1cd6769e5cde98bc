import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from '../router';
import { getDefaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { FIRST_SCREEN_HTML_MARK, FIRST_SCREEN_OUTLET, FIRST_SCREEN_TOKENS } from '../contracts/first-screen';

export interface FirstScreenRemote {
  /** `/gfm43` */
  basePath: string;
  Layout: ComponentType<{ children?: ReactNode }>;
  /** The route objects the remote exposes, relative to `basePath`. */
  routes: RouteObject[];
  /** Pages of parameterised routes (`/gfm43/automotive/mercedes`); the static ones are read off `routes`. */
  extraPaths?: string[];
  /** Pages another remote draws inside this layout (`/gfm43/blogs`): the layout is written with an outlet. */
  outletPaths?: string[];
}

/** The pages of a remote that have a fixed address: its routes without parameters or splats, plus `extraPaths`. */
export function firstScreenPaths({ basePath, routes, extraPaths = [], outletPaths = [] }: FirstScreenRemote): string[] {
  const fixed = routes.flatMap((route) => {
    if (route.index) return [basePath];
    if (!route.path || /[:*]/.test(route.path)) return [];
    return [`${basePath}/${route.path.replace(/^\/+/, '')}`];
  });
  return [...new Set([...fixed, ...extraPaths, ...outletPaths])];
}

const FRAME = /<iframe\b([^>]*)>\s*<\/iframe>/g;

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Stands where another remote's page goes; written as FIRST_SCREEN_OUTLET. */
const OUTLET_ELEMENT = '<template data-first-screen-outlet=""></template>';

function MallPage({ basePath, Layout, routes, outletPaths = [] }: FirstScreenRemote) {
  const { pathname } = useLocation();
  return useRoutes([
    {
      path: `${basePath}/*`,
      element: <Layout>{outletPaths.includes(pathname) ? <template data-first-screen-outlet="" /> : <Pages routes={routes} />}</Layout>,
    },
  ]);
}

/**
 * Markup drawn at `pathname` as the composed site draws it on its first
 * render (decision 016), marked for the shell's server. Run-time settings are
 * drawn as tokens for that server to fill in. An embedded frame (the map) is
 * drawn as an empty box of its size: the live page loads it once.
 */
export function renderFirstScreenMarkup(page: ReactNode, pathname: string): string {
  const defaults = getDefaultRuntimeConfig();
  setRuntimeConfig({
    ...defaults,
    imageBaseUrl: FIRST_SCREEN_TOKENS.imageBaseUrl,
    maps: { gfm43: FIRST_SCREEN_TOKENS.mapGfm43, gfmpalam: FIRST_SCREEN_TOKENS.mapGfmpalam },
  });
  try {
    const markup = renderToStaticMarkup(<MemoryRouter initialEntries={[pathname]}>{page}</MemoryRouter>);
    const withoutFrames = markup.replace(FRAME, (_frame, attributes: string) => {
      const className = /\bclass="[^"]*"/.exec(attributes)?.[0];
      return `<div${className ? ` ${className}` : ''} data-first-screen-frame></div>`;
    });
    return `${FIRST_SCREEN_HTML_MARK}\n${withoutFrames.replace(OUTLET_ELEMENT, FIRST_SCREEN_OUTLET)}`;
  } finally {
    setRuntimeConfig(defaults);
  }
}

/** One page of a mall remote, in its layout, as static markup (decision 016). */
export function renderFirstScreen(remote: FirstScreenRemote, pathname: string): string {
  return renderFirstScreenMarkup(<MallPage {...remote} />, pathname);
}
