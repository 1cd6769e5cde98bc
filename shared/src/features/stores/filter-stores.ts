import type { Store } from './store';
import { DIRECTORY_PARAMS } from '../../routing/page-query';

export interface DirectoryQuery {
  /** Search by name, as typed. */
  q: string;
  /** A directory type (food, beauty …), or '' for all. */
  tag: string;
  category: string;
}

export const EMPTY_QUERY: DirectoryQuery = { q: '', tag: '', category: '' };

/** The directory's URL parameters, named once with every page's query (routing/page-query). */
export { DIRECTORY_PARAMS };

/** `view=plan`: the results are shown on the floor plan too. */
export const PLAN_VIEW = 'plan';

export function isPlanView(params: URLSearchParams): boolean {
  return params.get(DIRECTORY_PARAMS.view) === PLAN_VIEW;
}

/** Lower case, no accents, single spaces: "Café  Verandah" and "cafe verandah" match. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface StoreIndex<T extends Store> {
  stores: readonly T[];
  folded: readonly string[];
}

/** Folds every name once, so that each keystroke only compares strings. */
export function indexStores<T extends Store>(stores: readonly T[]): StoreIndex<T> {
  return { stores, folded: stores.map((store) => fold(store.name)) };
}

/** Stores matching every part of the query; the order of the list is kept. */
export function filterStores<T extends Store>(index: StoreIndex<T>, query: DirectoryQuery): T[] {
  const words = fold(query.q).split(' ').filter(Boolean);
  const result: T[] = [];
  index.stores.forEach((store, position) => {
    if (query.tag && store.tag !== query.tag) return;
    if (query.category && store.category !== query.category) return;
    const name = index.folded[position] ?? '';
    if (words.every((word) => name.includes(word))) result.push(store);
  });
  return result;
}

/** Categories to offer for a tag (all categories without one), sorted. */
export function categoriesOf(stores: readonly Store[], tag: string): string[] {
  return [...new Set(stores.filter((store) => !tag || store.tag === tag).map((store) => store.category))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/**
 * Reads the query from the URL, ignoring a type that is not one of `tags`.
 * An empty parameter is no filter: a form sent without JavaScript sends its
 * empty fields too (`?q=&tag=&category=`).
 */
export function queryFromParams(params: URLSearchParams, tags: readonly string[]): DirectoryQuery {
  const tag = params.get(DIRECTORY_PARAMS.tag) ?? '';
  return {
    q: params.get(DIRECTORY_PARAMS.q) ?? '',
    tag: tags.includes(tag) ? tag : '',
    category: params.get(DIRECTORY_PARAMS.category) ?? '',
  };
}

/** The URL parameters of a query, without the empty ones. */
export function paramsFromQuery(query: DirectoryQuery, plan = false): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set(DIRECTORY_PARAMS.q, query.q);
  if (query.tag) params.set(DIRECTORY_PARAMS.tag, query.tag);
  if (query.category) params.set(DIRECTORY_PARAMS.category, query.category);
  if (plan) params.set(DIRECTORY_PARAMS.view, PLAN_VIEW);
  return params;
}
