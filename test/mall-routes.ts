import type { MallPageRoute } from '@gfm/shared/contracts/remotes';
import type { MallId } from '@gfm/shared/data/malls';
import { linkedPages } from '@gfm/shared/paths';

/**
 * What every mall remote's route list must keep, whatever pages its team
 * adds, renames or removes: the pages other apps link to, at their paths
 * (`linkedPages`), each page once, and a module of the route-module shape.
 */
export function describeMallRoutes(mall: MallId, routes: readonly MallPageRoute[]): void {
  describe(`${mall}'s route list`, () => {
    it.each(Object.entries(linkedPages[mall]))('keeps the page others link to as "%s" at "%s"', (_id, path) => {
      expect(routes.map((route) => route.path)).toContain(path);
    });

    it('names each page once, at a path of its own', () => {
      expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
      expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
      for (const route of routes) expect(route.path).not.toMatch(/^\/|\/$/);
    });

    it('gives each page a module that draws it, and a page with parameters the values for the sitemap', async () => {
      for (const route of routes) {
        const module = await route.page();
        expect(typeof module.Component).toBe('function');
        if (route.path.includes(':')) expect((await module.sitemapParams?.())?.length).toBeGreaterThan(0);
      }
    });
  });
}
