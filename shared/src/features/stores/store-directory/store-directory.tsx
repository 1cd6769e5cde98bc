import { lazy, memo, Suspense, useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { Link, useLocation, useSearchParams } from '@gfm/shared/router';
import type { OpeningHours } from '../../hours';
import { withDefault, OpenNow } from '../../hours';
import { DIRECTIONS_PARAMS } from '../../../routing/page-query';
import { storeDirectionsHref, storeHref, storeLocation, type Store } from '../store';
import { BrandGrid, type BrandCard } from '../../../ui/brand-grid/brand-grid';
import { Button, type ButtonProps } from '../../../ui/button/button';
import { DIRECTORY_PARAMS, EMPTY_QUERY, PLAN_VIEW } from '../filter-stores';
import { useDirectoryQuery, useTakeOverChoices, type DirectoryState } from './use-directory-query';
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
export function storeCards(stores: readonly Store[], mallHours: OpeningHours, from = ''): BrandCard[] {
  const start = from ? `?${new URLSearchParams({ [DIRECTIONS_PARAMS.from]: from }).toString()}` : '';
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
      ...(store.unit
        ? {
            action: (
              <Link to={storeDirectionsHref(store, start)}>
                Take me there<span className="visually-hidden"> ({store.name})</span>
              </Link>
            ),
          }
        : {}),
    };
  });
}

interface QueryButtonProps extends Omit<ButtonProps, 'type' | 'name' | 'value' | 'onClick'> {
  /** The directory's path: the button stays on its page. */
  action: string;
  /** The URL parameters the button goes to. */
  params: URLSearchParams;
  replace?: boolean;
  preventScrollReset?: boolean;
}

/**
 * A button that puts `params` in the URL: a GET form of its own whose hidden
 * fields are `params`, so it works without JavaScript; with it, the router
 * takes the submission over.
 */
function QueryButton({ action, params, replace = false, preventScrollReset = false, ...button }: QueryButtonProps) {
  const [, setParams] = useSearchParams();
  return (
    <form
      method="get"
      action={action}
      className={styles.buttonForm}
      onSubmit={(event) => {
        event.preventDefault();
        setParams(params, { replace, preventScrollReset });
      }}
    >
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" {...button} />
    </form>
  );
}

type DirectoryNoun = NonNullable<StoreDirectoryProps['noun']>;

/**
 * The types are links: a tap filters at once, in the server's page (a page load), before hydration and
 * after it (the router), with or without script. The form carries the chosen one along.
 */
function TypeLinks({ id, directory, tags }: { id: string; directory: DirectoryState; tags: readonly DirectoryTag[] }) {
  const { query, onPlan, paramsOf, withTag } = directory;
  return (
    <div className={styles.tags} role="group" aria-labelledby={`${id}-type`}>
      <span id={`${id}-type`} className={styles.tagsLabel}>
        Type
      </span>
      {[{ value: '', label: 'All' }, ...tags].map((tag) => (
        <Link
          key={tag.value || 'all'}
          className={styles.tag}
          data-checked={query.tag === tag.value}
          aria-current={query.tag === tag.value ? 'true' : undefined}
          to={{ search: `?${paramsOf(withTag(tag.value), onPlan).toString()}` }}
          preventScrollReset
        >
          {tag.label}
        </Link>
      ))}
    </div>
  );
}

/**
 * The words of the search. The box holds them and the address follows: a router's navigation is a
 * transition, and a field bound to it would be put back to the address's words until it lands, losing
 * the keys typed meanwhile (typing as the page is taken over, decision 078). A change of the address
 * from elsewhere (Clear, Back) is written into the box while the visitor is not in it.
 */
function SearchBox({
  id,
  query,
  placeholder,
  update,
}: {
  id: string;
  query: string;
  placeholder: string | undefined;
  update: DirectoryState['update'];
}) {
  const box = useRef<HTMLInputElement>(null);
  // The address's words as last written into the box: at hydration the box holds the visitor's (taken over).
  const written = useRef(query);
  useEffect(() => {
    const input = box.current;
    if (!input || written.current === query) return;
    written.current = query;
    if (input.value !== query && document.activeElement !== input) input.value = query;
  }, [query]);
  return (
    <input
      ref={box}
      id={id}
      type="search"
      name={DIRECTORY_PARAMS.q}
      defaultValue={query}
      placeholder={placeholder}
      autoComplete="off"
      onChange={(event) => update({ q: event.target.value }, true)}
    />
  );
}

