import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useNavigate } from '@gfm/shared/router';
import { fieldValue, useTakeOverForm } from '../../../ui/hooks/use-take-over-form';
import type { SearchEntry, SearchIndex, SearchResult } from '../fuzzy-search';

/** The matcher comes with the entries, on the first focus or keystroke: every page has the header, few visitors search. */
function useSearchIndex(loadEntries: () => Promise<readonly SearchEntry[]>) {
  const [index, setIndex] = useState<{
    entries: SearchIndex;
    search: (index: SearchIndex, query: string) => SearchResult[];
  } | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const load = () => {
    // On failure there is no list, and Enter still submits the form to the results page.
    loading.current ??= Promise.all([loadEntries(), import('../fuzzy-search')]).then(
      ([entries, { buildSearchIndex, search }]) => setIndex({ entries: buildSearchIndex(entries), search }),
      () => undefined,
    );
  };
  return { index, load };
}

/** A press outside the form closes the open list. */
function useCloseOnPressOutside(
  formRef: RefObject<HTMLFormElement | null>,
  expanded: boolean,
  setOpen: Dispatch<SetStateAction<boolean>>,
  setActive: Dispatch<SetStateAction<number>>,
) {
  // The ref and the setters are the same at every render: listing them changes nothing.
  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setActive(-1);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [formRef, expanded, setOpen, setActive]);
}

/**
 * Words typed before React took the page over (the app's code comes on the visitor's first engagement,
 * decision 070) are taken over once, as if typed now (`useTakeOverForm`): the list opens if the visitor
 * is still in the field; focus already in the input loads the matcher, as a focus would.
 */
function useTakeOverTyping(
  formRef: RefObject<HTMLFormElement | null>,
  type: (value: string) => void,
  setQuery: (value: string) => void,
  load: () => void,
) {
  useTakeOverForm(formRef, (form) => {
    const typed = fieldValue(form, 'q');
    const focused = document.activeElement === form.elements.namedItem('q');
    // The list opens only for a visitor still in the field.
    if (typed && focused) type(typed);
    else if (typed) setQuery(typed);
    else if (focused) load();
  });
}

interface ComboboxKeys {
  results: readonly SearchResult[];
  current: number;
  expanded: boolean;
  query: string;
  setOpen: (open: boolean) => void;
  setActive: (active: number) => void;
  setQuery: (query: string) => void;
  close: () => void;
  leave: () => void;
  navigate: (href: string) => void;
}

/** The input's keys (WAI-ARIA APG combobox): arrows move through the options, Enter follows one, Escape closes or clears. */
function comboboxKeyDown({
  results,
  current,
  expanded,
  query,
  setOpen,
  setActive,
  setQuery,
  close,
  leave,
  navigate,
}: ComboboxKeys) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        setActive(current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const chosen = results[current];
        // Without a chosen option, Enter submits the form.
        if (current < 0 || !chosen) return;
        event.preventDefault();
        leave();
        navigate(chosen.entry.href);
        return;
      }
      case 'Escape':
        if (!expanded && !query) return;
        event.preventDefault();
        if (expanded) close();
        else setQuery('');
        return;
      case 'Tab':
        close();
    }
  };
}

/** The combobox's state: what is typed, the matches, the option chosen with the keys, and what a screen reader hears. */
export function useSiteSearch(loadEntries: () => Promise<readonly SearchEntry[]>, id: string) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { index, load } = useSearchIndex(loadEntries);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const formRef = useRef<HTMLFormElement>(null);

  const results = useMemo(() => (index ? index.search(index.entries, query) : []), [index, query]);
  const expanded = open && results.length > 0;
  const current = expanded && active < results.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const leave = () => {
    close();
    setQuery('');
  };
  const type = (value: string) => {
    load();
    setQuery(value);
    setOpen(true);
    setActive(-1);
  };

  useCloseOnPressOutside(formRef, expanded, setOpen, setActive);
  useTakeOverTyping(formRef, type, setQuery, load);
  useEffect(() => {
    if (current >= 0) document.getElementById(`${id}-option-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, id]);

  const onKeyDown = comboboxKeyDown({
    results,
    current,
    expanded,
    query,
    setOpen,
    setActive,
    setQuery,
    close,
    leave,
    navigate,
  });

  const typed = query.trim();
  const status =
    !index || !open || !typed
      ? ''
      : results.length
        ? `${results.length} ${results.length === 1 ? 'result' : 'results'}`
        : `No shop or brand matches “${typed}”`;

  return { formRef, query, results, expanded, current, status, load, type, leave, onKeyDown };
}
