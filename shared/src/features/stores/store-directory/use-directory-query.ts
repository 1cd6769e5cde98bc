import { useDeferredValue, useMemo, type RefObject } from 'react';
import { useSearchParams } from '@gfm/shared/router';
import { fieldValue, useTakeOverForm } from '../../../ui/hooks/use-take-over-form';
import { planUnits, type Store } from '../store';
import {
  categoriesOf,
  DIRECTORY_PARAMS,
  filterStores,
  indexStores,
  isPlanView,
  paramsFromQuery,
  queryFromParams,
  type DirectoryQuery,
} from '../filter-stores';

/**
 * The directory's state, all of it in the URL query: the words, type and
 * category asked for, whether the plan is shown, where the visitor starts,
 * and the stores that match (found on a deferred copy of the query, so
 * typing stays quick).
 */
export function useDirectoryQuery(stores: readonly Store[], tags: readonly { value: string }[]) {
  const [params, setParams] = useSearchParams();
  const tagValues = useMemo(() => tags.map((tag) => tag.value), [tags]);
  const query = queryFromParams(params, tagValues);
  const onPlan = isPlanView(params);
  // Where the visitor starts (a gate chosen on the plan-your-visit page), carried by every control and card.
  const from = (params.get(DIRECTORY_PARAMS.from) ?? '').slice(0, 100);
  const paramsOf = (next: DirectoryQuery, plan = false) => {
    const search = paramsFromQuery(next, plan);
    if (from) search.set(DIRECTORY_PARAMS.from, from);
    return search;
  };
  const index = useMemo(() => indexStores(stores), [stores]);
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => filterStores(index, deferredQuery), [index, deferredQuery]);
  const categories = useMemo(() => categoriesOf(stores, query.tag), [stores, query.tag]);
  const units = useMemo(() => planUnits(stores), [stores]);

  /** The query with another type: a category that does not belong to it is dropped. */
  const withTag = (tag: string): DirectoryQuery => {
    const next = { ...query, tag };
    if (next.category && !categoriesOf(stores, tag).includes(next.category)) next.category = '';
    return next;
  };
  const update = (change: Partial<Pick<DirectoryQuery, 'q' | 'category'>>, replace: boolean) => {
    setParams(paramsOf({ ...query, ...change }, onPlan), { replace, preventScrollReset: true });
  };
  return { query, onPlan, from, paramsOf, results, categories, units, withTag, update };
}

export type DirectoryState = ReturnType<typeof useDirectoryQuery>;

/**
 * A phone draws the form well before its code runs: words typed or a category chosen before React took
 * the page over are in the form (the browser keeps them), not in the URL. Once hydrated, they are
 * carried out.
 */
export function useTakeOverChoices(formRef: RefObject<HTMLFormElement | null>, { query, update }: DirectoryState) {
  useTakeOverForm(formRef, (form) => {
    const chosen = { q: fieldValue(form, DIRECTORY_PARAMS.q), category: fieldValue(form, DIRECTORY_PARAMS.category) };
    if (chosen.q !== query.q || chosen.category !== query.category) update(chosen, true);
  });
}
