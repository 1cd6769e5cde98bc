import fs from 'node:fs';
import path from 'node:path';
import { BRAND_HOURS, type HoursException, type OpeningHours } from '../shared/src/data/site';
import type { MallId } from '../shared/src/data/malls';

/**
 * The malls' sample offers, events and hours changes, as the local stand-in
 * serves them (and the topology's WordPress is given): what the tests expect
 * the pages to show, derived from the files and the clock, so they do not
 * expire with the samples.
 */
const CONTENT_DIR = path.join(__dirname, '../stand-ins/content');

interface SampleItem {
  slug: string;
  title: string;
  content?: string;
  image?: string | null;
  meta: Record<string, unknown>;
}

const read = (file: string, key: string) =>
  (JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as Record<string, SampleItem[]>)[key] ?? [];
const forMall = (mall: MallId) => (item: SampleItem) => (item.meta.gfm_malls as string[]).includes(mall);
const instant = (local: unknown) => `${String(local)}:00+05:30`;

export function sampleOffers(mall: MallId) {
  return read('offers.json', 'offers')
    .filter(forMall(mall))
    .map((item) => ({
      title: item.title,
      shop: String(item.meta.gfm_shop ?? ''),
      image: item.image ?? null,
      starts: instant(item.meta.gfm_starts),
      ends: instant(item.meta.gfm_ends),
    }));
}

export function sampleEvents(mall: MallId) {
  return read('events.json', 'events')
    .filter(forMall(mall))
    .map((item) => ({ title: item.title, starts: instant(item.meta.gfm_starts), ends: instant(item.meta.gfm_ends) }))
    .sort((a, b) => Date.parse(a.starts) - Date.parse(b.starts));
}

/** The mall's hours as its pages compute them: the brand's week with the sample days they differ. */
export function sampleMallHours(mall: MallId): OpeningHours {
  const exceptions: HoursException[] = read('hours.json', 'hours')
    .filter(forMall(mall))
    .map((item) => {
      const {
        gfm_day: from,
        gfm_through: through,
        gfm_opens: opens,
        gfm_closes: closes,
        gfm_closed: closed,
      } = item.meta as Record<string, string | boolean>;
      return {
        from: String(from),
        ...(through ? { through: String(through) } : {}),
        label: item.title,
        hours: closed ? null : { opens: String(opens), closes: closes === '00:00' ? '24:00' : String(closes) },
      };
    })
    .sort((a, b) => a.from.localeCompare(b.from));
  return { ...BRAND_HOURS, exceptions };
}
