import type { MallPageRoute } from '../contracts/remotes';
import type { MallId } from '../data/malls';
import { mallHref } from '../paths';

/**
 * A mall remote's links to its own pages, typed by the ids of its route list:
 * `pageHref('carBrand', { car: 'mercedes' })` is `/gfm43/automotive/mercedes`,
 * and an id the list does not have is a type error. Only the remote links to
 * its own pages this way; other apps use `linkedPages`.
 */
export function pageHrefs<const R extends readonly MallPageRoute[]>(mall: MallId, routes: R) {
  const byId = new Map(routes.map((route) => [route.id, route.path]));
  return (id: R[number]['id'], params: Readonly<Record<string, string>> = {}): string =>
    mallHref(mall, byId.get(id) ?? '', params);
}
