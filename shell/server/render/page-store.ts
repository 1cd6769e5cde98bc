import { LRUCache } from 'lru-cache';
import type { Page } from './page';

/** How long a page is kept: `false` not at all, `0` until pushed out, else milliseconds. */
export type Keep = false | number;

/**
 * The rendered pages the server keeps, bounded in bytes, in four rooms so
 * that no kind of address can push another out: the site's pages; the
 * addresses that are no page (any path a visitor types) in a small room of
 * their own; pages for a query (search results, a directory's filters), as
 * many as visitors type, in another; and the last copy of each page whatever
 * the releases it was rendered with, which an overloaded server answers.
 */
export class PageStore {
  readonly #pages: LRUCache<string, Page>;
  readonly #notFound: LRUCache<string, Page>;
  readonly #queried: LRUCache<string, Page>;
  readonly #stale: LRUCache<string, Page>;

  constructor(maxBytes: number) {
    // A page's size: its HTML and, about, its two compressed copies; the address is part of what is kept.
    const sizeCalculation = (page: Page, key: string) => Math.ceil(page.body.length * 1.5 + key.length * 2 + 1024);
    const room = (share: number) => Math.max(1024 * 1024, Math.floor(maxBytes / share));
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation });
    this.#notFound = new LRUCache({ maxSize: room(16), sizeCalculation });
    this.#queried = new LRUCache({ max: 500, maxSize: room(16), sizeCalculation });
    this.#stale = new LRUCache({ maxSize: room(4), sizeCalculation });
  }

  /** A page of the site kept under `key` (an address without a query is its own key, found at once). */
  page(key: string): Page | undefined {
    return this.#pages.get(key);
  }

  /** A page kept under `key` in any room but the last copies. */
  any(key: string): Page | undefined {
    return this.#pages.get(key) ?? this.#queried.get(key) ?? this.#notFound.get(key);
  }

  /** Keeps a page rendered for `key` in its room; a 200 is also the last copy of its address, `staleKey`. */
  keep(key: string, staleKey: string, page: Page, keep: Keep, queried: boolean) {
    if (keep === false) return;
    const room = page.status === 404 ? this.#notFound : queried ? this.#queried : this.#pages;
    room.set(key, page, keep > 0 ? { ttl: keep } : {});
    if (page.status === 200) this.#stale.set(staleKey, page);
  }

  /** The last copy of a page's address, whatever the releases. */
  lastCopy(staleKey: string): Page | undefined {
    return this.#stale.get(staleKey);
  }
}
