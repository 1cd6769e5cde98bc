/**
 * The malls' offers, events and hours changes as the marketing staff write
 * them in WordPress (the site's plugin, deploy/wordpress), read from its REST
 * API and checked before anything is shown (decision 077). Only published
 * posts are read, without credentials: a draft, a private, a scheduled or a
 * binned one is never in the answer. Each item is checked: a title is text
 * (its HTML dropped, its entities decoded), the text sanitised as the blog's
 * is, a picture taken in the sizes WordPress made of it (never the upload
 * itself), the dates read on the Kolkata clock. What cannot be shown (an end
 * before its start, a date that cannot be read, a shop the mall's directory
 * does not have) is left out and named in `problems`, and the rest is shown.
 *
 * This module is the heavy part (sanitize-html, htmlparser2): pages import it
 * only when they read WordPress, never with their own code.
 */
import { MALL_IDS, type MallId } from '../data/malls';
import type { DayHours, HoursException } from '../data/site';
import type { DatedOffer, MallEvent, ContentPicture } from '../dated/offers-and-events';
import { htmlToText, sanitizeHtml } from '../html/sanitize';
import type { ImageSourceSet, ResolvedImage } from '../images/catalogue';
import { CONTENT_BASES, type ContentKind, type ContentProblem, type MallContent } from './mall-content';

/** The most items of a kind WordPress gives in one answer; the reader asks at most `MAX_PAGES` of them. */
const PER_PAGE = 100;
const MAX_PAGES = 3;
/** The most items of a kind kept for a mall, and how long a title or a text may be: a copy has a bounded size. */
export const MAX_ITEMS = 200;
const MAX_TITLE = 160;
const MAX_TEXT = 600;
const MAX_HTML = 6000;
/** A picture's banner shape (two wide for one high), and how far from it a size may be. */
const BANNER_ASPECT = 2;
const ASPECT_TOLERANCE = 0.03;
/** The upload itself is used only when WordPress made no size of it and it is this small. */
const MAX_ORIGINAL_BYTES = 400 * 1024;

const KOLKATA_OFFSET_MS = 330 * 60_000;

/** WordPress could not be read: down, too slow, refused, or answering something that is not a list of posts. */
export class ContentUnavailable extends Error {
  override name = 'ContentUnavailable';
}

/** What each list of WordPress answered: its posts as they came, unchecked. */
export type ContentLists = Partial<Record<ContentKind, unknown[]>>;

const FIELDS = 'id,date,modified,link,title,content,meta,featured_media,_links,_embedded';

/**
 * Reads the published items of each kind, newest first, at most
 * `MAX_PAGES` × 100 of each, with their pictures embedded. Throws
 * ContentUnavailable when any list cannot be read: the caller keeps its copy.
 */
