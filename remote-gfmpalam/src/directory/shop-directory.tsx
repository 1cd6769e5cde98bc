import { useDeferredValue, useId, useMemo } from 'react';
import { useSearchParams } from '@gfm/shared/router';
import { BrandGrid } from '@gfm/shared/components/brand-grid';
import { Button } from '@gfm/shared/components/button';
import type { Shop, ShopTag } from '../data/types';
import { toBrandCards } from '../components/shop-grid/to-brand-cards';
import { categoriesOf, EMPTY_QUERY, filterShops, indexShops, paramsFromQuery, queryFromParams, type DirectoryQuery } from './filter-shops';
import styles from './shop-directory.module.css';

export interface ShopDirectoryProps {
  shops: readonly Shop[];
}

const TAG_LABELS: Record<ShopTag, string> = { retail: 'Retail', food: 'Food', beauty: 'Beauty', clothing: 'Clothing' };

function countText(count: number, total: number): string {
  if (count === total) return `Showing all ${total} shops`;
  return `${count} of ${total} shops match`;
}

/**
 * The shop directory: instant search by name and filters by tag and
 * category, all kept in the URL query so a result can be shared and Back
 * works. Typing replaces the history entry; choosing a filter adds one.
 */
export function ShopDirectory({ shops }: ShopDirectoryProps) {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const index = useMemo(() => indexShops(shops), [shops]);
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => filterShops(index, deferredQuery), [index, deferredQuery]);
  const cards = useMemo(() => toBrandCards(results), [results]);
  const categories = useMemo(() => categoriesOf(shops, query.tag), [shops, query.tag]);
  const id = useId();

  const update = (change: Partial<DirectoryQuery>, replace: boolean) => {
    const next = { ...query, ...change };
    // A category that does not belong to the chosen tag is dropped.
    if (change.tag !== undefined && next.category && !categoriesOf(shops, next.tag).includes(next.category)) next.category = '';
    setParams(paramsFromQuery(next), { replace, preventScrollReset: true });
  };
  const filtered = query.q !== '' || query.tag !== '' || query.category !== '';

  return (
    <div className={styles.directory}>
      <form className={styles.controls} role="search" aria-label="Shops" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>Search shops</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query.q}
            placeholder="Shop name, e.g. Glam Studio"
            autoComplete="off"
            onChange={(event) => update({ q: event.target.value }, true)}
          />
        </div>
        <fieldset className={styles.tags}>
          <legend>Type</legend>
          {(['', 'retail', 'food', 'beauty', 'clothing'] as const).map((tag) => (
            <label key={tag || 'all'} className={styles.tag} data-checked={query.tag === tag}>
              <input type="radio" name={`${id}-tag`} value={tag} checked={query.tag === tag} onChange={() => update({ tag }, false)} />
              {tag ? TAG_LABELS[tag] : 'All'}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={query.category} onChange={(event) => update({ category: event.target.value }, false)}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className={styles.count} role="status" aria-live="polite">
        {countText(results.length, shops.length)}
      </p>
      {results.length === 0 ? (
        <div className={styles.empty}>
          <h2>No shops match your search</h2>
          <p>
            Nothing is called “{query.q || '…'}”{query.tag ? ` among ${TAG_LABELS[query.tag].toLowerCase()} shops` : ''}
            {query.category ? ` in ${query.category}` : ''}. Check the spelling or show every shop.
          </p>
          <Button variant="secondary" className={styles.reset} onClick={() => setParams(paramsFromQuery(EMPTY_QUERY))}>
            Show all shops
          </Button>
        </div>
      ) : (
        <>
          {filtered && (
            <Button variant="secondary" className={styles.reset} onClick={() => setParams(paramsFromQuery(EMPTY_QUERY))}>
              Clear search and filters
            </Button>
          )}
          <BrandGrid brands={cards} title="Find your Favourite" />
        </>
      )}
    </div>
  );
}
