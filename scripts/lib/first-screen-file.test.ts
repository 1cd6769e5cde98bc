import { matchRoutes, type RouteObject } from 'react-router';
import { firstScreen as blogFirstScreen } from '../../remote-blog/src/first-screen';
import { firstScreen as gfm43FirstScreen } from '../../remote-gfm43/src/first-screen';
import { routes as gfm43Routes } from '../../remote-gfm43/src/routes';
import { firstScreen as palamFirstScreen } from '../../remote-gfmpalam/src/first-screen';
import { routes as palamRoutes } from '../../remote-gfmpalam/src/routes';
import { blogPageOf } from '../../shell/src/remotes/mall-remote';
import { firstScreenFile } from './first-screen-file';

/** The route a path reaches in a mall's route objects, under its base path. */
function pageOf(routes: RouteObject[], basePath: string, path: string): string | undefined {
  const tree: RouteObject[] = [{ path: `${basePath}/*`, children: routes }];
  const page: RouteObject | undefined = matchRoutes(tree, path)?.at(-1)?.route;
  return page?.index ? '(index)' : page?.path;
}

describe('first-screen pictures', () => {
  it('name pages the malls really have, never their not-found page', () => {
    for (const path of Object.keys(gfm43FirstScreen)) expect([path, pageOf(gfm43Routes, '/gfm43', path)]).not.toEqual([path, '*']);
    for (const path of Object.keys(palamFirstScreen)) expect([path, pageOf(palamRoutes, '/gfmpalam', path)]).not.toEqual([path, '*']);
    expect(pageOf(gfm43Routes, '/gfm43', '/gfm43/nowhere')).toBe('*');
    for (const path of Object.keys(blogFirstScreen)) expect(blogPageOf(path)).toBe('list');
    expect(Object.keys(gfm43FirstScreen)).toEqual(expect.arrayContaining(['/gfm43', '/gfm43/food-and-drinks', '/gfm43/automotive/mercedes', '/gfm43/automotive/toyota']));
  });

  it('resolve to the AVIF candidates the pages offer first, relative to the image base URL', () => {
    const file = firstScreenFile({ ...gfm43FirstScreen, ...palamFirstScreen, ...blogFirstScreen });
    expect(file.routes['/gfm43/food-and-drinks']).toEqual({
      type: 'image/avif',
      srcset: '/gfm43/food-offer-1-480.avif 480w, /gfm43/food-offer-1-768.avif 768w, /gfm43/food-offer-1-960.avif 960w, /gfm43/food-offer-1-1200.avif 1200w',
      sizes: '(min-width: 1024px) 60vw, 100vw',
    });
    expect(file.routes['/gfmpalam/blogs']?.srcset).toMatch(/^\/gfm43\/blog-slide-1-480\.avif 480w/);
  });

  it('fail the build on a picture missing from its set', () => {
    expect(() => firstScreenFile({ '/gfm43': { set: 'gfm43', name: 'no-such-picture', sizes: '100vw' } })).toThrow('no-such-picture');
  });
});
