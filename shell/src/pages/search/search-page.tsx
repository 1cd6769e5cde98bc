import { data, Link, useLoaderData, type LoaderFunctionArgs } from '@gfm/shared/router';
import { Header } from '@gfm/shared/features/frame';
import { BRAND_NAME, getMall } from '@gfm/shared/data/malls';
import { getImage } from '@gfm/shared/images/catalogue';
import { paths } from '@gfm/shared/paths';
import { loadSearchEntries } from '@gfm/shared/routing/load-context';
import { buildSearchIndex, search, type SearchEntry } from '@gfm/shared/features/search';
import { PageMeta } from '@gfm/shared/seo/page-meta';
import styles from './search-page.module.css';

/**
 * How long a results page is right: the entries include what the malls' pages show that changes
 * without a release (offers and events, decision 077), so a page of results is kept 10 s at most.
 */
const RESULTS_RIGHT_S = 10;

/** A query longer than any shop's name is cut: it bounds the work one request can ask for. */
const MAX_QUERY = 80;
const MAX_RESULTS = 30;

export interface SearchPageData {
  query: string;
  results: SearchEntry[];
  /** The search entries could not be read. */
  failed: boolean;
}

/** `/search?q=`: the results of the site's one search, rendered on the server, so it works without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  if (query === '') return { query, results: [], failed: false } satisfies SearchPageData;
  let found: SearchPageData;
  try {
    const entries = await loadSearchEntries(context);
    found = {
      query,
      results: search(buildSearchIndex(entries), query, MAX_RESULTS).map((result) => result.entry),
      failed: false,
    };
  } catch {
    found = { query, results: [], failed: true };
  }
  return data(found, { headers: { 'Cache-Control': `public, max-age=${RESULTS_RIGHT_S}` } });
}

function summary({ query, results, failed }: SearchPageData): string {
  if (failed) return 'The search is not available right now. Try again in a moment, or browse each mall’s directory.';
  if (query === '') return 'Type a shop, brand, category or cuisine, in either mall.';
  if (results.length === 0)
    return `No shop or brand matches “${query}”. Check the spelling, or try a category such as “coffee” or “salon”.`;
  return `${results.length === 1 ? '1 result' : `${results.length} results`} for “${query}”`;
}

export function Component() {
  const data = useLoaderData<SearchPageData>();
  return (
    <div className={styles.frame}>
      {/* The search page itself is a page of the site; its results for a query are not (they would be endless). */}
      <PageMeta
        title={data.query ? `Search: ${data.query}` : 'Search'}
        description={`Find a shop, brand, category or cuisine at both ${BRAND_NAME} malls.`}
        noIndex={data.query !== ''}
      />
      <Header
        logo={getImage('gfm', 'logo')}
        logoAlt={`${BRAND_NAME} home`}
        navLinks={[
          { title: 'Sector 43', path: paths.mall.home.getHref('gfm43') },
          { title: 'Palam Vihar', path: paths.mall.home.getHref('gfmpalam') },
        ]}
      />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <h1 className={styles.title}>Search both malls</h1>
        <form role="search" method="get" action={paths.search.path} className={styles.form}>
          <label htmlFor="search-page-q">Shop, brand, category or cuisine</label>
          <div className={styles.row}>
            <input
              id="search-page-q"
              type="search"
              name="q"
              defaultValue={data.query}
              maxLength={MAX_QUERY}
              autoComplete="off"
            />
            <button type="submit">Search</button>
          </div>
        </form>
        <p className={styles.summary} role="status">
          {summary(data)}
        </p>
        {data.results.length > 0 && (
          <ul className={styles.results}>
            {data.results.map((entry) => (
              <li key={entry.href}>
                <Link to={entry.href} className={styles.result}>
                  <span className={styles.name}>{entry.name}</span>
                  <span className={styles.meta}>
                    {entry.category} · {getMall(entry.mall).name.replace(' Gurugram', '')}
                  </span>
                </Link>
                {entry.directionsHref && (
                  <Link to={entry.directionsHref} className={styles.directions}>
                    Take me there<span className="visually-hidden"> ({entry.name})</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
