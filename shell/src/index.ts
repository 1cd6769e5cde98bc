import { afterFirstScreen, nextTask } from './next-task';

// On a server-rendered page boot.js loads this file when the visitor first engages with the page, and has
// already started the field data (decision 070); a development server's page loads it at once.

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
