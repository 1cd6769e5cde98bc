import type { RemoteName } from '@gfm/shared/config/runtime-config';

/** Where a page view's field beacon goes: the shell, on the site's own origin (docs/decisions/057). */
export const FIELD_BEACON_PATH = '/api/vitals';

/**
 * The window event that carries what the measuring script (field-beacon.ts) measured to the beacon's flush
 * (field-flush.ts): two files of the boot build, each with its own modules (decision 070).
 */
export const FIELD_MEASURES_EVENT = 'gfm:field-measures';

/** What the measuring script has measured: LCP and INP in ms, CLS unitless, and the script that made INP slow. */
export interface FieldMeasures {
  lcp?: number;
  inp?: number;
  cls?: number;
  inpScript?: string;
}

/** Whose script an error or a slow interaction is blamed on: a remote, the shell, or a script of no one's (`other`). */
export type Culprit = RemoteName | 'shell' | 'other';

/**
 * One page view as its beacon sends it, once, when the page is hidden: the
 * page's route id and the versions it was rendered with (as the server wrote
 * them into the page), the viewport's width, the Core Web Vitals measured
 * (LCP and INP in ms, CLS unitless; absent when the browser gave none), the
 * script errors counted by whose script threw them, and whose script made the
 * slowest interaction slow. Nothing that names the visitor.
 */
export interface FieldBeaconBody {
  v: 1;
  route: string;
  versions: Partial<Record<RemoteName | 'shell', string>>;
  width: number;
  lcp?: number;
  inp?: number;
  cls?: number;
  /** Whose script ran longest in the interaction that set INP. */
  inpBy?: Culprit;
  errors?: Partial<Record<Culprit, number>>;
}

/** Each script folder and whose it is: a remote's release folder (its entry's), or the shell's. */
export type ScriptOwners = readonly (readonly [folder: string, owner: RemoteName | 'shell'])[];

/**
 * The folders the page's scripts come from: each remote's release folder (the
 * folder of the browser entry the page named, `…/remote-gfm43/<version>/` or a
 * remote's own origin), and the shell's (its entry's folder). The longest
 * folder first, so a remote's folder under the shell's origin wins.
 */
export function scriptOwners(
  remotes: Partial<Record<RemoteName, string>>,
  shellEntry: string,
  pageUrl: string,
): ScriptOwners {
  const folder = (url: string) => new URL('.', new URL(url, pageUrl)).href;
  const owners: [string, RemoteName | 'shell'][] = [
    ...Object.entries(remotes).map(([remote, entry]) => [folder(entry), remote as RemoteName] as [string, RemoteName]),
    [folder(shellEntry), 'shell'],
  ];
  return owners.sort(([a], [b]) => b.length - a.length);
}

/** Whose script a URL is (an error's file, a long animation frame's script); `other` for any other or none. */
export function blameOf(url: string | undefined, owners: ScriptOwners): Culprit {
  if (!url) return 'other';
  return owners.find(([folder]) => url.startsWith(folder))?.[1] ?? 'other';
}

/** The script an error was thrown from: its file, or the first address in its stack (a rejection has only that). */
export function scriptOfError(filename: string | undefined, error: unknown): string | undefined {
  if (filename) return filename;
  const stack = (error as { stack?: unknown } | null)?.stack;
  return typeof stack === 'string' ? /\bhttps?:\/\/[^\s)]+?(?=:\d+:\d+|\)|\s|$)/.exec(stack)?.[0] : undefined;
}
