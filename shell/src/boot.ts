import { revealPartsWhenNear } from '@gfm/shared/ui/image/near-pictures';
import { catchErrors } from './field/caught-errors';
import { flushFieldBeaconWhenHidden, pageData } from './field/field-flush';
import { loadScript } from './load-script';
import { replayEarlyClicks } from './replay-clicks';
import { startOnFirstEngagement } from './start-on-engagement';

/*
 * The one script a server-rendered page names (decision 070). The page works as the server drew it (links,
 * GET forms, popovers, details, the style sheet's pause controls): the app's code (the federation runtime,
 * React, the router, the remotes' parts, about 130 KB gzip) is all enhancement, so it is fetched when the
 * visitor first engages with the page, not during its load. The field data (decisions 057, 067) measure
 * every page view, whether or not the app ever starts: the error buffer and the beacon start here, and
 * web-vitals (`field-beacon.<hash>.js`, a script of this build, named with its hash by the server) comes
 * after the window's load, when the browser is idle, as does the late script (`after-load.<hash>.js`: the
 * contact map, the service worker; decision 078). The pictures of a page's lower parts are shown as the
 * visitor comes near each part (decision 078).
 */
catchErrors();
flushFieldBeaconWhenHidden();
revealPartsWhenNear(document);
const data = pageData();
const { measure, measureIntegrity, later, laterIntegrity } = data?.assets ?? {};
whenLoadedAndIdle(() => {
  if (data?.field && measure) loadScript(measure, measureIntegrity);
  if (later) loadScript(later, laterIntegrity);
});
if (data) {
  // A tap on a button only the app drives counts once the app has come (decision 078).
  replayEarlyClicks();
  startOnFirstEngagement(data.assets);
}

/** Runs `task` after the window's load event, when the browser is next idle (at most a second later). */
function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 1000 }) : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
