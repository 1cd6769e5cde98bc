/**
 * The router every app uses: one module, shared through Module Federation as
 * a singleton, so the shell's router context reaches the remotes' links and
 * hooks. It re-exports only what the apps use (and a few hooks a page may
 * reasonably need next), so webpack drops the rest of react-router (server
 * rendering, cookies, data-mode helpers): 61 KB of gzip shared whole became
 * about 30 KB. Adding an export is a shell deployment first, like a React
 * upgrade; see docs/decisions/008. Apps must not import react-router directly
 * (ESLint enforces it): a second copy would have its own, empty context.
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
// The DOM build of the provider passes react-dom's flushSync (what react-router-dom re-exports).
export { RouterProvider } from 'react-router/dom';
export type { NavigateFunction, Params, RouteObject, SetURLSearchParams } from 'react-router';
