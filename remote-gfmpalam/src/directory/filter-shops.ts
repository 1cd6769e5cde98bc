import type { Shop, ShopTag } from '../data/types';

export interface DirectoryQuery {
  /** Search by shop name, as typed. */
  q: string;
  tag: ShopTag | '';
  category: string;
}

export const EMPTY_QUERY: DirectoryQuery = { q: '', tag: '', category: '' };

/** Lower case, no accents, single spaces: "Café  Verandah" and "cafe verandah" match. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface ShopIndex<T extends Shop> {
  shops: readonly T[];
  folded: readonly string[];
}

/** Folds every name once, so that each keystroke only compares strings. */
export function indexShops<T extends Shop>(shops: readonly T[]): ShopIndex<T> {
  return { shops, folded: shops.map((shop) => fold(shop.name)) };
}

/** Shops matching every part of the query; the order of the list is kept. */
export function filterShops<T extends Shop>(index: ShopIndex<T>, query: DirectoryQuery): T[] {
  const words = fold(query.q).split(' ').filter(Boolean);
  const result: T[] = [];
  index.shops.forEach((shop, position) => {
    if (query.tag && shop.tag !== query.tag) return;
    if (query.category && shop.category !== query.category) return;
    const name = index.folded[position] ?? '';
    if (words.every((word) => name.includes(word))) result.push(shop);
  });
  return result;
}

/** Categories to offer for a tag (all categories without one), sorted. */
export function categoriesOf(shops: readonly Shop[], tag: ShopTag | ''): string[] {
  return [...new Set(shops.filter((shop) => !tag || shop.tag === tag).map((shop) => shop.category))].sort((a, b) => a.localeCompare(b));
}

const TAGS: readonly ShopTag[] = ['retail', 'food', 'beauty', 'clothing'];

/** Reads the query from the URL, ignoring values that are not ours. */
export function queryFromParams(params: URLSearchParams): DirectoryQuery {
  const tag = params.get('tag') ?? '';
  return {
    q: params.get('q') ?? '',
    tag: TAGS.includes(tag as ShopTag) ? (tag as ShopTag) : '',
    category: params.get('category') ?? '',
  };
}

export function paramsFromQuery(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.tag) params.set('tag', query.tag);
  if (query.category) params.set('category', query.category);
  return params;
}
