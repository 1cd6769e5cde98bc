/**
 * How long the shell's server waits for WordPress, and how long it stops
 * asking after WordPress timed out (decision 040). Their own module: the
 * end-to-end test waits out the same window.
 */

/** Under the page's own limit (4 s), which a list's two requests share. */
export const WORDPRESS_TIMEOUT_MS = 2500;

/** After a time-out, an answer the server does not hold fails at once for this long: a hanging WordPress does not hold every render up. */
export const WORDPRESS_FAIL_FAST_MS = 5000;
