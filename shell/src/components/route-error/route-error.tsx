import { useEffect } from 'react';
import { useRouteError } from '@gfm/shared/router';
import { NotFoundPage } from '@gfm/shared/features/frame';

/**
 * requirements §2/§8: any route error shows the 404 page. Unlike the original (which
 * showed the router's 'Unexpected Application Error!'), the error is still
 * logged for the developers.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);
  return (
    <main id="main-content">
      <NotFoundPage />
    </main>
  );
}
