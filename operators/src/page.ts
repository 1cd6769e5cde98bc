/**
 * The operators' page as HTML: a page for operators and mall teams, never
 * the public's (decision 060). No script: it reloads itself every 10 s, and
 * its charts are SVG drawn here.
 */
import { escapeXml as escape, formatValue, lineChart, type ChartLine } from './chart';
import type { JudgeStatus } from './judge';
import type { BeaconRefusals, OperatorsView, RemoteStatus, VersionChart } from './view';

export const WINDOWS_MINUTES = [15, 60, 360, 1440] as const;

const STYLE = `
:root { --ink: #1d2330; --muted: #5d6678; --rule: #d9dee8; --current: #1f5fbf; --canary: #d9480f; --other: #7a7f8c;
  --s0: #1f5fbf; --s1: #2b8a3e; --s2: #d9480f; --s3: #862e9c; --s4: #0b7285; --s5: #343a40; --s6: #5c940d; --s7: #a61e4d;
  --bad: #c92a2a; --good: #2b8a3e; }
body { font: 14px/1.45 system-ui, sans-serif; color: var(--ink); margin: 0 auto; padding: 16px 24px; max-width: 1400px; }
h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid var(--rule); }
p.note { color: var(--muted); margin: 0 0 12px; } nav a { margin-right: 10px; }
table { border-collapse: collapse; margin: 6px 0 12px; } th, td { text-align: left; padding: 3px 12px 3px 0; border-bottom: 1px solid var(--rule); }
td.num { font-variant-numeric: tabular-nums; } .down { color: var(--bad); font-weight: 600; } .up { color: var(--good); }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 12px 20px; }
figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 2px; } figcaption span { font-weight: 400; color: var(--muted); }
svg { width: 100%; height: auto; } svg .axis { stroke: var(--muted); } svg line.grid { stroke: var(--rule); stroke-dasharray: 3 3; }
svg text { font-size: 11px; fill: var(--muted); } svg .end { text-anchor: end; } svg .empty { text-anchor: middle; font-size: 13px; }
svg .line { fill: none; stroke-width: 2; } .current { stroke: var(--current); color: var(--current); } .canary { stroke: var(--canary); color: var(--canary); }
.other { stroke: var(--other); stroke-dasharray: 4 3; color: var(--other); } .series-0 { stroke: var(--s0); color: var(--s0); }
.series-1 { stroke: var(--s1); color: var(--s1); } .series-2 { stroke: var(--s2); color: var(--s2); } .series-3 { stroke: var(--s3); color: var(--s3); } .series-4 { stroke: var(--s4); color: var(--s4); }
.series-5 { stroke: var(--s5); color: var(--s5); } .series-6 { stroke: var(--s6); color: var(--s6); } .series-7 { stroke: var(--s7); color: var(--s7); }
ul.legend { list-style: none; padding: 0; margin: 2px 0 0; display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 12px; }
ul.legend li::before { content: "━ "; }
`;

const percent = (share: number | undefined) => (share === undefined ? '–' : `${(share * 100).toFixed(1)} %`);

function legend(lines: readonly ChartLine[]) {
  if (lines.length === 0) return '';
  return `<ul class="legend">${lines.map((line) => `<li class="${line.tone}">${escape(line.label)}</li>`).join('')}</ul>`;
}

/** The time of a judge's record, as the page's header writes its own. */
const timeOf = (at: string) => `${at.slice(11, 19)} UTC`;

/** The Stage and Last decision cells: the judge's word, that it cannot be reached, or that there is none. */
function judgeCells(judge: JudgeStatus | undefined) {
  if (!judge) return '<td><span class="note">no judge yet</span></td><td>–</td>';
  if (judge.kind === 'unreachable')
    return `<td><span class="down" title="${escape(judge.reason)}">judge unreachable</span></td><td>–</td>`;
  if (judge.kind === 'silent') return '<td><span class="note">the judge has not looked yet</span></td><td>–</td>';
  const published = judge.published ? `; ${escape(judge.published)}` : '';
  return (
    `<td>${escape(judge.stage)}</td>` +
    `<td><strong>${escape(judge.decision)}</strong> at ${escape(timeOf(judge.at))}: ${escape(judge.reason)}${published}</td>`
  );
}

