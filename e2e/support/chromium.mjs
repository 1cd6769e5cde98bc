// @ts-check
import fs from 'node:fs';

/**
 * Debian's Chromium as the tests and the tooling launch it (no browser can be
 * downloaded here): headless, and without the background connections this
 * machine's closed network refuses. The one list of its flags: the
 * Playwright configurations, the benches and the Lighthouse audit read them here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tests' browser: Debian's `chromium-headless-shell`, the same Chromium
 * (Blink and V8 of the same version) without the browser's own window, which
 * is what Playwright runs for headless tests when it downloads its browsers.
 * It spends a third less CPU per test than the whole browser in its headless
 * mode (docs/decisions/064); the machine's Chromium when the shell is not
 * installed. The benches and the audit, which time what a visitor lives
 * through, keep the whole browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

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

/** `chromium.launch()`'s options for the tests (and the bundle report, which counts bytes only). */
export const testLaunchOptions = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };
