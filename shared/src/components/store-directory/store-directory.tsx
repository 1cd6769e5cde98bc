import { lazy, Suspense, useDeferredValue, useId, useMemo } from 'react';
import { useSearchParams } from '@gfm/shared/router';
import type { OpeningHours } from '../../hours/opening-hours';
import { withDefault } from '../../hours/opening-hours';
import { planUnits, storeHref, storeLocation, type Store } from '../../stores/store';
import { BrandGrid, type BrandCard } from '../brand-grid/brand-grid';
import { Button } from '../button/button';
import { OpenNow } from '../open-now/open-now';
import { categoriesOf, EMPTY_QUERY, filterStores, indexStores, paramsFromQuery, queryFromParams, type DirectoryQuery } from '../../stores/filter-stores';
import styles from './store-directory.module.css';

/** The plan is drawn only for a visitor who asks for it (`?view=plan`): its code comes then. */
const FloorPlan = lazy(() => import('../floor-plan/floor-plan').then(({ FloorPlan: Plan }) => ({ default: Plan })));

export interface DirectoryTag {
  value: string;
  label: string;
}

export interface StoreDirectoryProps {
  stores: readonly Store[];
  /** The types a visitor can filter by. */
  tags: readonly DirectoryTag[];
  /** The mall's hours, for stores without their own. */
  mallHours: OpeningHours;
  /** What the stores are called: shops, brands. */
  noun?: { one: string; many: string };
  placeholder?: string;
  /** The floor plan's title. */
  planTitle: string;
}

/** A directory's cards: each links to the store's page and says whether it is open. */
export function storeCards(stores: readonly Store[], mallHours: OpeningHours): BrandCard[] {
  return stores.map((store) => {
    const location = storeLocation(store);
    return {
      id: store.id,
      name: store.name,
      category: store.category,
      logo: store.logo,
      alt: store.alt,
      href: storeHref(store),
      status: <OpenNow hours={withDefault(store.hours, mallHours)} className={styles.status} />,
      ...(store.phone ? { phone: store.phone } : {}),
      ...(location ? { location } : {}),
    };
  });
}

/**
 * A mall's directory, the same for both malls: instant search by name and
 * filters by type and category, all kept in the URL query so a result can be
 * shared and Back works (typing replaces the history entry; choosing a filter
 * adds one). The results can be shown on the floor plan.
 */
export function StoreDirectory({ stores, tags, mallHours, noun = { one: 'shop', many: 'shops' }, placeholder, planTitle }: StoreDirectoryProps) {
  const [params, setParams] = useSearchParams();
  const tagValues = useMemo(() => tags.map((tag) => tag.value), [tags]);
  const query = queryFromParams(params, tagValues);
  const onPlan = params.get('view') === 'plan';
  const index = useMemo(() => indexStores(stores), [stores]);
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => filterStores(index, deferredQuery), [index, deferredQuery]);
  const cards = useMemo(() => storeCards(results, mallHours), [results, mallHours]);
  const categories = useMemo(() => categoriesOf(stores, query.tag), [stores, query.tag]);
  const units = useMemo(() => planUnits(stores), [stores]);
  const id = useId();
  const tagLabel = (value: string) => tags.find((tag) => tag.value === value)?.label ?? value;

  const update = (change: Partial<DirectoryQuery>, replace: boolean) => {
    const next = { ...query, ...change };
    // A category that does not belong to the chosen type is dropped.
    if (change.tag !== undefined && next.category && !categoriesOf(stores, next.tag).includes(next.category)) next.category = '';
    setParams(paramsFromQuery(next, onPlan), { replace, preventScrollReset: true });
  };
  const filtered = query.q !== '' || query.tag !== '' || query.category !== '';
  const count = results.length === stores.length ? `Showing all ${stores.length} ${noun.many}` : `${results.length} of ${stores.length} ${noun.many} match`;
  const Noun = `${noun.many.charAt(0).toUpperCase()}${noun.many.slice(1)}`;

  return (
    <div className={styles.directory}>
      <form className={styles.controls} role="search" aria-label={Noun} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>Search {noun.many}</label>
          <input id={`${id}-q`} type="search" value={query.q} placeholder={placeholder} autoComplete="off" onChange={(event) => update({ q: event.target.value }, true)} />
        </div>
        <fieldset className={styles.tags}>
          <legend>Type</legend>
          {[{ value: '', label: 'All' }, ...tags].map((tag) => (
            <label key={tag.value || 'all'} className={styles.tag} data-checked={query.tag === tag.value}>
              <input type="radio" name={`${id}-tag`} value={tag.value} checked={query.tag === tag.value} onChange={() => update({ tag: tag.value }, false)} />
              {tag.label}
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
      <div className={styles.bar}>
        <p className={styles.count} role="status" aria-live="polite">
          {count}
        </p>
        <Button variant="secondary" aria-pressed={onPlan} onClick={() => setParams(paramsFromQuery(query, !onPlan), { replace: true, preventScrollReset: true })}>
          {onPlan ? 'Hide the floor plan' : 'Show on the floor plan'}
        </Button>
      </div>
      {onPlan && (
        <Suspense fallback={<p>Loading the floor plan…</p>}>
          <FloorPlan title={planTitle} units={units} highlight={results.flatMap((store) => (store.unit ? [store.unit] : []))} highlightLabel="in your results" headingLevel={2} />
        </Suspense>
      )}
      {results.length === 0 ? (
        <div className={styles.empty}>
          <h2>No {noun.many} match your search</h2>
          <p>
            Nothing is called “{query.q || '…'}”{query.tag ? ` among ${tagLabel(query.tag).toLowerCase()} ${noun.many}` : ''}
            {query.category ? ` in ${query.category}` : ''}. Check the spelling or show every {noun.one}.
          </p>
          <Button variant="secondary" className={styles.reset} onClick={() => setParams(paramsFromQuery(EMPTY_QUERY))}>
            Show all {noun.many}
          </Button>
        </div>
      ) : (
        <>
          {filtered && (
            <Button variant="secondary" className={styles.reset} onClick={() => setParams(paramsFromQuery(EMPTY_QUERY, onPlan))}>
              Clear search and filters
            </Button>
          )}
          <BrandGrid brands={cards} title="Find your Favourite" />
        </>
      )}
    </div>
  );
}
