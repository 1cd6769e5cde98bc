import { isRouteErrorResponse, useRouteError } from '@gfm/shared/router';

/** What a test's router shows for a route error: a 404 names itself, anything else says error. */
export function TestRouteError() {
  const error = useRouteError();
  return <h1>{isRouteErrorResponse(error) && error.status === 404 ? 'not found page' : 'route error'}</h1>;
}
