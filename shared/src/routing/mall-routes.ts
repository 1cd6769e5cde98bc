import type { MallPageRoute } from '../contracts/remotes';
import type { MallId } from '../data/malls';
import { mallHref } from '../paths';

/**
 * A mall remote's links to its own pages, typed by the ids of its page list
 * (ids and paths, without the modules, so what links needs no page loaded):
 * `pageHref('carBrand', { car: 'mercedes' })` is `/gfm43/automotive/mercedes`,
 * and an id the list does not have is a type error. Only the remote links to
 * its own pages this way; other apps use `linkedPages`.
 */
export function pageHrefs<const R extends readonly Pick<MallPageRoute, 'id' | 'path'>[]>(mall: MallId, pages: R) {
  const byId = new Map(pages.map((page) => [page.id, page.path]));
  return (id: R[number]['id'], params: Readonly<Record<string, string>> = {}): string =>
    mallHref(mall, byId.get(id) ?? '', params);
}
