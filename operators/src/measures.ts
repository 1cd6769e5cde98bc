/**
 * What the operators' page charts: each remote version's measures (the
 * recording rules of deploy/prometheus/rules/recording.yml, decision 060), and
 * the site's. A chart's unit says how its values read.
 */

export type Unit = 'perSecond' | 'share' | 'seconds' | 'bytes';

export interface Measure {
  id: string;
  title: string;
  unit: Unit;
  /** A recorded series by remote and version. */
  record: string;
  /** Which way is worse, for the reader: the canary's line above or below the current one. */
  worse: 'higher' | 'lower';
}

export const VERSION_MEASURES: readonly Measure[] = [
  {
    id: 'served',
    title: 'Pages served',
    unit: 'perSecond',
    record: 'remote_version:gfm_served:rate1m',
    worse: 'lower',
  },
  {
    id: 'render-failures',
    title: 'Renders failed',
    unit: 'share',
    record: 'remote_version:gfm_render_failures:ratio_rate1m',
    worse: 'higher',
  },
  {
    id: 'render-p99',
    title: 'Render time, p99',
    unit: 'seconds',
    record: 'remote_version:gfm_render_duration_seconds:p99_1m',
    worse: 'higher',
  },
  {
    id: 'page-views',
    title: 'Page views (beacons)',
    unit: 'perSecond',
    record: 'remote_version:gfm_page_views:rate5m',
    worse: 'lower',
  },
  {
    id: 'script-errors',
    title: 'Script errors per page view',
    unit: 'share',
    record: 'remote_version:gfm_script_errors_per_page_view:ratio_rate5m',
    worse: 'higher',
  },
  {
    id: 'lcp-good',
    title: 'Good LCP (≤ 2.5 s)',
    unit: 'share',
    record: 'remote_version:gfm_lcp_good:ratio_rate5m',
    worse: 'lower',
  },
  {
    id: 'inp-good',
    title: 'Good INP (≤ 200 ms)',
    unit: 'share',
    record: 'remote_version:gfm_inp_good:ratio_rate5m',
    worse: 'lower',
  },
  {
    id: 'cls-poor',
    title: 'Poor CLS (> 0.25)',
    unit: 'share',
    record: 'remote_version:gfm_cls_poor:ratio_rate5m',
    worse: 'higher',
  },
];

/**
 * A version measure with each point labelled by the role its version had at
 * that moment (current or canary), from the shells' release info.
 */
export const byRole = (record: string) =>
  `${record} * on (remote, version) group_left (role) remote_version_role:gfm_remote_release_info:max`;

export interface SiteMeasure {
  id: string;
  title: string;
  unit: Unit;
  expr: string;
  /** The label that names a line. */
  legend: string;
}

export const SITE_MEASURES: readonly SiteMeasure[] = [
  {
    id: 'front-requests',
    title: 'Front: requests by cache status',
    unit: 'perSecond',
    expr: 'sum by (cache) (rate(gfm_front_requests_total[1m]))',
    legend: 'cache',
  },
  {
    id: 'front-hit-ratio',
    title: 'Front: page cache hits',
    unit: 'share',
    expr: 'job:gfm_front_cache_hit:ratio_rate1m',
    legend: 'job',
  },
  {
    id: 'front-p99',
    title: 'Front: answer time, p99',
    unit: 'seconds',
    expr: 'job:gfm_front_request_duration_seconds:p99_1m',
    legend: 'job',
  },
  {
    id: 'beacons-refused',
    title: 'Field beacons refused as evidence, by reason',
    unit: 'perSecond',
    expr: 'sum by (reason) (reason_remote:gfm_beacons_refused:rate5m)',
    legend: 'reason',
  },
  {
    id: 'shell-5xx',
    title: 'Shells: 5xx answers',
    unit: 'share',
    expr: 'job:gfm_http_requests_5xx:ratio_rate1m',
    legend: 'job',
  },
  {
    id: 'heap',
    title: 'Heap used',
    unit: 'bytes',
    expr: 'nodejs_heap_size_used_bytes',
    legend: 'instance',
  },
];