/** The search, the types and the category: a GET form whose fields are named as the URL's parameters. */
function DirectoryFilters({
  id,
  directory,
  formRef,
  tags,
  noun,
  placeholder,
}: {
  id: string;
  directory: DirectoryState;
  formRef: RefObject<HTMLFormElement | null>;
  tags: readonly DirectoryTag[];
  noun: DirectoryNoun;
  placeholder: string | undefined;
}) {
  const { pathname } = useLocation();
  const { query, onPlan, from, categories, update } = directory;
  const Noun = `${noun.many.charAt(0).toUpperCase()}${noun.many.slice(1)}`;
  return (
    /* With JavaScript the list follows each keystroke and choice, so the form is never sent. */
    <form
      ref={formRef}
      className={styles.controls}
      role="search"
      aria-label={Noun}
      method="get"
      action={pathname}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-q`}>Search {noun.many}</label>
        <SearchBox id={`${id}-q`} query={query.q} placeholder={placeholder} update={update} />
      </div>
      <TypeLinks id={id} directory={directory} tags={tags} />
      <input type="hidden" name={DIRECTORY_PARAMS.tag} value={query.tag} />
      <div className={styles.field}>
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          name={DIRECTORY_PARAMS.category}
          value={query.category}
          onChange={(event) => update({ category: event.target.value }, false)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {/* Sent without JavaScript, the filters keep the floor plan open. */}
      {onPlan && <input type="hidden" name={DIRECTORY_PARAMS.view} value={PLAN_VIEW} />}
      {from && <input type="hidden" name={DIRECTORY_PARAMS.from} value={from} />}
      {/* Without JavaScript the form is sent with this button (or Enter). With JavaScript a noscript's content is inert text: there is no button to hide after hydration, so nothing moves. */}
      <noscript>
        <Button type="submit">Show results</Button>
      </noscript>
    </form>
  );
}

/** What a search that matches nothing says, with a way back to every store. */
function NoMatch({
  directory,
  tags,
  noun,
}: {
  directory: DirectoryState;
  tags: readonly DirectoryTag[];
  noun: DirectoryNoun;
}) {
  const { pathname } = useLocation();
  const { query, paramsOf } = directory;
  const tagLabel = (value: string) => tags.find((tag) => tag.value === value)?.label ?? value;
  return (
    <div className={styles.empty}>
      <h2>No {noun.many} match your search</h2>
      <p>
        Nothing is called “{query.q || '…'}”
        {query.tag ? ` among ${tagLabel(query.tag).toLowerCase()} ${noun.many}` : ''}
        {query.category ? ` in ${query.category}` : ''}. Check the spelling or show every {noun.one}.
      </p>
      <QueryButton action={pathname} params={paramsOf(EMPTY_QUERY)} variant="secondary" className={styles.reset}>
        Show all {noun.many}
      </QueryButton>
    </div>
  );
}

/**
 * The results on the floor plan. Its code comes when the page is taken over (hydration); until it
 * arrives React keeps the server's plan in place, as long as nothing re-renders the boundary: an
 * update reaching it before then would have React drop the server's plan for the fallback and draw
 * it again. So it is drawn again only when what it shows changes.
 */
const ResultsPlan = memo(function ResultsPlan({
  title,
  units,
  highlight,
}: {
  title: string;
  units: ReturnType<typeof useDirectoryQuery>['units'];
  highlight: readonly string[];
}) {
  return (
    <Suspense fallback={<p>Loading the floor plan…</p>}>
      <FloorPlan title={title} units={units} highlight={highlight} highlightLabel="in your results" headingLevel={2} />
    </Suspense>
  );
});

/**
 * A mall's directory, the same for both malls: instant search by name and
 * filters by type and category, all kept in the URL query so a result can be
 * shared and Back works (typing replaces the history entry; choosing a filter
 * adds one). The results can be shown on the floor plan.
 *
 * Without JavaScript it is the same page: the filters are a GET form whose
 * fields are named as the URL's parameters, and each button is a GET form of
 * its own, so the server renders the filtered list (docs/decisions/036).
 */
export function StoreDirectory({
  stores,
  tags,
  mallHours,
  noun = { one: 'shop', many: 'shops' },
  placeholder,
  planTitle,
}: StoreDirectoryProps) {
  const { pathname } = useLocation();
  const directory = useDirectoryQuery(stores, tags);
  const { query, onPlan, from, paramsOf, results, units } = directory;
  const cards = useMemo(() => storeCards(results, mallHours, from), [results, mallHours, from]);
  const highlight = useMemo(() => results.flatMap((store) => (store.unit ? [store.unit] : [])), [results]);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useTakeOverChoices(formRef, directory);
  const filtered = query.q !== '' || query.tag !== '' || query.category !== '';
  const count =
    results.length === stores.length
      ? `Showing all ${stores.length} ${noun.many}`
      : `${results.length} of ${stores.length} ${noun.many} match`;

  return (
    <div className={styles.directory}>
      <DirectoryFilters
        id={id}
        directory={directory}
        formRef={formRef}
        tags={tags}
        noun={noun}
        placeholder={placeholder}
      />
      <div className={styles.bar}>
        <p className={styles.count} role="status" aria-live="polite">
          {count}
        </p>
        <QueryButton
          action={pathname}
          params={paramsOf(query, !onPlan)}
          replace
          preventScrollReset
          variant="secondary"
          aria-pressed={onPlan}
        >
          {onPlan ? 'Hide the floor plan' : 'Show on the floor plan'}
        </QueryButton>
      </div>
      {onPlan && <ResultsPlan title={planTitle} units={units} highlight={highlight} />}
      {results.length === 0 ? (
        <NoMatch directory={directory} tags={tags} noun={noun} />
      ) : (
        <>
          {filtered && (
            <QueryButton
              action={pathname}
              params={paramsOf(EMPTY_QUERY, onPlan)}
              variant="secondary"
              className={styles.reset}
            >
              Clear search and filters
            </QueryButton>
          )}
          <BrandGrid brands={cards} title="Find your Favourite" />
        </>
      )}
    </div>
  );
}
