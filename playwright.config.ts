import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './e2e/support/chromium.mjs';

export const ENQUIRY_STORE_FOR_TESTS = path.join(__dirname, 'test-results/.enquiries/enquiries.jsonl');

/**
 * End-to-end tests in Debian's Chromium (launched as the tooling launches it)
 * against the production build served as it would be deployed
 * (`npm run serve`: every app on its own origin).
 */

export default defineConfig({
  testDir: './e2e',
  // The production topology's tests have a configuration of their own (playwright.topology.config.ts).
  testIgnore: ['topology/**'],
  // A folder of its own: the topology's suite runs at the same time (`npm test`), and each run empties its own.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    // The site's service worker (decision 045) answers requests a test's page.route cannot see, so a
    // test that refuses a remote or stalls the pictures would meet the worker's copies instead. Each
    // test is a first visit; e2e/offline.spec.ts allows the worker and tests it.
    serviceWorkers: 'block',
    launchOptions: testLaunchOptions,
    // A failed test keeps its trace: every action with the page's DOM before and after. Not a
    // screencast, a JPEG of every frame, recorded for every test: a page with a marquee on screen
    // draws 60 frames a second (decision 034). Not in CI, whose files nobody can open: recording
    // every test's DOM costs a tenth of the suite's time there (decision 064).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    // Tests tagged @desktop or @phone run in that project alone: they concern one layout, or do
    // not depend on the layout at all (the server's headers, a remote that is down, the standalone
    // remotes, the link crawl) and run once to keep CI short.
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node --import tsx scripts/serve.mjs',
    url: 'http://localhost:4000/health',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Enquiries of the tests go to their own store, which the tests read back.
    env: { ENQUIRY_STORE: ENQUIRY_STORE_FOR_TESTS, ENQUIRY_RATE_PER_MINUTE: '60' },
  },
});
