import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Where the topology under test keeps its state: made afresh for each run. */
export const TOPOLOGY_DIR = path.join(__dirname, 'test-results/.topology');

/**
 * The production topology's tests (`npm run test:topology`, a CI step of its
 * own after `npm test`): Debian's nginx, two shell servers, two collectors
 * on PostgreSQL and the remotes' versioned releases, started from nothing
 * by `npm run topology -- --fresh` on the production build. The tests kill
 * its servers and release its remotes, so they run one at a time.
 */
export default defineConfig({
  ...base,
  testDir: './e2e/topology',
  testIgnore: [],
  outputDir: 'test-results/topology',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  use: { ...base.use, baseURL: 'http://127.0.0.1:8080', ignoreHTTPSErrors: true },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, testIgnore: /stop\.spec\.ts$/ },
    // `npm run topology -- stop` ends the topology the other tests share: it runs once they are done.
    { name: 'stop', testMatch: /stop\.spec\.ts$/, dependencies: ['desktop'] },
  ],
  webServer: {
    command: 'node --import tsx topology/bin/gfm-topology.mjs --fresh',
    url: 'http://127.0.0.1:8080/gfm43',
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      TOPOLOGY_DIR,
      // The judge sped up, as a judge test on the topology needs it: a look every 2 s, stages of 15 s,
      // 5 visitors and 10 pages served, a warm-up of 6 s (a version's first renders on each shell are not timed
      // anyway, and each Chromium visitor is new: cold for both versions alike), and promotion bounds a few
      // dozen visitors can show (decisions 061 and 076; production keeps their defaults). INP is judged: taps on
      // a busy machine are slow for every version alike, and with each visitor counted once and no p75 rule a
      // handful of slow taps on the current version no longer decides.
      JUDGE_LOOK_SECONDS: '2',
      JUDGE_CONFIG: JSON.stringify({
        minStageMinutes: 0.25,
        minStageVisitors: 5,
        minStageServed: 10,
        warmUpMinutes: 0.1,
        // A rollback shown at 5 % rather than 1 %, so that a handful of broken visitors can show it.
        alphaRollback: 0.05,
        // No forging networks assumed (decision 082): each Chromium visitor is a network of its own, and a
        // handful of them must decide; production assumes 20.
        forgingNetworks: 0,
        margins: {
          // A handful of visitors shows a share below 70 %, a few dozen renders one below 50 %.
          ...Object.fromEntries(['errors', 'lcp', 'inp', 'cls'].map((id) => [id, { allowance: 0.7 }])),
          slowRenders: { allowance: 0.5 },
          // Every request counts a page served for each remote: a canary failing one page in five stays out.
          renderFailures: { allowance: 0.1 },
        },
      }),
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
  },
});
