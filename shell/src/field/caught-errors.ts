/** At most this many errors are kept for a page view's beacon: a loop that throws is still one bad page. */
const MAX_ERRORS = 20;

/**
 * Each error the page has not caught (`error`: its file and the error) and
 * each promise rejected with no handler (`unhandledrejection`: its reason),
 * from the page's start: an error while hydrating comes long before the
 * beacon's code is loaded, which reads them (field-beacon.ts). Kept as they
 * come, so the entry carries no more than the listeners.
 */
export const caughtErrors: [filename: string | undefined, error: unknown][] = [];

const note = (filename: string | undefined, error: unknown) => {
  if (caughtErrors.length < MAX_ERRORS) caughtErrors.push([filename, error]);
};

/** The event that carries an error a boundary caught from the app's code (main.js) to boot.js's buffer. */
const BOUNDARY_ERROR_EVENT = 'gfm:boundary-error';

/**
 * An error a route's error boundary caught (a page's code that threw while
 * rendering or hydrating): the window never sees it, yet the visitor met a
 * broken page. Blamed by its stack, as an unhandled rejection is. The app's
 * code is a build apart from the buffer's (boot.js, decision 070): it hands the
 * error over as an event of the window.
 */
export const noteBoundaryError = (error: unknown): void => {
  dispatchEvent(new CustomEvent(BOUNDARY_ERROR_EVENT, { detail: error }));
};

/** Listens from now on. */
export function catchErrors(): void {
  addEventListener('error', (event) => {
    // A resource that failed to load (an <img>, a <script>) is not a script error: its event is no ErrorEvent.
    if (event instanceof ErrorEvent) note(event.filename, event.error);
  });
  addEventListener('unhandledrejection', (event) => note(undefined, event.reason));
  addEventListener(BOUNDARY_ERROR_EVENT, (event) => note(undefined, (event as CustomEvent<unknown>).detail));
}
