import { Link } from '@gfm/shared/router';
import type { MallId } from '../../../data/malls';
import type { SearchEntry, SearchResult } from '../fuzzy-search';
import { useSiteSearch } from './use-site-search';
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

/** The matches as a listbox of links outside the tab order: the keyboard reaches them through the input's arrow keys. */
function SearchOptions({
  listId,
  optionId,
  results,
  expanded,
  current,
  onChoose,
}: {
  listId: string;
  optionId: (position: number) => string;
  results: readonly SearchResult[];
  expanded: boolean;
  current: number;
  onChoose: () => void;
}) {
  return (
    /* Pressing an option must not take focus from the input. */
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
            onClick={onChoose}
          >
            <span className={styles.name}>{entry.name}</span>
            <span className={styles.meta}>
              {entry.category} · {MALL_LABELS[entry.mall]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SearchButton() {
  return (
    <button type="submit" className={styles.button}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
      <span className="visually-hidden">Search</span>
    </button>
  );
}

/**
 * The header's search: a plain GET form to the results page, which JavaScript
 * turns into a combobox listing the best matches as the visitor types
 * (WAI-ARIA APG combobox, "list autocomplete").
 */
export function SiteSearch({ loadEntries, action = '/search', id = 'site-search' }: SiteSearchProps) {
  const { formRef, query, results, expanded, current, status, load, type, leave, onKeyDown } = useSiteSearch(
    loadEntries,
    id,
  );
  const listId = `${id}-listbox`;
  const optionId = (position: number) => `${id}-option-${position}`;

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
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <SearchButton />
      <SearchOptions
        listId={listId}
        optionId={optionId}
        results={results}
        expanded={expanded}
        current={current}
        onChoose={leave}
      />
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </form>
  );
}
