import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../../../../test/router';
import type { OpeningHours } from '../../hours';
import { getImage } from '../../../images/catalogue';
import type { Store } from '../store';
import { StoreDirectory } from './store-directory';

const logo = getImage('gfm43', 'brand-spice-route');
const stores: Store[] = [
  {
    mall: 'gfmpalam',
    id: 'GF-01',
    name: 'Café Verandah',
    category: 'Cafe',
    tag: 'food',
    unit: 'GF-01',
    logo,
    alt: 'Café Verandah logo',
  },
  {
    mall: 'gfmpalam',
    id: 'GF-02',
    name: 'Glam Studio',
    category: 'Salon',
    tag: 'beauty',
    unit: 'GF-02',
    logo,
    alt: 'Glam Studio logo',
  },
  {
    mall: 'gfmpalam',
    id: 'FF-01',
    name: 'Lotus Spa',
    category: 'Spa',
    tag: 'beauty',
    unit: 'FF-01',
    logo,
    alt: 'Lotus Spa logo',
  },
  {
    mall: 'gfmpalam',
    id: 'FF-02',
    name: 'Wok Express',
    category: 'Chinese',
    tag: 'food',
    unit: 'FF-02',
    logo,
    alt: 'Wok Express logo',
  },
];
const tags = [
  { value: 'food', label: 'Food' },
  { value: 'beauty', label: 'Beauty' },
];
const mallHours: OpeningHours = { weekly: Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '22:00' })) };
const PAGE = '/gfmpalam/all-brands';

function Directory({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <StoreDirectory stores={stores} tags={tags} mallHours={mallHours} planTitle="Palam Vihar floor plan" />
    </MemoryRouter>
  );
}

/**
 * The server's HTML for `url`, read as a browser without JavaScript reads it:
 * DOMParser parses with scripting off, so a noscript's content is elements.
 */
function serverPageWithoutScript(url: string): HTMLElement {
  document.body.replaceChildren();
  const parsed = new DOMParser().parseFromString(renderToString(<Directory url={url} />), 'text/html');
  const page = document.createElement('div');
  page.append(...[...parsed.body.childNodes].map((node) => document.adoptNode(node)));
  document.body.append(page);
  return page;
}

