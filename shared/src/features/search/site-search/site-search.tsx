import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@gfm/shared/router';
import type { MallId } from '../../../data/malls';
import type { SearchEntry, SearchIndex, SearchResult } from '../fuzzy-search';
import styles from './site-search.module.css';

export interface SiteSearchProps {
  /** Every mall's entries (their search-index.json); called once, on the first focus or keystroke. */
  loadEntries: () => Promise<readonly SearchEntry[]>;
  /** The results page the form submits to, with `q`. */
  action?: string;
  /** The input's id; the list's and options' ids derive from it. */
  id?: string;
}

export const SITE_SEARCH_LABEL = 'Search shops and brands';

const MALL_LABELS = { gfm43: 'Sector 43', gfmpalam: 'Palam Vihar' } as const satisfies Record<MallId, string>;

/**
 * The header's search: a plain GET form to the results page, which JavaScript
 * turns into a combobox listing the best matches as the visitor types
 * (WAI-ARIA APG combobox, "list autocomplete").
 */
export function SiteSearch({ loadEntries, action = '/search', id = 'site-search' }: SiteSearchProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // The matcher comes with the entries, on the first focus or keystroke: every page has the header, few visitors search.
  const [index, setIndex] = useState<{
    entries: SearchIndex;
    search: (index: SearchIndex, query: string) => SearchResult[];
  } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const loading = useRef<Promise<void> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const results = useMemo(() => (index ? index.search(index.entries, query) : []), [index, query]);
  const expanded = open && results.length > 0;
  const current = expanded && active < results.length ? active : -1;
  const listId = `${id}-listbox`;
  const optionId = (position: number) => `${id}-option-${position}`;

  const load = () => {
    // On failure there is no list, and Enter still submits the form to the results page.
    loading.current ??= Promise.all([loadEntries(), import('../fuzzy-search')]).then(
      ([entries, { buildSearchIndex, search }]) => setIndex({ entries: buildSearchIndex(entries), search }),
      () => undefined,
    );
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const leave = () => {
    close();
    setQuery('');
  };

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
  }, [expanded]);

  useEffect(() => {
    if (current >= 0) document.getElementById(`${id}-option-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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

  const typed = query.trim();
  const status =
    !index || !open || !typed
      ? ''
      : results.length
        ? `${results.length} ${results.length === 1 ? 'result' : 'results'}`
        : `No shop or brand matches “${typed}”`;

  return (
    <form ref={formRef} role="search" method="get" action={action} className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {SITE_SEARCH_LABEL}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Shops, brands, food…"
        value={query}
        onFocus={load}
        onChange={(event) => {
          load();
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.button}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
      {/* Options are links outside the tab order: the keyboard reaches them through the input's arrow keys. Pressing one must not take focus from the input. */}
      <ul
        id={listId}
        role="listbox"
        aria-label="Shops and brands"
        className={styles.list}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {results.map(({ entry }, position) => (
          <li key={entry.href} role="none">
            <Link
              id={optionId(position)}
              role="option"
              aria-selected={position === current}
              tabIndex={-1}
              to={entry.href}
              className={styles.option}
              onClick={leave}
            >
              <span className={styles.name}>{entry.name}</span>
              <span className={styles.meta}>
                {entry.category} · {MALL_LABELS[entry.mall]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </form>
  );
}