function remotesTable(remotes: readonly RemoteStatus[]) {
  if (remotes.length === 0) return '<p class="note">No shell has reported its remotes’ releases yet.</p>';
  const rows = remotes.map(
    ({ remote, current, canary, canaryShare, judge }) =>
      `<tr><th scope="row">${escape(remote)}</th><td>${escape(current ?? '–')}</td><td>${escape(canary ?? 'none')}</td>` +
      `<td class="num">${canary ? percent(canaryShare) : '–'}</td>${judgeCells(judge)}</tr>`,
  );
  return `<table><thead><tr><th scope="col">Remote</th><th scope="col">Current</th><th scope="col">Canary</th><th scope="col">Canary’s share</th><th scope="col">Stage</th><th scope="col">Judge’s last decision</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The evidence of the judge's last decision: each measure, the canary's rate beside the current version's. */
function evidenceTable(judge: JudgeStatus | undefined) {
  if (judge?.kind !== 'judged' || judge.evidence.length === 0) return '';
  const side = (
    { events, exposure, rate }: { events: number; exposure: number; rate: number },
    unit: string | undefined,
  ) =>
    `${formatValue(rate, 'share')} <span class="note">(${events} ${unit ? `of ${exposure} ${escape(unit)}` : `in ${exposure}`})</span>`;
  const rows = judge.evidence.map(
    (measure) =>
      `<tr><th scope="row">${escape(measure.label)}</th><td class="num">${side(measure.canary, measure.unit)}</td>` +
      `<td class="num">${side(measure.baseline, measure.unit)}</td><td class="num">${Number.isFinite(measure.ratio.estimate) ? measure.ratio.estimate.toFixed(2) : '–'}</td>` +
      `<td>${escape(measure.verdict)}</td></tr>`,
  );
  return `<table aria-label="The judge’s evidence"><caption>The judge’s evidence, ${escape(timeOf(judge.at))}: ${escape(judge.decision)}</caption><thead><tr><th scope="col">Measure</th><th scope="col">Canary</th><th scope="col">Current</th><th scope="col">Ratio</th><th scope="col">Verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The plan's decisions, each with the counts behind its measures: canary beside current, in each measure's unit. */
function decisionsTable(judge: JudgeStatus | undefined) {
  if (judge?.kind !== 'judged' || judge.decisions.length === 0) return '';
  const rows = judge.decisions.map((decision) => {
    const behind = decision.behind
      .map(({ label, canary, baseline, unit }) => `${escape(label)}: ${canary} / ${baseline} ${escape(unit)}`)
      .join('<br>');
    const published = decision.published ? `; ${escape(decision.published)}` : '';
    return (
      `<tr><td>${escape(timeOf(decision.at))}</td><td>${escape(decision.stage)}</td>` +
      `<td><strong>${escape(decision.decision)}</strong>: ${escape(decision.reason)}${published}</td>` +
      `<td class="num">${behind || '–'}</td></tr>`
    );
  });
  return `<table aria-label="The plan’s decisions"><caption>The plan’s decisions, and the canary’s and current version’s counts behind each measure</caption><thead><tr><th scope="col">When</th><th scope="col">Stage</th><th scope="col">Decision</th><th scope="col">Behind it (canary / current)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** What each refusal reason means, in a line (decision 075). */
const REFUSALS: Record<string, string> = {
  'no-seed': 'no seed: not a visitor the site served',
  'made-up': 'a seed the site did not issue',
  altered: 'a seed the site issued, changed',
  'expired-key': 'a seed under a key taken out (a visitor back after the overlap)',
  'not-served': 'a version not served to that seed',
  collected: 'a seed of an hour in which its address or network collected seeds',
  'address-cap': 'past the seeds one address adds in an hour',
  'seed-cap': 'past the beacons one seed adds in an hour',
};

/** The window's field beacons: counted, refused as a flood, refused as evidence by reason and whose page. */
function beaconsSection(beacons: BeaconRefusals, minutes: number) {
  const refused = beacons.refused.reduce((sum, { count }) => sum + count, 0);
  const summary = `<p class="note">In the last ${minutes} minutes: ${beacons.accepted} beacons counted; ${refused} refused as evidence; ${beacons.flood} refused as a flood before they were read. The judge reads none of the refused (decision 075).</p>`;
  if (beacons.refused.length === 0) return `<h2>Field beacons refused</h2>${summary}`;
  const rows = beacons.refused.map(
    ({ reason, remote, count }) =>
      `<tr><td>${escape(reason)}</td><td>${escape(remote)}</td><td class="num">${count}</td><td class="note">${escape(REFUSALS[reason] ?? '')}</td></tr>`,
  );
  return `<h2>Field beacons refused</h2>${summary}<table aria-label="Field beacons refused"><thead><tr><th scope="col">Reason</th><th scope="col">Whose page</th><th scope="col">Beacons</th><th scope="col">Meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function targetsTable(targets: OperatorsView['targets']) {
  const rows = targets.map(
    ({ job, instance, up }) =>
      `<tr><td>${escape(job)}</td><td>${escape(instance)}</td><td class="${up ? 'up' : 'down'}">${up ? 'up' : 'DOWN'}</td></tr>`,
  );
  return `<table><thead><tr><th scope="col">Job</th><th scope="col">Target</th><th scope="col">State</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function versionFigure(view: OperatorsView, { measure, lines, latest }: VersionChart, status: RemoteStatus) {
  const chart = lineChart({
    title: measure.title,
    unit: measure.unit,
    start: view.start,
    end: view.end,
    step: view.step,
    lines,
  });
  const now =
    `current ${formatValue(latest.current ?? NaN, measure.unit)}` +
    (status.canary ? `, canary ${formatValue(latest.canary ?? NaN, measure.unit)}` : '');
  return `<figure><figcaption>${escape(measure.title)} <span>${escape(now)}</span></figcaption>${chart}${legend(lines)}</figure>`;
}

function remoteSection(view: OperatorsView, status: RemoteStatus) {
  const charts = view.charts.get(status.remote) ?? [];
  const title = status.canary
    ? `${status.remote}: canary ${status.canary} beside ${status.current ?? '?'}`
    : `${status.remote}: ${status.current ?? '?'}, no canary`;
  return `<section aria-label="${escape(status.remote)}"><h2>${escape(title)}</h2>${evidenceTable(status.judge)}${decisionsTable(status.judge)}<div class="grid">${charts
    .map((chart) => versionFigure(view, chart, status))
    .join('')}</div></section>`;
}

function siteSection(view: OperatorsView) {
  const figures = view.site.map(({ measure, lines }) => {
    const chart = lineChart({
      title: measure.title,
      unit: measure.unit,
      start: view.start,
      end: view.end,
      step: view.step,
      lines,
    });
    return `<figure><figcaption>${escape(measure.title)}</figcaption>${chart}${legend(lines)}</figure>`;
  });
  return `<section aria-label="The site"><h2>The site</h2><div class="grid">${figures.join('')}</div></section>`;
}

export function operatorsPage(view: OperatorsView, minutes: number): string {
  const windows = WINDOWS_MINUTES.map((option) =>
    option === minutes ? `<strong>${option} min</strong>` : `<a href="?minutes=${option}">${option} min</a>`,
  ).join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta http-equiv="refresh" content="10"><title>Global Foyer Mall — operators</title><style>${STYLE}</style></head><body>
<header><h1>Global Foyer Mall — operators</h1>
<p class="note">From Prometheus, the last ${minutes} minutes to ${new Date(view.end * 1000).toISOString().slice(0, 19)} UTC, refreshed every 10 s. Alerts and what to do: docs/operations.md.</p>
<nav aria-label="Window">${windows}</nav></header>
<main><h2>Releases</h2>${remotesTable(view.remotes)}
${beaconsSection(view.beacons, minutes)}
${view.remotes.map((status) => remoteSection(view, status)).join('\n')}
${siteSection(view)}
<h2>Targets</h2>${targetsTable(view.targets)}</main></body></html>`;
}

/** The page when Prometheus cannot be read: says so, and tries again. */
export function unavailablePage(reason: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta http-equiv="refresh" content="5"><title>Global Foyer Mall — operators</title><style>${STYLE}</style></head><body>
<h1>Global Foyer Mall — operators</h1><p class="down">Prometheus cannot be read: ${escape(reason)}</p></body></html>`;
}