/** Where a browser without JavaScript goes when `submitter` sends its form (HTML's "mutate action URL" for GET). */
function submission(submitter: HTMLElement): string {
  const form = (submitter as HTMLButtonElement).form;
  if (!form) throw new Error('The button sends no form.');
  expect(form.getAttribute('method')).toBe('get');
  const fields = [...new FormData(form, submitter)].map(([name, value]) => [name, String(value)]);
  return `${form.getAttribute('action')}?${new URLSearchParams(fields).toString()}`;
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
// The submit button is inside a noscript, which jsdom's styles do not draw: it is found among hidden elements.
const submitButton = () => screen.getByRole('button', { name: 'Show results', hidden: true });

afterEach(() => document.body.replaceChildren());

describe('StoreDirectory without JavaScript', () => {
  it('sends its filters as a GET form to its own page, under the URL’s parameter names, and the server renders the filtered list', () => {
    serverPageWithoutScript(PAGE);
    expect(cardNames()).toHaveLength(stores.length);
    const form = screen.getByRole('search', { name: 'Shops' });
    // A type is a link to the filtered page; the form then carries it along.
    expect(within(form).getByRole('link', { name: 'Beauty' })).toHaveAttribute('href', `${PAGE}?tag=beauty`);
    serverPageWithoutScript(`${PAGE}?tag=beauty`);
    expect(within(screen.getByRole('search', { name: 'Shops' })).getByRole('link', { name: 'Beauty' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    (
      within(screen.getByRole('search', { name: 'Shops' })).getByRole('searchbox', {
        name: 'Search shops',
      }) as HTMLInputElement
    ).value = 'studio';
    expect(submitButton().closest('noscript')).not.toBeNull();
    expect(submitButton()).toHaveAttribute('type', 'submit');
    const next = submission(submitButton());
    expect(next).toBe(`${PAGE}?q=studio&tag=beauty&category=`);

    serverPageWithoutScript(next);
    expect(cardNames()).toEqual(['Glam Studio']);
    expect(screen.getByRole('status')).toHaveTextContent(`1 of ${stores.length} shops match`);
    expect(screen.getByRole('searchbox', { name: 'Search shops' })).toHaveValue('studio');
    expect(screen.getByRole('link', { name: 'Beauty' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  it('chooses a category with the form, and keeps the floor plan open when the filters are sent from it', () => {
    serverPageWithoutScript(`${PAGE}?view=plan`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'Spa' } });
    const next = submission(submitButton());
    expect(next).toBe(`${PAGE}?q=&tag=&category=Spa&view=plan`);
    serverPageWithoutScript(next);
    expect(cardNames()).toEqual(['Lotus Spa']);
  });

  it('links each shop to its directions, starting where the visitor came in, through every filter', () => {
    serverPageWithoutScript(PAGE);
    expect(screen.getByRole('link', { name: 'Take me there (Lotus Spa)' })).toHaveAttribute(
      'href',
      '/gfmpalam/shops/FF-01#directions',
    );
    serverPageWithoutScript(`${PAGE}?from=gate-1&tag=beauty`);
    expect(screen.getByRole('link', { name: 'Take me there (Lotus Spa)' })).toHaveAttribute(
      'href',
      '/gfmpalam/shops/FF-01?from=gate-1#directions',
    );
    expect(submission(screen.getByRole('button', { name: 'Show on the floor plan' }))).toBe(
      `${PAGE}?tag=beauty&view=plan&from=gate-1`,
    );
    expect(submission(submitButton())).toBe(`${PAGE}?q=&tag=beauty&category=&from=gate-1`);
  });

  it('shows and hides the floor plan with a GET form of its own that keeps the search', () => {
    serverPageWithoutScript(`${PAGE}?q=studio&tag=beauty`);
    const show = screen.getByRole('button', { name: 'Show on the floor plan' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(submission(show)).toBe(`${PAGE}?q=studio&tag=beauty&view=plan`);
    serverPageWithoutScript(`${PAGE}?q=studio&tag=beauty&view=plan`);
    const hide = screen.getByRole('button', { name: 'Hide the floor plan' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(submission(hide)).toBe(`${PAGE}?q=studio&tag=beauty`);
  });

  it('clears the search and filters, or shows every shop after an empty result, with GET forms of their own', () => {
    serverPageWithoutScript(`${PAGE}?q=studio&tag=beauty&view=plan`);
    expect(submission(screen.getByRole('button', { name: 'Clear search and filters' }))).toBe(`${PAGE}?view=plan`);
    serverPageWithoutScript(`${PAGE}?q=zzz`);
    expect(screen.getByRole('heading', { name: 'No shops match your search' })).toBeInTheDocument();
    // An empty GET form: the browser goes to the page with an empty query.
    const everything = submission(screen.getByRole('button', { name: 'Show all shops' }));
    expect(everything).toBe(`${PAGE}?`);
    serverPageWithoutScript(everything);
    expect(cardNames()).toHaveLength(stores.length);
  });
});

describe('StoreDirectory with JavaScript', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('hydrates the server’s HTML without a mismatch, has no submit button, filters as the visitor types and never sends the form', async () => {
    const url = `${PAGE}?tag=food`;
    const container = document.createElement('div');
    // Parsed as a browser with JavaScript parses it: a noscript's content is text.
    container.innerHTML = renderToString(<Directory url={url} />);
    document.body.append(container);
    const onRecoverableError = jest.fn();
    act(() => {
      root = hydrateRoot(container, <Directory url={url} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Show results', hidden: true })).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Café Verandah', 'Wok Express']);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search shops' }), 'wok{Enter}');
    expect(cardNames()).toEqual(['Wok Express']);
    expect(fireEvent.submit(screen.getByRole('search', { name: 'Shops' }))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(`1 of ${stores.length} shops match`);
  });

  it('carries out what was typed or chosen before React took the page over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Directory url={PAGE} />);
    document.body.append(container);
    // The visitor types on the server's page: the browser keeps the words; nothing filters yet.
    (within(container).getByRole('searchbox', { name: 'Search shops' }) as HTMLInputElement).value = 'spa';
    act(() => {
      root = hydrateRoot(container, <Directory url={PAGE} />);
    });
    await screen.findByText(`1 of ${stores.length} shops match`);
    expect(cardNames()).toEqual(['Lotus Spa']);
  });
});
