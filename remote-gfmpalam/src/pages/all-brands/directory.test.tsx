import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@gfm/shared/router';
import { StoreDirectory } from '@gfm/shared/features/stores';
import { createMemoryRouter } from '../../../../test/router';
import '../../image-set';
import { mallHoursWith } from '../../data/hours';
import { shops } from '../../data/shops';
import { palamStores } from '../../data/stores';
import { PALAM_TAGS } from './all-brands-page';

function ShopDirectory() {
  return (
    <StoreDirectory
      stores={palamStores()}
      tags={PALAM_TAGS}
      mallHours={mallHoursWith([])}
      planTitle="Palam Vihar floor plan"
    />
  );
}

function renderDirectory(entry = '/gfmpalam/all-brands') {
  const router = createMemoryRouter([{ path: '/gfmpalam/all-brands', element: <ShopDirectory /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

// Ninety cards take a few seconds to render in jsdom.
jest.setTimeout(15_000);

describe('ShopDirectory', () => {
  it('lists every shop and announces the count', async () => {
    renderDirectory();
    expect(shops.length).toBeGreaterThanOrEqual(85);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${shops.length} shops`);
    await waitFor(() => expect(cardNames()).toHaveLength(shops.length), { timeout: 10_000 });
  });

  it('searches by name as the visitor types, ignoring case and accents, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const router = renderDirectory();
    await user.type(screen.getByRole('searchbox', { name: 'Search shops' }), 'CAFE');
    expect(cardNames()).toEqual(['Café Verandah']);
    expect(screen.getByRole('status')).toHaveTextContent(`1 of ${shops.length} shops match`);
    expect(router.state.location.search).toBe('?q=CAFE');
    // Typing replaces the history entry: one step back leaves the page's first entry.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('filters by tag and category, drops a category that does not fit a new tag, and Back undoes a filter', async () => {
    const user = userEvent.setup();
    const router = renderDirectory();
    await waitFor(() => expect(cardNames()).toHaveLength(shops.length), { timeout: 10_000 });
    await user.click(screen.getByRole('link', { name: 'Beauty' }));
    expect(router.state.location.search).toBe('?tag=beauty');
    expect(cardNames()).toHaveLength(shops.filter((shop) => shop.tag === 'beauty').length);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Spa');
    expect(cardNames()).toEqual(['Lotus Spa']);
    expect(router.state.location.search).toBe('?tag=beauty&category=Spa');
    await user.click(screen.getByRole('link', { name: 'Food' }));
    expect(router.state.location.search).toBe('?tag=food');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tag=beauty&category=Spa');
    expect(cardNames()).toEqual(['Lotus Spa']);
  });

  it('opens a shared link with its search and filters applied', () => {
    renderDirectory('/gfmpalam/all-brands?q=studio&tag=beauty');
    expect(cardNames()).toEqual(['Glam Studio', 'Threading Studio']);
    expect(screen.getByRole('searchbox', { name: 'Search shops' })).toHaveValue('studio');
    expect(screen.getByRole('link', { name: 'Beauty' })).toHaveAttribute('aria-current', 'true');
  });

  it('says clearly when nothing matches and offers a way back to every shop', async () => {
    const user = userEvent.setup();
    const router = renderDirectory('/gfmpalam/all-brands?q=zzz');
    expect(screen.getByRole('heading', { name: 'No shops match your search' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`0 of ${shops.length} shops match`);
    await user.click(screen.getByRole('button', { name: 'Show all shops' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cardNames()).toHaveLength(shops.length), { timeout: 10_000 });
  });

  it('links each card to its shop’s page, and shows the results on the floor plan', async () => {
    const user = userEvent.setup();
    const router = renderDirectory('/gfmpalam/all-brands?q=wok');
    expect(screen.getByRole('link', { name: 'Wok Express' })).toHaveAttribute('href', '/gfmpalam/shops/SF-05');
    await user.click(screen.getByRole('button', { name: 'Show on the floor plan' }));
    expect(router.state.location.search).toBe('?q=wok&view=plan');
    expect(screen.getByRole('button', { name: 'Hide the floor plan' })).toHaveAttribute('aria-pressed', 'true');
    // The plan's code comes when it is asked for; it opens on the floor of the results, with the result marked in its text list.
    expect((await screen.findByRole('link', { name: /^Wok Express — unit 5/ })).parentElement).toHaveTextContent(
      '(in your results)',
    );
  });

  it('shows location and phone only for shops that have them, phones as tel: links', () => {
    renderDirectory('/gfmpalam/all-brands?q=wok');
    const card = screen.getByRole('heading', { name: 'Wok Express' }).closest('li') as HTMLElement;
    expect(within(card).getByText(/floor, unit/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Call Wok Express/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
  });
});
