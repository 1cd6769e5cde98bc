import { catchErrors } from './field/caught-errors';
import { flushFieldBeaconWhenHidden } from './field/field-flush';
import { afterFirstScreen, nextTask } from './next-task';

// Script errors are noted from the start (an error while hydrating counts), and the page view's beacon is sent
// whenever the page is hidden; web-vitals, which measures the rest, comes after the page's load (decision 067).
catchErrors();
flushFieldBeaconWhenHidden();

// The async boundary: shared modules (React, the router) are negotiated by the
// federation runtime before any app code runs. Every control a visitor meets
// first is the platform's own (a popover menu, `<details>`, links and forms,
// scroll-snap strips): it works before React takes the page over, so
// React's renderer can wait until the server's first screen, largest picture
// included, is shown. Started at once, it held a phone's largest picture back
// (mobile Lighthouse 96-97 on seven routes; decision 035). Each step has
// a task of its own (decision 019).
void afterFirstScreen()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
