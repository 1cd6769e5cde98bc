import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@gfm/shared/router';
import { createMemoryRouter, MemoryRouter } from '../../../../../test/router';
import type { SearchEntry } from '../fuzzy-search';
import { SiteSearch, SITE_SEARCH_LABEL } from './site-search';

const entries: SearchEntry[] = [
  { mall: 'gfm43', name: 'Starbucks', category: 'Coffee', keywords: ['food'], href: '/gfm43/brands/starbucks' },
  { mall: 'gfmpalam', name: "McDonald's", category: 'Burgers', keywords: ['food'], href: '/gfmpalam/shops/FF-10' },
  { mall: 'gfm43', name: 'Dosa District', category: 'South Indian', href: '/gfm43/brands/dosa-district' },
  { mall: 'gfmpalam', name: 'Idli Inn', category: 'South Indian', href: '/gfmpalam/shops/GF-05' },
  { mall: 'gfmpalam', name: 'Glam Studio', category: 'Salon', href: '/gfmpalam/shops/FF-02' },
];

function renderSearch(loadEntries = jest.fn(() => Promise.resolve(entries))) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteSearch loadEntries={loadEntries} />
            <p>Page content</p>
          </>
        ),
      },
    ],
    { initialEntries: ['/gfm43'] },
  );
  render(<RouterProvider router={router} />);
  return { router, loadEntries, input: screen.getByRole('combobox', { name: SITE_SEARCH_LABEL }) };
}

const options = () => screen.queryAllByRole('option');

describe('SiteSearch', () => {
  it('is a GET form to /search with a labelled q field and a submit button, which works without JavaScript', () => {
    const { input, loadEntries } = renderSearch();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(loadEntries).not.toHaveBeenCalled();
  });

  it('lists the shop a typo means, with its category and mall, and announces the count', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, 'starbuks');
    const [first] = await screen.findAllByRole('option');
    expect(first).toHaveTextContent('Starbucks');
    expect(first).toHaveTextContent('Coffee · Sector 43');
    expect(first).toHaveAttribute('href', '/gfm43/brands/starbucks');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results?$/);

    await user.clear(input);
    await user.type(input, 'macdonalds');
    expect(options()[0]).toHaveTextContent("McDonald's");
    expect(options()[0]).toHaveTextContent('Burgers · Palam Vihar');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, 'zzzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No shop or brand matches “zzzz”');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the active option with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, 'south indian');
    await waitFor(() => expect(options()).toHaveLength(2));
    const [dosa, idli] = options() as [HTMLElement, HTMLElement];
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', dosa.id);
    expect(dosa).toHaveAttribute('aria-selected', 'true');
    expect(idli).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', idli.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', dosa.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', idli.id);
    expect(idli).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveFocus();
  });

  it('closes the list on Escape and clears the field on a second Escape', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, 'dosa');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(options()).toHaveLength(0);
    expect(input).toHaveValue('dosa');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('goes to the active option on Enter', async () => {
    const user = userEvent.setup();
    const { input, router } = renderSearch();
    await user.type(input, 'dosa distrct');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/gfm43/brands/dosa-district');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('submits the form on Enter without an active option', async () => {
    const user = userEvent.setup();
    const { input, router } = renderSearch();
    const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    screen.getByRole('search').addEventListener('submit', submitted);
    await user.type(input, 'dosa');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/gfm43');
  });

  it('goes to an option that is clicked, and closes when the page is clicked', async () => {
    const user = userEvent.setup();
    const { input, router } = renderSearch();
    await user.type(input, 'salon');
    await screen.findAllByRole('option');
    await user.click(screen.getByText('Page content'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('salon');

    await user.clear(input);
    await user.type(input, 'glam');
    await user.click(await screen.findByRole('option', { name: /Glam Studio/ }));
    expect(router.state.location.pathname).toBe('/gfmpalam/shops/FF-02');
  });

  it('keeps the options out of the tab order, and closes on Tab', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch();
    await user.type(input, 'i');
    await screen.findAllByRole('option');
    for (const option of options()) expect(option).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the entries once, on first focus', async () => {
    const user = userEvent.setup();
    const { input, loadEntries } = renderSearch();
    await user.click(input);
    expect(loadEntries).toHaveBeenCalledTimes(1);
    await user.type(input, 'dosa');
    await user.tab();
    await user.click(input);
    await user.type(input, ' d');
    await screen.findAllByRole('option');
    expect(loadEntries).toHaveBeenCalledTimes(1);
  });

  it('stays a plain form when the entries cannot be loaded', async () => {
    const user = userEvent.setup();
    const { input } = renderSearch(jest.fn(() => Promise.reject(new Error('offline'))));
    const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    screen.getByRole('search').addEventListener('submit', submitted);
    await user.type(input, 'dosa{Enter}');
    expect(options()).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('takes over words typed before it was hydrated, and lists their matches to a visitor still in the field', async () => {
    const loadEntries = jest.fn(() => Promise.resolve(entries));
    const page = (
      <MemoryRouter initialEntries={['/gfm43']}>
        <SiteSearch loadEntries={loadEntries} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The server's form, typed into before the app's code came (decision 070).
    const input = screen.getByRole('combobox', { name: SITE_SEARCH_LABEL });
    input.focus();
    (input as HTMLInputElement).value = 'glam studoi';
    let root: Root | undefined;
    const onRecoverableError = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    const [first] = await screen.findAllByRole('option');
    expect(first).toHaveTextContent('Glam Studio');
    expect(input).toHaveValue('glam studoi');
    expect(input).toHaveFocus();
    expect(loadEntries).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });
});
