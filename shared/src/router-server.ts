/**
 * The router's server side, for the shell's server alone: it renders a
 * request with the same route objects the browser hydrates. Never shared
 * through federation (no remote needs it, and a shared module is sent
 * whole); in the server's build it comes from the same react-router module as
 * `router.ts`, so both see one router context.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
export type { StaticHandlerContext } from 'react-router';
