/**
 * @jest-environment node
 */
import { useLocation } from '../router';
import { getRuntimeConfig } from '../config/runtime-config';
import { FIRST_SCREEN_HTML_MARK, FIRST_SCREEN_OUTLET, FIRST_SCREEN_TOKENS } from '../contracts/first-screen';
import { firstScreenPaths, renderFirstScreen, renderFirstScreenMarkup, type FirstScreenRemote } from './render-first-screen';
import type { ReactNode } from 'react';

function Layout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div data-layout={pathname}>
      <header>Header</header>
      <main>{children}</main>
    </div>
  );
}

function Picture() {
  return <img src={`${getRuntimeConfig().imageBaseUrl}/gfm43/hero.avif`} alt="Hero" style={{ aspectRatio: '16 / 9' }} />;
}

const remote: FirstScreenRemote = {
  basePath: '/gfm43',
  Layout,
  routes: [
    { index: true, element: <Picture /> },
    { path: 'contact-us', element: <iframe className="mapFrame" title="Map" src={getRuntimeConfig().maps.gfm43} /> },
    { path: 'automotive/:car', element: <h1>Car</h1> },
    { path: '*', element: <h1>Not found</h1> },
  ],
  extraPaths: ['/gfm43/automotive/mercedes'],
  outletPaths: ['/gfm43/blogs'],
};

describe('a mall page drawn as HTML at build time', () => {
  it('lists the pages with a fixed address, and the parameterised ones the remote names', () => {
    expect(firstScreenPaths(remote)).toEqual(['/gfm43', '/gfm43/contact-us', '/gfm43/automotive/mercedes', '/gfm43/blogs']);
  });

  it('draws the layout around the page at its address, marked as a first screen', () => {
    const html = renderFirstScreen(remote, '/gfm43/automotive/mercedes');
    expect(html.startsWith(`${FIRST_SCREEN_HTML_MARK}\n`)).toBe(true);
    expect(html).toContain('<div data-layout="/gfm43/automotive/mercedes"><header>Header</header><main><h1>Car</h1></main></div>');
  });

  it('draws run-time settings as tokens for the server, and leaves the configuration as it was', () => {
    const before = getRuntimeConfig();
    const html = renderFirstScreen(remote, '/gfm43');
    expect(html).toContain(`src="${FIRST_SCREEN_TOKENS.imageBaseUrl}/gfm43/hero.avif"`);
    expect(html).toContain('style="aspect-ratio:16 / 9"');
    expect(getRuntimeConfig()).toBe(before);
  });

  it('draws an embedded frame as an empty box of its class: the live page loads the map once', () => {
    const html = renderFirstScreen(remote, '/gfm43/contact-us');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('<div class="mapFrame" data-first-screen-frame></div>');
  });

  it('draws the layout with an outlet where another remote’s page goes, and that page alone at its address', () => {
    expect(renderFirstScreen(remote, '/gfm43/blogs')).toContain(`<div data-layout="/gfm43/blogs"><header>Header</header><main>${FIRST_SCREEN_OUTLET}</main></div>`);
    expect(renderFirstScreenMarkup(<h1>Trending at</h1>, '/gfm43/blogs')).toBe(`${FIRST_SCREEN_HTML_MARK}\n<h1>Trending at</h1>`);
  });
});
