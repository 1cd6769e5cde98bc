// @ts-check
/** The load's report: reports/load-topology.json, the summary printed, and whether the run passed. */
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '@gfm/webpack-config/apps';
import { CONCURRENCY, PAGE_CLIENTS, TOTAL } from './context.mjs';

/**
 * @typedef {{
 *   throughput: Awaited<ReturnType<typeof import('./throughput.mjs').throughputPhase>>,
 *   latency: Awaited<ReturnType<typeof import('./latency.mjs').latencyPhase>>,
 *   enquiries: Awaited<ReturnType<typeof import('./enquiries.mjs').enquiriesPhase>>,
 *   overload: Awaited<ReturnType<typeof import('./overload.mjs').overloadPhase>>,
 *   manyReleases: Awaited<ReturnType<typeof import('./releases.mjs').releasesPhase>>,
 *   churn: Awaited<ReturnType<typeof import('./cache-churn.mjs').cacheChurn>>,
 *   stopped: Awaited<ReturnType<typeof import('./shells-stopped.mjs').allShellsStopped>>,
 * }} Results
 */

/** Writes reports/load-topology.json and prints the summary. @param {Results} results */
export function writeReport({ throughput, latency, enquiries, overload, manyReleases, churn, stopped }) {
  const { acknowledged, resent, enquiryAnswers, pageStatuses, events, seconds, rows, ids, frontRetries } = enquiries;
  const report = {
    date: new Date().toISOString(),
    command: 'npm run load:topology',
    throughput,
    latency,
    enquiries: {
      total: TOTAL,
      concurrency: CONCURRENCY,
      acknowledged,
      storedRows: rows,
      storedIds: ids,
      lost: TOTAL - ids,
      storedTwice: rows - ids,
      sentAgainByClients: resent,
      answers: enquiryAnswers,
    },
    pages: { clients: PAGE_CLIENTS, answers: pageStatuses },
    frontRetries,
    overload,
    manyReleases,
    frontCache: { churn, allShellsStopped: stopped },
    events,
    seconds: Number(seconds.toFixed(1)),
  };
  fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'reports/load-topology.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(events.join('\n'));
  console.table({
    enquiries: {
      sent: TOTAL,
      acknowledged,
      stored: ids,
      lost: TOTAL - ids,
      'stored twice': rows - ids,
      'sent again': resent,
    },
  });
  console.log(
    'Page answers by status:',
    pageStatuses,
    `; answers the front retried on another server: ${frontRetries}`,
  );
  console.log(`Written: reports/load-topology.json (${seconds.toFixed(1)} s)`);
}

/** No enquiry lost or stored twice, no page failed, no server exited, the front's cache carried the pages. @param {Results} results */
export function passed({ enquiries, overload, manyReleases, churn, stopped }) {
  const { pageStatuses, rows, ids } = enquiries;
  const failedPages = Object.entries(pageStatuses).filter(
    ([status]) => !['200', '404'].includes(status) && !status.startsWith('3'),
  );
  const overloadFailed =
    overload.serverExited ||
    Object.keys(overload.statuses).some((status) => status !== '200' && status !== '503') ||
    manyReleases.serverExited;
  const cacheCarries =
    stopped.cachedPagesAnswered === stopped.cachedPageRequests && churn.rendersBeyondFirst <= churn.pagesExpired;
  return TOTAL - ids === 0 && rows === ids && failedPages.length === 0 && !overloadFailed && cacheCarries;
}
