/**
 * The router every app uses: one module, shared through Module Federation as
 * a singleton, so the shell's router context reaches the remotes' links and
 * hooks. It re-exports only what the apps use (and a few hooks a page may
 * reasonably need next), so webpack drops the rest of react-router (cookies,
 * sessions, the framework's server parts). Adding an export is a shell
 * deployment first, like a React upgrade; see docs/decisions/008. Apps must
 * not import react-router directly (ESLint enforces it): a second copy would
 * have its own, empty context. The shell's server takes its server-only parts
 * from `router-server.ts`.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  matchRoutes,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
// The DOM build of the provider passes react-dom's flushSync (what react-router-dom re-exports).
export { RouterProvider } from 'react-router/dom';
export type {
  LoaderFunctionArgs,
  NavigateFunction,
  Params,
  PatchRoutesOnNavigationFunction,
  RouteMatch,
  RouteObject,
  SetURLSearchParams,
} from 'react-router';
