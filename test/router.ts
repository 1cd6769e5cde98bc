/**
 * What the unit tests take from the router beside the apps' own module
 * (`@gfm/shared/router`): a router in memory, which no app ships. The same
 * react-router module, so one context.
 */
export { createMemoryRouter, MemoryRouter } from 'react-router';
