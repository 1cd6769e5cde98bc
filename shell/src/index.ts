import { afterFirstScreen, nextTask } from './next-task';

// The async boundary: shared modules (React, the router) are negotiated by the
// federation runtime before any app code runs. Each step has a task of its own
// (decision 019): the runtime's start-up has just run in main.js's task; once
// the server's first screen is shown, React's DOM renderer is fetched and run,
// then the router and the shell's own modules.
void afterFirstScreen()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
