import { act, render } from '@testing-library/react';
import { RouterProvider, Outlet } from '../../../router';
import { createMemoryRouter } from '../../../../../test/router';
import { ScrollToTop } from './scroll-to-top';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { path: 'a', element: <p>A</p> },
          { path: 'b', element: <p>B</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  it('leaves the first page where the browser put it, and scrolls to the top on every route change', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const router = renderAt('/a');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await act(() => router.navigate('/a'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
