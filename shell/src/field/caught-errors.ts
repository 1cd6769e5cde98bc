import { scriptOfError } from './field-beacon-body';

/** At most this many errors are kept for a page view's beacon: a loop that throws is still one bad page. */
const MAX_ERRORS = 20;

/**
 * The script of each error the page has not caught (`error`) and each promise
 * rejected with no handler (`unhandledrejection`), from the page's start: an
 * error while hydrating comes long before the beacon's code is loaded.
 * Undefined for one whose script is not known.
 */
export const caughtErrors: (string | undefined)[] = [];

/** Listens from now on; the beacon (field-beacon.ts) reads `caughtErrors` when the page is hidden. */
export function catchErrors(): void {
  const note = (filename: string | undefined, error: unknown) => {
    if (caughtErrors.length < MAX_ERRORS) caughtErrors.push(scriptOfError(filename, error));
  };
  addEventListener('error', (event) => {
    // A resource that failed to load (an <img>, a <script>) is not a script error: its event has no `error`.
    if (event instanceof ErrorEvent) note(event.filename, event.error);
  });
  addEventListener('unhandledrejection', (event) => note(undefined, event.reason));
}