export async function fetchContentLists(
  root: string,
  kinds: readonly ContentKind[],
  { fetchImpl = (...args) => fetch(...args), signal }: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<ContentLists> {
  const base = root.replace(/\/+$/, '');
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const items: unknown[] = [];
      for (let page = 1, pages = 1; page <= pages && page <= MAX_PAGES; page += 1) {
        const url = `${base}/wp/v2/${CONTENT_BASES[kind]}?per_page=${PER_PAGE}&page=${page}&orderby=date&order=desc&_embed=wp:featuredmedia&_fields=${FIELDS}`;
        let response: Response;
        let text: string;
        try {
          response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
          text = await response.text();
        } catch (error) {
          throw new ContentUnavailable(
            `WordPress did not answer ${url}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        if (!response.ok) throw new ContentUnavailable(`WordPress answered ${response.status} for ${url}`);
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new ContentUnavailable(`WordPress answered ${url} with something that is not JSON`);
        }
        if (!Array.isArray(body))
          throw new ContentUnavailable(`WordPress answered ${url} with something that is not a list`);
        items.push(...body);
        pages = Number(response.headers.get('X-WP-TotalPages') ?? 1) || 1;
      }
      return [kind, items] as const;
    }),
  );
  return Object.fromEntries(lists);
}

export interface CheckContext {
  mall: MallId;
  /** Whether the mall's directory has a store of this id. */
  hasStore: (id: string) => boolean;
  /** The instant checked at: what has ended by then is dropped without a word. */
  now: number;
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const rendered = (value: unknown) => (isObject(value) && typeof value.rendered === 'string' ? value.rendered : '');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const capped = (value: string, length: number) =>
  value.length <= length ? value : `${value.slice(0, length - 1).trimEnd()}…`;

/**
 * A time as the plugin's date inputs write it, on the Kolkata clock
 * (`2026-12-24T18:00`, with seconds or a space, or a day alone for its
 * midnight), as an ISO instant with the mall's offset; undefined when it
 * cannot be read.
 */
export function kolkataInstant(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const ms = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute, second);
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== (month ?? 1) - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined;
  return `${back.toISOString().slice(0, 19)}+05:30`;
}

/** A day as `YYYY-MM-DD`, when it is one. */
function calendarDay(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && kolkataInstant(value) ? value : undefined;
}

/** An `HH:MM` time of day (`9:30` too); `24:00` is the end of the day. */
function timeOfDay(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Today's date on the Kolkata clock. */
const kolkataToday = (now: number) => new Date(now + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);

interface WpSize {
  width?: unknown;
  height?: unknown;
  mime_type?: unknown;
  source_url?: unknown;
  filesize?: unknown;
  sources?: unknown;
}

interface Candidate {
  url: string;
  width: number;
  height: number;
  bytes?: number;
  /** Other formats of the same size (WordPress's Modern Image Formats plugin), by MIME type. */
  formats: Record<string, string>;
}

function candidateOf(size: WpSize, fallbackUrl?: string): Candidate | undefined {
  const url = typeof size.source_url === 'string' ? size.source_url : fallbackUrl;
  const width = Number(size.width);
  const height = Number(size.height);
  if (!url || !/^https?:\/\//i.test(url) || !(width > 0) || !(height > 0)) return undefined;
  if (typeof size.mime_type === 'string' && !size.mime_type.startsWith('image/')) return undefined;
  const formats: Record<string, string> = {};
  if (isObject(size.sources))
    for (const [type, source] of Object.entries(size.sources))
      if (isObject(source) && typeof source.source_url === 'string' && /^https?:\/\//i.test(source.source_url))
        formats[type] = source.source_url;
  return { url, width, height, ...(Number(size.filesize) > 0 ? { bytes: Number(size.filesize) } : {}), formats };
}

const srcSetOf = (candidates: readonly Candidate[], urlOf: (candidate: Candidate) => string | undefined) =>
  candidates.map((candidate) => `${urlOf(candidate)} ${candidate.width}w`).join(', ');

/**
 * A picture of the media library in the sizes WordPress made of it, for a
 * banner (two wide for one high, cut by `object-fit` where a size is of
 * another shape): the plugin's banner crops, and the sizes of the picture's
 * own shape wider than those; the upload itself only when WordPress made
 * none and it is small. Undefined when there is no size to show.
 */
export function pictureOf(media: Raw): ResolvedImage | undefined {
  const details = isObject(media.media_details) ? media.media_details : {};
  const sizes = isObject(details.sizes) ? details.sizes : {};
  const made = Object.entries(sizes)
    .filter(([name]) => name !== 'full')
    .flatMap(([, size]) => (isObject(size) ? [candidateOf(size)] : []))
    .filter((candidate): candidate is Candidate => candidate !== undefined);
  const full = candidateOf(
    { ...details, ...(isObject(sizes.full) ? sizes.full : {}) },
    typeof media.source_url === 'string' ? media.source_url : undefined,
  );
  const aspect = (candidate: Candidate) => candidate.width / candidate.height;
  const near = (value: number, target: number) => Math.abs(value / target - 1) <= ASPECT_TOLERANCE;
  const banners = made.filter((candidate) => near(aspect(candidate), BANNER_ASPECT));
  const own = full ? made.filter((candidate) => near(aspect(candidate), aspect(full))) : made;
  // The banner crops, and the picture's own sizes wider than the widest crop (a wide screen's): each is cut to the banner's shape where it is shown.
  const widestBanner = Math.max(0, ...banners.map((candidate) => candidate.width));
  let chosen = [...banners, ...own.filter((candidate) => candidate.width > Math.max(160, widestBanner))];
  if (chosen.length === 0 && full && full.bytes !== undefined && full.bytes <= MAX_ORIGINAL_BYTES) chosen = [full];
  if (chosen.length === 0) return undefined;
  const widths = new Map<number, Candidate>();
  for (const candidate of chosen) if (!widths.has(candidate.width)) widths.set(candidate.width, candidate);
  const ordered = [...widths.values()].sort((a, b) => a.width - b.width);
  const largest = ordered.at(-1) as Candidate;
  // The default is a size a phone can show sharply: the narrowest at least 768 wide, or the largest.
  const fallback = ordered.find((candidate) => candidate.width >= 768) ?? largest;
  const sources: ImageSourceSet[] = ['image/avif', 'image/webp'].flatMap((type) =>
    ordered.every((candidate) => candidate.formats[type]) && ordered.length > 0
      ? [{ type, srcSet: srcSetOf(ordered, (candidate) => candidate.formats[type]) }]
      : [],
  );
  return {
    src: fallback.url,
    srcSet: ordered.length > 1 ? srcSetOf(ordered, (candidate) => candidate.url) : '',
    sources,
    width: largest.width,
    height: largest.height,
  };
}

/** What the checks of one item found: the item, or why it is left out; and a note that does not leave it out. */
interface Checked<T> {
  item?: T;
  problem?: string;
  /** Shown, with this said to the editors (its picture is the mall's placeholder). */
  note?: string;
  /** Over: dropped without a word. */
  ended?: boolean;
}

interface Common {
  id: number;
  title: string;
  html: string;
  plain: string;
  malls: MallId[];
  meta: Raw;
  picture: PictureNote;
}

function commonOf(raw: Raw, withText: boolean): Common | undefined {
  const id = Number(raw.id);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const meta = isObject(raw.meta) ? raw.meta : {};
  const malls = Array.isArray(meta.gfm_malls)
    ? MALL_IDS.filter((mall) => (meta.gfm_malls as unknown[]).includes(mall))
    : [];
  const title = capped(htmlToText(rendered(raw.title)), MAX_TITLE);
  const source = withText ? rendered(raw.content) : '';
  const html = source.length > MAX_HTML * 4 ? '' : sanitizeHtml(source);
  return {
    id,
    title,
    html: html.length > MAX_HTML ? `<p>${escapeHtml(capped(htmlToText(html), MAX_TEXT))}</p>` : html,
    plain: capped(htmlToText(html), MAX_TEXT),
    malls,
    meta,
    picture: withText ? pictureNote(raw, title) : {},
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The featured picture, or why the mall's placeholder stands in for it (`missing`). */
interface PictureNote {
  picture?: ContentPicture;
  missing?: true;
  note?: string;
}

function pictureNote(raw: Raw, title: string): PictureNote {
  const featured = Number(raw.featured_media);
  if (!(featured > 0)) return {};
  const embedded = isObject(raw._embedded) ? raw._embedded['wp:featuredmedia'] : undefined;
  const media = Array.isArray(embedded)
    ? embedded.find((one) => isObject(one) && Number(one.id) === featured)
    : undefined;
  if (!isObject(media))
    return { missing: true, note: 'its picture is no longer in the media library (the mall’s picture is shown)' };
  if (typeof media.mime_type === 'string' && !media.mime_type.startsWith('image/'))
    return { missing: true, note: 'its featured file is not a picture (the mall’s picture is shown)' };
  const image = pictureOf(media);
  if (!image)
    return {
      missing: true,
      note: 'WordPress made no sizes of its picture and the upload is too large to send (the mall’s picture is shown)',
    };
  const alt = capped(htmlToText(typeof media.alt_text === 'string' ? media.alt_text : ''), MAX_TITLE);
  return { picture: { image, alt: alt || title } };
}

const pictureFields = ({ picture, missing }: PictureNote) => ({
  ...(picture ? { picture } : {}),
  ...(missing ? { pictureMissing: true as const } : {}),
});

function checkDates(meta: Raw, now: number): { starts: string; ends: string; ended?: boolean } | { problem: string } {
  const startsRaw = text(meta.gfm_starts);
  const endsRaw = text(meta.gfm_ends);
  const starts = kolkataInstant(startsRaw);
  const ends = kolkataInstant(endsRaw);
  if (!starts)
    return { problem: startsRaw ? `its start, “${capped(startsRaw, 40)}”, is not a date` : 'it has no start' };
  if (!ends) return { problem: endsRaw ? `its end, “${capped(endsRaw, 40)}”, is not a date` : 'it has no end' };
  const startMs = Date.parse(starts);
  const endMs = Date.parse(ends);
  if (endMs <= now && startMs <= now) return { starts, ends, ended: true };
  if (endMs <= startMs) return { problem: 'it ends before it starts' };
  return { starts, ends };
}

function checkOffer(raw: Raw, common: Common, context: CheckContext): Checked<DatedOffer> {
  const dates = checkDates(common.meta, context.now);
  if ('problem' in dates) return { problem: dates.problem };
  if (dates.ended) return { ended: true };
  if (!common.title) return { problem: 'it has no title' };
  const store = text(common.meta.gfm_shop);
  if (store && !context.hasStore(store))
    return { problem: `its shop, “${capped(store, 60)}”, is not in the mall’s directory` };
  return {
    item: {
      id: `wp-${common.id}`,
      ...(store ? { store } : {}),
      title: common.title,
      details: common.plain,
      detailsHtml: common.html,
      starts: dates.starts,
      ends: dates.ends,
      ...pictureFields(common.picture),
    },
    ...(common.picture.note ? { note: common.picture.note } : {}),
  };
}

function checkEvent(_raw: Raw, common: Common, context: CheckContext): Checked<MallEvent> {
  const dates = checkDates(common.meta, context.now);
  if ('problem' in dates) return { problem: dates.problem };
  if (dates.ended) return { ended: true };
  if (!common.title) return { problem: 'it has no title' };
  return {
    item: {
      id: `wp-${common.id}`,
      title: common.title,
      description: common.plain,
      descriptionHtml: common.html,
      place: capped(htmlToText(text(common.meta.gfm_place)), MAX_TITLE),
      starts: dates.starts,
      ends: dates.ends,
      ...pictureFields(common.picture),
    },
    ...(common.picture.note ? { note: common.picture.note } : {}),
  };
}

function checkHours(_raw: Raw, common: Common, context: CheckContext): Checked<HoursException & { id: string }> {
  const { meta } = common;
  const dayRaw = text(meta.gfm_day);
  const throughRaw = text(meta.gfm_through);
  const from = calendarDay(dayRaw);
  if (!from) return { problem: dayRaw ? `its day, “${capped(dayRaw, 40)}”, is not a date` : 'it has no day' };
  const through = throughRaw ? calendarDay(throughRaw) : from;
  if (!through) return { problem: `its last day, “${capped(throughRaw, 40)}”, is not a date` };
  if (through < kolkataToday(context.now) && from < kolkataToday(context.now)) return { ended: true };
  if (through < from) return { problem: 'its last day is before its first' };
  const closed = meta.gfm_closed === true || meta.gfm_closed === '1' || meta.gfm_closed === 1;
  let hours: DayHours | null = null;
  if (!closed) {
    const opensRaw = text(meta.gfm_opens);
    const closesRaw = text(meta.gfm_closes);
    const opens = timeOfDay(opensRaw);
    const closes = timeOfDay(closesRaw);
    if (!opens)
      return {
        problem: opensRaw
          ? `its opening time, “${capped(opensRaw, 20)}”, is not a time`
          : 'it has no opening time (or tick Closed all day)',
      };
    if (!closes)
      return {
        problem: closesRaw
          ? `its closing time, “${capped(closesRaw, 20)}”, is not a time`
          : 'it has no closing time (or tick Closed all day)',
      };
    // Midnight at the end of a day is 24:00 in the site's hours.
    const closing = closes === '00:00' ? '24:00' : closes;
    if (closing === opens)
      return { problem: 'it opens and closes at the same time (tick Closed all day for a day the mall is shut)' };
    hours = { opens, closes: closing };
  }
  return {
    item: {
      id: `wp-${common.id}`,
      from,
      ...(through !== from ? { through } : {}),
      label: common.title || (hours ? 'Special hours' : 'Closed'),
      hours,
    },
  };
}

const KIND_NAMES: Record<ContentKind, ContentProblem['kind']> = {
  offers: 'offer',
  events: 'event',
  hours: 'hours change',
};

/**
 * Checks what WordPress answered for one mall: the items for the mall that
 * can be shown (soonest first; at most MAX_ITEMS of each kind), and each one
 * left out with why (`leftOut`), or shown with a note (its picture). Items
 * for the other mall alone, and those already over, are passed by without a
 * word; so is an item for no mall, which `problemsWithoutMall` names.
 */
export function checkContent(lists: ContentLists, context: CheckContext): Omit<MallContent, 'readAt'> {
  const problems: ContentProblem[] = [];
  function checkKind<T>(
    kind: ContentKind,
    check: (raw: Raw, common: Common, context: CheckContext) => Checked<T>,
  ): T[] {
    const items: T[] = [];
    for (const raw of lists[kind] ?? []) {
      if (!isObject(raw)) continue;
      const common = commonOf(raw, kind !== 'hours');
      if (!common || !common.malls.includes(context.mall)) continue;
      const checked = check(raw, common, context);
      const title = common.title || `(no title, #${common.id})`;
      const where = { kind: KIND_NAMES[kind], id: common.id, title, mall: context.mall } as const;
      if (checked.problem) problems.push({ ...where, problem: checked.problem, leftOut: true });
      else if (checked.item !== undefined && items.length < MAX_ITEMS) {
        items.push(checked.item);
        if (checked.note) problems.push({ ...where, problem: checked.note, leftOut: false });
      }
    }
    return items;
  }
  const byStart = <T extends { starts: string }>(items: T[]) =>
    items.sort((a, b) => Date.parse(a.starts) - Date.parse(b.starts));
  const offers = byStart(checkKind('offers', checkOffer));
  const events = byStart(checkKind('events', checkEvent));
  const hours = checkKind('hours', checkHours).sort((a, b) => a.from.localeCompare(b.from));
  return { mall: context.mall, offers, events, hours, problems };
}

/** Published items ticked for no mall and not over: shown nowhere, and said so once (the operators' page). */
export function problemsWithoutMall(lists: ContentLists, now: number): ContentProblem[] {
  const over = (kind: ContentKind, meta: Raw) => {
    if (kind !== 'hours') {
      const dates = checkDates(meta, now);
      return 'ended' in dates && dates.ended === true;
    }
    const last = calendarDay(text(meta.gfm_through)) ?? calendarDay(text(meta.gfm_day));
    return last !== undefined && last < kolkataToday(now);
  };
  return (Object.keys(lists) as ContentKind[]).flatMap((kind) =>
    (lists[kind] ?? []).flatMap((raw) => {
      if (!isObject(raw)) return [];
      const common = commonOf(raw, false);
      if (!common || common.malls.length > 0 || over(kind, common.meta)) return [];
      return [
        {
          kind: KIND_NAMES[kind],
          id: common.id,
          title: common.title || `(no title, #${common.id})`,
          problem: 'no mall is ticked, so neither mall shows it',
          leftOut: true,
        },
      ];
    }),
  );
}

/** How long a picture's file is known to load before it is asked again; one that did not is asked at each read. */
const PICTURE_KNOWN_MS = 10 * 60_000;
const MAX_PICTURES_KNOWN = 500;

/**
 * The pictures whose files were seen to load, by address, at most
 * MAX_PICTURES_KNOWN (the oldest forgotten first): a server checks each new
 * picture once, not at every read.
 */
export function createPictureChecks(now: () => number = Date.now) {
  const loaded = new Map<string, number>();
  return {
    known: (url: string) => {
      const at = loaded.get(url);
      return at !== undefined && now() - at < PICTURE_KNOWN_MS;
    },
    loads: (url: string) => {
      loaded.delete(url);
      loaded.set(url, now());
      for (const oldest of loaded.keys()) {
        if (loaded.size <= MAX_PICTURES_KNOWN) break;
        loaded.delete(oldest);
      }
    },
  };
}

/**
 * A picture that WordPress lists but whose file cannot be loaded (deleted
 * from the uploads, a file that is not a picture) is shown as the mall's
 * placeholder, and said: the server asks for each picture's file (HEAD) once
 * before its first page shows it. A server error or no answer is not taken
 * for a missing file: WordPress's or its host's trouble passes.
 */
export async function checkPictureFiles(
  content: Pick<MallContent, 'offers' | 'events' | 'problems' | 'mall'>,
  checks: ReturnType<typeof createPictureChecks>,
  { fetchImpl = (...args) => fetch(...args), signal }: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<void> {
  const items: (DatedOffer | MallEvent)[] = [...content.offers, ...content.events];
  const missing = new Set<string>();
  const urls = [...new Set(items.flatMap((item) => (item.picture ? [item.picture.image.src] : [])))].filter(
    (url) => !checks.known(url),
  );
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetchImpl(url, { method: 'HEAD', ...(signal ? { signal } : {}) });
        const type = response.headers.get('Content-Type') ?? '';
        if (response.ok && type.startsWith('image/')) checks.loads(url);
        else if (response.status < 500) missing.add(url);
      } catch (error) {
        // No answer is not known to be missing; a redirect loop is (a browser cannot load it either).
        const cause = (error as { cause?: { message?: unknown } } | undefined)?.cause?.message;
        if (typeof cause === 'string' && cause.includes('redirect count exceeded')) missing.add(url);
      }
    }),
  );
  for (const item of items) {
    if (!item.picture || !missing.has(item.picture.image.src)) continue;
    delete item.picture;
    item.pictureMissing = true;
    const kind = 'store' in item || 'detailsHtml' in item ? 'offer' : 'event';
    content.problems.push({
      kind,
      id: Number(item.id.replace(/^wp-/, '')),
      title: item.title,
      mall: content.mall,
      problem: 'its picture’s file cannot be loaded (the mall’s picture is shown)',
      leftOut: false,
    });
  }
}
