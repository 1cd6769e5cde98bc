import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@gfm/shared/router';
import type { ReactNode } from 'react';
import { RemoteView, type RemoteViewProps } from './remote-view';

async function renderView(load: RemoteViewProps['load'], children?: ReactNode) {
  // Suspense with use(): React settles the loaded promise only inside an awaited act.
  await act(async () => {
    render(
    <MemoryRouter>
      <RemoteView label="Sector 43 Gurugram" load={load}>
        {children}
      </RemoteView>
    </MemoryRouter>,
    );
  });
}

function Frame({ children }: { children?: ReactNode }) {
  return <section aria-label="frame">{children}</section>;
}

function Exploding(): ReactNode {
  throw new Error('render failure');
}

describe('RemoteView', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a loading state, then the remote component with its children', async () => {
    let resolve: (component: typeof Frame) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Frame>((done) => (resolve = done)));
    await renderView(load, <p>page content</p>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Sector 43 Gurugram…');
    await act(async () => resolve(Frame));
    expect(screen.getByRole('region', { name: 'frame' })).toHaveTextContent('page content');
    expect(load).toHaveBeenCalledWith(0);
  });

  it('shows the fallback with a retry and a link home when the remote cannot be loaded', async () => {
    await renderView(() => Promise.reject(new Error('RUNTIME-008 Failed to load script resources')));
    expect(await screen.findByRole('heading', { name: 'Sector 43 Gurugram is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    await renderView(() => Promise.resolve(Exploding));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sector 43 Gurugram is unavailable right now');
    expect(consoleError).toHaveBeenCalledWith('A remote part of the site failed:', expect.any(Error), expect.anything());
  });

  it('shows the remote by itself when it arrives after its time limit', async () => {
    let arrive: (arrived: boolean) => void = () => undefined;
    const late = new Promise<boolean>((done) => (arrive = done));
    const timedOut = Object.assign(new Error('no answer within 2500 ms'), { late });
    const load = jest.fn<Promise<typeof Frame>, [number]>().mockRejectedValueOnce(timedOut).mockResolvedValueOnce(Frame);
    await renderView(load, <p>arrived late</p>);
    expect(await screen.findByRole('heading', { name: 'Sector 43 Gurugram is unavailable right now' })).toBeInTheDocument();
    await act(async () => arrive(true));
    expect(await screen.findByText('arrived late')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load.mock.calls).toEqual([[0], [0]]);
  });

  it('keeps the fallback when the late load fails after all', async () => {
    let arrive: (arrived: boolean) => void = () => undefined;
    const late = new Promise<boolean>((done) => (arrive = done));
    const load = jest.fn<Promise<typeof Frame>, [number]>().mockRejectedValue(Object.assign(new Error('timed out'), { late }));
    await renderView(load);
    await screen.findByRole('alert');
    await act(async () => arrive(false));
    expect(screen.getByRole('alert')).toHaveTextContent('Sector 43 Gurugram is unavailable right now');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on retry and shows the remote once it answers', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<typeof Frame>, [number]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(Frame);
    await renderView(load, <p>back again</p>);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => {
      await user.click(retry);
    });
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([[0], [1]]);
  });
});

describe('RemoteView as a whole page', () => {
  it('gives its fallback the main landmark, so the page still has one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <MemoryRouter>
          <RemoteView label="Palam Vihar Gurugram" load={() => Promise.reject(new Error('down'))} isPage />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Try again' }));
  });
});
