import { HYDRATED_EVENT } from '@gfm/shared/ui/hooks/hydrated-mark';

/** The window event the app sends as React starts taking the page over (bootstrap.tsx): React hears taps from then on. */
export const REACT_STARTED_EVENT = 'gfm:react-started';

/** Buttons only the app drives: a `type=button` that is no platform control (a popover's invoker). */
const APP_BUTTON = 'button[type="button"]:not([popovertarget])';

/**
 * The tap that starts the app's code is the tap that counts (decision 078). What the server drew works
 * without the app (links, forms, popovers, details, checkboxes), and the buttons only the app can drive
 * are kept out of sight until it does (`useHydrated`), but for a few it draws at once (a floor plan's
 * floors and zoom): a tap on one of those before React runs reached no handler. Such taps are noted, from
 * boot.js, until React starts (it replays a tap that lands while it hydrates itself), and made again, in
 * order, once the page is hydrated (`gfm:hydrated`, as `html[data-hydrated]` is set), on the buttons still
 * in the page.
 */
export function replayEarlyClicks(): void {
  const noted: HTMLElement[] = [];
  const note = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_BUTTON) : null;
    if (button) noted.push(button);
  };
  const stop = () => removeEventListener('click', note, true);
  addEventListener('click', note, true);
  addEventListener(REACT_STARTED_EVENT, stop);
  addEventListener(HYDRATED_EVENT, () => {
    stop();
    // In a task of its own, out of React's commit: a part still to hydrate is hydrated then, at once, by React.
    setTimeout(() => {
      for (const button of noted.splice(0)) if (button.isConnected) button.click();
    });
  });
}
