import { type Bucket, type Histogram, type VersionCounts, type VisitorClasses } from '../src/types';

/**
 * One version's counts over one window, read from Prometheus's HTTP API
 * (`/api/v1/query`, an instant query at the window's end over its length).
 * The raw metrics of the contract (issue 40), summed over the shells and the
 * beacons' routes and devices, so the judge depends on no recording rule's
 * name. A series Prometheus does not have stays undefined: the judge reads it
 * as no data, which holds the canary and never decides it.
 */

interface VectorSample {
  metric: Record<string, string>;
  value: [number, string];
}

/** An instant vector, or undefined when Prometheus did not answer one. */
export async function queryVector(
  prometheusUrl: string,
  expression: string,
  timeSeconds: number,
): Promise<VectorSample[] | undefined> {
  const url = new URL('/api/v1/query', prometheusUrl);
  url.searchParams.set('query', expression);
  url.searchParams.set('time', String(timeSeconds));
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { status?: string; data?: { resultType?: string; result?: VectorSample[] } };
  if (body.status !== 'success' || body.data?.resultType !== 'vector') return undefined;
  return body.data.result ?? [];
}

const valueOf = (sample: VectorSample | undefined) => {
  const value = Number(sample?.value[1]);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** A label value safe inside PromQL's double quotes. */
const quoted = (value: string) => JSON.stringify(value);

export interface WindowQuery {
  prometheusUrl: string;
  remote: string;
  version: string;
  /** Milliseconds since the epoch. */
  from: number;
  to: number;
}

/** The PromQL of each count, for one version over a window of `range`. */
export function expressions(remote: string, version: string, range: string) {
  const of = `remote=${quoted(remote)},version=${quoted(version)}`;
  const increase = (metric: string, extra = '') => `increase(${metric}{${of}${extra}}[${range}])`;
  // A counter whose label was never seen (no failure yet) is 0 when its total is there, and nothing when not.
  const orZero = (expression: string, total: string) => `(${expression}) or (${total} * 0)`;
  const pageViews = `sum(${increase('gfm_page_views_total')})`;
  const visitors = `sum(${increase('gfm_visitors_total')})`;
  const renders = `sum(${increase('gfm_renders_total')})`;
  const buckets = (metric: string) => `sum by (le) (${increase(`${metric}_bucket`)})`;
  return {
    // Visitors, each counted once a stage by the shell their beacons reach (decision 076).
    visitors,
    errorVisitors: orZero(`sum(${increase('gfm_error_visitors_total')})`, visitors),
    vitalVisitors: `sum by (vital, reached) (${increase('gfm_vital_visitors_total')})`,
    pageViews,
    // Every page a shell answered with this version, kept or rendered, whatever the visitor's assignment.
    served: `sum(${increase('gfm_served_total')})`,
    scriptErrors: orZero(`sum(${increase('gfm_script_errors_total')})`, pageViews),
    serverRenders: renders,
    renderFailures: orZero(`sum(${increase('gfm_renders_total', ',outcome="failed"')})`, renders),
    renderSeconds: buckets('gfm_render_duration_seconds'),
    lcpSeconds: buckets('gfm_lcp_seconds'),
    inpSeconds: buckets('gfm_inp_seconds'),
    cls: buckets('gfm_cls'),
  };
}

function histogramOf(samples: VectorSample[] | undefined): Histogram | undefined {
  if (!samples || samples.length === 0) return undefined;
  const buckets: Bucket[] = [];
  for (const sample of samples) {
    const le = sample.metric.le === '+Inf' ? Infinity : Number(sample.metric.le);
    const count = valueOf(sample);
    if (Number.isNaN(le) || count === undefined) return undefined;
    buckets.push({ le, count: Math.round(count) });
  }
  buckets.sort((a, b) => a.le - b.le);
  // increase() extrapolates each bucket on its own: keep the buckets cumulative.
  for (let i = 1; i < buckets.length; i += 1) {
    const bucket = buckets[i] as Bucket;
    bucket.count = Math.max(bucket.count, (buckets[i - 1] as Bucket).count);
  }
  return buckets;
}

/** Visitors by the worst class each vital reached; a vital no visitor reported is no data. */
function vitalVisitorsOf(
  samples: VectorSample[] | undefined,
): Pick<VersionCounts, 'lcpVisitors' | 'inpVisitors' | 'clsVisitors'> {
  const of = (vital: string): VisitorClasses | undefined => {
    const count = (reached: string) => {
      const value = valueOf(
        samples?.find((sample) => sample.metric.vital === vital && sample.metric.reached === reached),
      );
      return value === undefined ? undefined : Math.round(value);
    };
    const reported = count('reported');
    if (reported === undefined) return undefined;
    // increase() extrapolates each series on its own: keep the classes nested.
    const notGood = Math.min(reported, count('not-good') ?? 0);
    return { reported, notGood, poor: Math.min(notGood, count('poor') ?? 0) };
  };
  const [lcpVisitors, inpVisitors, clsVisitors] = ['lcp', 'inp', 'cls'].map(of);
  return {
    ...(lcpVisitors ? { lcpVisitors } : {}),
    ...(inpVisitors ? { inpVisitors } : {}),
    ...(clsVisitors ? { clsVisitors } : {}),
  };
}

/** What a cold start biases (decision 076): read over a stage's hours after the canary's warm-up. */
const WARM_FIELDS = ['vitalVisitors', 'renderSeconds'] as const;
type Field = keyof ReturnType<typeof expressions>;

/**
 * The counts the judge reads, over the whole window or (`warm`) only what a
 * cold start biases. Script errors are counted per error, not per page
 * view, so they are capped at the page views (a page view counts one error
 * at most); a visitor with an error is one of the visitors.
 */
export async function versionCounts(query: WindowQuery, only: 'all' | 'warm' = 'all'): Promise<VersionCounts> {
  const seconds = Math.max(1, Math.round((query.to - query.from) / 1000));
  const queries = expressions(query.remote, query.version, `${seconds}s`);
  const at = query.to / 1000;
  const names = (Object.keys(queries) as Field[]).filter(
    (name) => only === 'all' || (WARM_FIELDS as readonly string[]).includes(name),
  );
  const entries = await Promise.all(
    names.map(async (name) => [name, await queryVector(query.prometheusUrl, queries[name], at)] as const),
  );
  const results = Object.fromEntries(entries) as Partial<Record<Field, VectorSample[] | undefined>>;
  const count = (samples: VectorSample[] | undefined) => {
    const value = valueOf(samples?.[0]);
    return value === undefined ? undefined : Math.round(value);
  };
  if (only === 'warm')
    return { ...vitalVisitorsOf(results.vitalVisitors), renderSeconds: histogramOf(results.renderSeconds) };
  const visitors = count(results.visitors);
  const errorVisitors = count(results.errorVisitors);
  const pageViews = count(results.pageViews);
  const errors = count(results.scriptErrors);
  const served = count(results.served);
  const failures = count(results.renderFailures);
  return {
    visitors,
    errorVisitors:
      errorVisitors === undefined || visitors === undefined ? undefined : Math.min(errorVisitors, visitors),
    ...vitalVisitorsOf(results.vitalVisitors),
    pageViews,
    errorPageViews: errors === undefined || pageViews === undefined ? undefined : Math.min(errors, pageViews),
    served,
    serverRenders: count(results.serverRenders),
    // A failed page is never kept: each is a page served broken (a whole page's 500 is not counted as served).
    renderFailures: failures === undefined || served === undefined ? undefined : Math.min(failures, served),
    renderSeconds: histogramOf(results.renderSeconds),
    lcpSeconds: histogramOf(results.lcpSeconds),
    inpSeconds: histogramOf(results.inpSeconds),
    cls: histogramOf(results.cls),
  };
}
