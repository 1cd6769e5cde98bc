/**
 * What a mall's pages show of what its marketing staff publish in WordPress
 * (decision 077): offers, events and the days its hours differ. The shapes
 * only: a page's own code imports this module, never the reader.
 */
import type { MallId } from '../data/malls';
import type { HoursException } from '../data/site';
import type { DatedOffer, MallEvent } from '../dated/offers-and-events';

/** The site's kinds of content, and where WordPress's REST API answers each (the site's plugin). */
export const CONTENT_BASES = { offers: 'gfm-offers', events: 'gfm-events', hours: 'gfm-hours' } as const;
export type ContentKind = keyof typeof CONTENT_BASES;
export const CONTENT_KINDS = Object.keys(CONTENT_BASES) as ContentKind[];

/** Something an editor wrote that the site could not show as written. */
export interface ContentProblem {
  kind: 'offer' | 'event' | 'hours change';
  /** Its post id in WordPress. */
  id: number;
  title: string;
  /** The mall it was checked for; none when it is for no mall. */
  mall?: MallId;
  /** What is wrong, in the editors' words: "it ends before it starts". */
  problem: string;
  /** Left out of the site (else shown, with this said: its picture is the mall's placeholder). */
  leftOut: boolean;
}

/** One mall's content as last read from WordPress and checked. */
export interface MallContent {
  mall: MallId;
  /** Soonest first; those over when it was read are not here. */
  offers: DatedOffer[];
  events: MallEvent[];
  /** The days the mall's hours differ from its week. */
  hours: HoursException[];
  problems: ContentProblem[];
  /** When WordPress answered it (ms since the epoch). */
  readAt: number;
}
