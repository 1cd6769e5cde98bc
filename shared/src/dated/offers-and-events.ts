import type { Dated } from './dated';

/** A shop's offer, for its dates (spec's offers carousel holds the mall's banners; these are the shops' own). */
export interface DatedOffer extends Dated {
  id: string;
  /** The store it belongs to (its id under the mall). */
  store: string;
  title: string;
  details: string;
}

/** Something on at the mall. */
export interface MallEvent extends Dated {
  id: string;
  title: string;
  description: string;
  /** Where in the mall. */
  place: string;
}
