// @ts-check
/**
 * Debian's Chromium as the tests and the tooling launch it (no browser can be
 * downloaded here): headless, and without the background connections this
 * machine's closed network refuses. The one list of its flags: the
 * Playwright configurations, the benches and the Lighthouse audit read them here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `chromium.launch()`'s options for Debian's Chromium. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
