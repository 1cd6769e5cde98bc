/**
 * What the operators' page shows, read from Prometheus: each remote's
 * current and canary version and the canary's share, every target's `up`,
 * and each measure over the window, by version (decision 060).
 */
import type { ChartLine } from './chart';
import { judgeStatusOf, type JudgeReader, type JudgeStatus } from './judge';
import { byRole, SITE_MEASURES, VERSION_MEASURES, type Measure, type SiteMeasure } from './measures';
import type { PrometheusReader, RangeSeries } from './prometheus';

export interface RemoteStatus {
  remote: string;
  current?: string;
  canary?: string;
  canaryShare?: number;
  /** The judge's word on the remote's canary (its stage, last decision and evidence); none without a judge. */
  judge?: JudgeStatus;
}

export interface VersionChart {
  measure: Measure;
  lines: ChartLine[];
  /** The last value of the current version and of the canary. */
  latest: { current?: number; canary?: number };
}

/** Field beacons over the window (decision 075): those counted, and those refused, by reason and whose page. */
export interface BeaconRefusals {
  accepted: number;
  /** Refused before they were read: too many from one address. */
  flood: number;
  /** Well-formed, refused as evidence. */
  refused: { reason: string; remote: string; count: number }[];
}

export interface OperatorsView {
  start: number;
  end: number;
  step: number;
  remotes: RemoteStatus[];
  beacons: BeaconRefusals;
  charts: Map<string, VersionChart[]>;
  site: { measure: SiteMeasure; lines: ChartLine[] }[];
  targets: { job: string; instance: string; up: boolean }[];
}

export interface ViewOptions {
  prometheus: PrometheusReader;
  minutes: number;
  now?: number;
  /** The canary judge's `GET /decisions` (decision 067); without it the page says there is no judge. */
  judge?: JudgeReader;
}

const lastValue = (series: RangeSeries) => series.points.findLast(([, value]) => Number.isFinite(value))?.[1];

function toneOf(role: string | undefined): ChartLine['tone'] {
  return role === 'canary' ? 'canary' : role === 'current' ? 'current' : 'other';
}

/** Each remote's lines of one measure, a line per version and role. */
function versionCharts(measure: Measure, series: RangeSeries[], remotes: RemoteStatus[]) {
  const byRemote = new Map<string, VersionChart>();
  for (const { remote, current, canary } of remotes) {
    const own = series.filter(({ metric }) => metric.remote === remote);
    const latestOf = (version: string | undefined, role: string) => {
      const found = own.find(({ metric }) => metric.version === version && metric.role === role);
      return found ? lastValue(found) : undefined;
    };
    byRemote.set(remote, {
      measure,
      lines: own.map(({ metric, points }) => ({
        label: `${metric.version ?? '?'} · ${metric.role ?? 'other'}`,
        tone: toneOf(metric.role),
        points,
      })),
      latest: { current: latestOf(current, 'current'), canary: latestOf(canary, 'canary') },
    });
  }
  return byRemote;
}

/** The judge's records, or why they cannot be read: a dead judge never empties the page. */
async function judgeRecords(judge: JudgeReader) {
  try {
    return { records: await judge() };
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
}

async function remoteStatuses({ prometheus, judge }: ViewOptions): Promise<RemoteStatus[]> {
  const [releases, shares, judged] = await Promise.all([
    prometheus.query('max by (remote, role, version) (gfm_remote_release_info)'),
    prometheus.query('max by (remote) (gfm_remote_canary_ratio)'),
    judge ? judgeRecords(judge) : undefined,
  ]);
  const remotes = new Map<string, RemoteStatus>();
  const statusOf = (remote: string) => {
    const known = remotes.get(remote);
    if (known) return known;
    const status: RemoteStatus = { remote };
    remotes.set(remote, status);
    return status;
  };
  for (const { metric } of releases) {
    if (!metric.remote) continue;
    const status = statusOf(metric.remote);
    if (metric.role === 'current') status.current = metric.version;
    if (metric.role === 'canary') status.canary = metric.version;
  }
  for (const { metric, value } of shares) if (metric.remote) statusOf(metric.remote).canaryShare = value;
  for (const status of remotes.values())
    if (judged)
      status.judge = judged.records
        ? judgeStatusOf(judged.records, status.remote)
        : { kind: 'unreachable', reason: judged.unreachable ?? '' };
  return [...remotes.values()].sort((a, b) => a.remote.localeCompare(b.remote));
}

/** The window's beacons, counted and refused, from the shells' counters (summed over shells). */
async function beaconRefusals(prometheus: PrometheusReader, minutes: number): Promise<BeaconRefusals> {
  const [outcomes, refused] = await Promise.all([
    prometheus.query(`sum by (outcome) (increase(gfm_beacons_total[${minutes}m]))`),
    prometheus.query(`sum by (reason, remote) (increase(gfm_beacons_refused_total[${minutes}m]))`),
  ]);
  const outcome = (name: string) => Math.round(outcomes.find(({ metric }) => metric.outcome === name)?.value ?? 0);
  return {
    accepted: outcome('accepted'),
    flood: outcome('flood'),
    refused: refused
      .map(({ metric, value }) => ({
        reason: metric.reason ?? '?',
        remote: metric.remote ?? '?',
        count: Math.round(value),
      }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count || `${a.reason} ${a.remote}`.localeCompare(`${b.reason} ${b.remote}`)),
  };
}

export async function operatorsView(options: ViewOptions): Promise<OperatorsView> {
  const { prometheus, minutes } = options;
  const end = Math.floor((options.now ?? Date.now()) / 1000);
  const start = end - minutes * 60;
  // About 120 points a line, never finer than Prometheus's 2 s scrapes.
  const step = Math.max(2, Math.round((minutes * 60) / 120));
  const range = (expr: string) => prometheus.queryRange(expr, start, end, step);
  const [remotes, beacons, versionSeries, siteSeries, up] = await Promise.all([
    remoteStatuses(options),
    beaconRefusals(prometheus, minutes),
    Promise.all(VERSION_MEASURES.map((measure) => range(byRole(measure.record)))),
    Promise.all(SITE_MEASURES.map((measure) => range(measure.expr))),
    prometheus.query('up'),
  ]);
  const charts = new Map<string, VersionChart[]>(remotes.map(({ remote }) => [remote, []]));
  VERSION_MEASURES.forEach((measure, index) => {
    for (const [remote, chart] of versionCharts(measure, versionSeries[index] ?? [], remotes))
      charts.get(remote)?.push(chart);
  });
  const site = SITE_MEASURES.map((measure, index) => ({
    measure,
    lines: (siteSeries[index] ?? []).map(({ metric, points }, line) => ({
      // The front's own files and what it passes on uncached have no cache status.
      label: metric[measure.legend] === '-' ? 'not cacheable' : (metric[measure.legend] ?? measure.title),
      tone: `series-${line % 8}` as const,
      points,
    })),
  }));
  const targets = up
    .map(({ metric, value }) => ({ job: metric.job ?? '', instance: metric.instance ?? '', up: value === 1 }))
    .sort((a, b) => `${a.job} ${a.instance}`.localeCompare(`${b.job} ${b.instance}`));
  return { start, end, step, remotes, beacons, charts, site, targets };
}
