/**
 * The address a request path is answered at, the same for the server and
 * the browser (decision 035). An empty segment (`//`, `/gfm43//automotive`,
 * `/gfm43/privacy-policy///`) is a mangled link to the page without it: the
 * server redirects there, so the browser's router never meets one. Every
 * other path, a broken percent-escape included, is read by the route tree
 * alone, on both sides: a page, a mall's 404 page in its frame, or the bare
 * 404 page. Nothing rewrites a path before the router sees it, so the
 * browser hydrates what the server drew.
 */
export function canonicalPathname(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}
