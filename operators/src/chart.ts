/**
 * A line chart drawn as SVG on the server: no script on the operators' page,
 * and a chart is text a test can read. Each line is a series over the same
 * window; a gap in a series (no sample for more than two steps) is a gap in
 * its line, never a line drawn across it.
 */
import type { Unit } from './measures';

export interface ChartLine {
  label: string;
  /** The line's class in the page's palette: the current version, the canary, another version, or a site series. */
  tone: 'current' | 'canary' | 'other' | `series-${number}`;
  points: readonly (readonly [number, number])[];
}

export interface ChartOptions {
  title: string;
  unit: Unit;
  start: number;
  end: number;
  step: number;
  lines: readonly ChartLine[];
}

const WIDTH = 420;
const HEIGHT = 160;
const PAD = { left: 52, right: 8, top: 10, bottom: 22 };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A value as a reader wants it for this unit. */
export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '–';
  switch (unit) {
    case 'share':
      return `${(value * 100).toFixed(value < 0.1 ? 2 : 1)} %`;
    case 'seconds':
      return value < 1 ? `${Math.round(value * 1000)} ms` : `${value.toFixed(2)} s`;
    case 'bytes':
      return `${(value / 1024 / 1024).toFixed(0)} MB`;
    default:
      return `${value < 10 ? value.toFixed(2) : Math.round(value)}/s`;
  }
}

/** The top of the value axis: a share reads on 0–100 % once it passes a tenth, anything else on its own maximum. */
function topOf(lines: readonly ChartLine[], unit: Unit): number {
  const values = lines.flatMap((line) => line.points.map(([, value]) => value)).filter(Number.isFinite);
  const highest = Math.max(0, ...values);
  if (unit === 'share' && highest > 0.1) return 1;
  return highest > 0 ? highest * 1.1 : 1;
}

const clock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 16);

/** The SVG path of a line, broken where samples are missing. */
export function pathOf(line: ChartLine, x: (time: number) => number, y: (value: number) => number, step: number) {
  let path = '';
  let last: number | undefined;
  for (const [time, value] of line.points) {
    if (!Number.isFinite(value)) {
      last = undefined;
      continue;
    }
    const move = last === undefined || time - last > step * 2;
    path += `${move ? 'M' : 'L'}${x(time).toFixed(1)},${y(value).toFixed(1)}`;
    last = time;
  }
  return path;
}

export function lineChart({ title, unit, start, end, step, lines }: ChartOptions): string {
  const top = topOf(lines, unit);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (time: number) => PAD.left + ((time - start) / Math.max(1, end - start)) * plotWidth;
  const y = (value: number) => PAD.top + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const bottom = PAD.top + plotHeight;
  const paths = lines
    .map((line) => ({ line, d: pathOf(line, x, y, step) }))
    .filter(({ d }) => d !== '')
    .map(({ line, d }) => `<path class="line ${line.tone}" d="${d}"><title>${escapeXml(line.label)}</title></path>`);
  const empty = paths.length === 0 ? `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" class="empty">no data yet</text>` : '';
  return [
    `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<line class="axis" x1="${PAD.left}" y1="${bottom}" x2="${WIDTH - PAD.right}" y2="${bottom}"/>`,
    `<line class="grid" x1="${PAD.left}" y1="${PAD.top}" x2="${WIDTH - PAD.right}" y2="${PAD.top}"/>`,
    `<text x="${PAD.left - 4}" y="${PAD.top + 4}" class="tick end">${escapeXml(formatValue(top, unit))}</text>`,
    `<text x="${PAD.left - 4}" y="${bottom}" class="tick end">${escapeXml(formatValue(0, unit))}</text>`,
    `<text x="${PAD.left}" y="${HEIGHT - 4}" class="tick">${clock(start)}</text>`,
    `<text x="${WIDTH - PAD.right}" y="${HEIGHT - 4}" class="tick end">${clock(end)} UTC</text>`,
    ...paths,
    empty,
    '</svg>',
  ].join('');
}
