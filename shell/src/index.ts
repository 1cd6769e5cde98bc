import { nextTask } from './next-task';

// The async boundary: shared modules (React, the router) are negotiated by the
// federation runtime before any app code runs. Hydration starts at once: every
// control a visitor meets first is the platform's own (a popover menu,
// `<details>`, forms, scroll-snap strips), so it works while React takes the
// page over (decision 035). Each step has a task of its own (decision 019).
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./bootstrap'));
