/**
 * Where a mall remote's loaders get what its marketing staff publish in
 * WordPress (decision 077). Each mall remote makes one (`src/content.ts`)
 * with its own directory, so a shop's offer is checked against the shops it
 * really has.
 *
 * On the server (the shell's, which runs the remote's loaders) one copy per
 * release of the remote is kept and read again every `contentRefreshS` of
 * the run-time configuration: a page rendered at most that long after a
 * publication shows it, and when WordPress is slow, down or wrong the last
 * good copy is shown (and said in a log line, with its age, as is every item
 * left out). In the browser (a page reached by a link, after the first) the
 * page's loader reads WordPress itself, only the kinds it shows, kept as
 * long. The reader and its HTML sanitiser are a chunk of their own, asked
 * for only then: a page's own code carries none of it.
 */
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { MallId } from '../data/malls';
import { createContentCopy } from './content-copy';
import { CONTENT_KINDS, type ContentKind, type ContentProblem, type MallContent } from './mall-content';

export interface MallContentSourceOptions {
  mall: MallId;
  /** The ids of the mall's stores (its directory): an offer naming another is left out. */
  storeIds: () => Promise<Iterable<string>>;
}

const reader = () => import(/* webpackChunkName: "content-reader" */ './wordpress-content');

const problemKey = (problem: ContentProblem) => `${problem.kind}|${problem.id}|${problem.problem}`;

function describe(problem: ContentProblem): string {
  return `${problem.leftOut ? 'left out' : 'shown, but'} ${problem.kind} #${problem.id} “${problem.title}”: ${problem.problem}`;
}

const refreshMs = () => getRuntimeConfig().contentRefreshS * 1000;

export function mallContentSource({ mall, storeIds }: MallContentSourceOptions) {
  const readChecked = async (kinds: readonly ContentKind[], signal?: AbortSignal): Promise<MallContent> => {
    const [{ fetchContentLists, checkContent }, ids] = await Promise.all([reader(), storeIds()]);
    const lists = await fetchContentLists(getRuntimeConfig().blogApiUrl, kinds, signal ? { signal } : {});
    const known = new Set(ids);
    const now = Date.now();
    return { ...checkContent(lists, { mall, hasStore: (id) => known.has(id), now }), readAt: now };
  };

  // The server's copy, made on its first use; it also checks that each picture's file loads.
  let copy: ReturnType<typeof createContentCopy<MallContent>> | undefined;
  let pictures: ReturnType<Awaited<ReturnType<typeof reader>>['createPictureChecks']> | undefined;
  const serverCopy = () =>
    (copy ??= createContentCopy<MallContent>({
      read: async (signal) => {
        const content = await readChecked(CONTENT_KINDS, signal);
        const { checkPictureFiles, createPictureChecks } = await reader();
        await checkPictureFiles(content, (pictures ??= createPictureChecks()), { signal });
        return content;
      },
      refreshMs,
      onRead: (content, previous) => {
        const known = new Set((previous?.problems ?? []).map(problemKey));
        for (const problem of content.problems)
          if (!known.has(problemKey(problem))) console.warn(`[content ${mall}] ${describe(problem)}`);
      },
      onFailure: (error, readAt) =>
        console.warn(
          `[content ${mall}] WordPress could not be read (${error instanceof Error ? error.message : String(error)}); ${
            readAt === undefined
              ? 'there is no copy yet: pages show no offers, events or hours changes'
              : `showing the copy read at ${new Date(readAt).toISOString()}, ${Math.round((Date.now() - readAt) / 1000)} s old`
          }`,
        ),
    }));

  // The browser's answers, by kind: a link to another page of the mall reads no kind twice within the refresh.
  const kept = new Map<ContentKind, { content: MallContent; at: number }>();

  return {
    /**
     * The mall's content for a page that shows `kinds`: on the server the
     * copy (all kinds), in the browser those kinds read afresh or kept.
     * Undefined when WordPress has not been read at all: the page then
     * renders without those sections, never fails.
     */
    async load(kinds: readonly ContentKind[] = CONTENT_KINDS): Promise<MallContent | undefined> {
      if (typeof document === 'undefined') return (await serverCopy().get())?.value;
      const now = Date.now();
      const missing = kinds.filter((kind) => {
        const entry = kept.get(kind);
        return !entry || now - entry.at >= refreshMs();
      });
      if (missing.length > 0) {
        try {
          const content = await readChecked(missing, AbortSignal.timeout(4000));
          for (const kind of missing) kept.set(kind, { content, at: now });
        } catch {
          // What is kept stays; without it the page shows no such section.
        }
      }
      const parts = kinds.map((kind) => kept.get(kind)?.content);
      if (parts.some((part) => part === undefined)) return undefined;
      const pick = <K extends 'offers' | 'events' | 'hours'>(kind: K & ContentKind) =>
        (kept.get(kind)?.content[kind] ?? []) as MallContent[K];
      return {
        mall,
        offers: pick('offers'),
        events: pick('events'),
        hours: pick('hours'),
        problems: [],
        readAt: Math.min(...kinds.map((kind) => kept.get(kind)?.content.readAt ?? now)),
      };
    },
    /** How the server's copy stands: when it was read, since when reads fail. */
    status: () => copy?.status() ?? {},
  };
}

export type MallContentSource = ReturnType<typeof mallContentSource>;
