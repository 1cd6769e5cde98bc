import type { ResolvedImage } from '../images/catalogue';
import type { Dated } from './dated';

/** A picture of an offer or an event: the sizes WordPress made of it, or the mall's placeholder. */
export interface ContentPicture {
  image: ResolvedImage;
  alt: string;
}

/** An offer, for its dates: a shop's own, or the whole mall's. */
export interface DatedOffer extends Dated {
  id: string;
  /** The store it belongs to (its id under the mall); none for an offer of the whole mall. */
  store?: string;
  title: string;
  /** What it is, as plain text (structured data, a picture's description). */
  details: string;
  /** The same as the editors wrote it, sanitised HTML, to show. */
  detailsHtml: string;
  picture?: ContentPicture;
  /** A picture was chosen for it but cannot be shown (gone from the media library, not a picture): the mall's placeholder stands in. */
  pictureMissing?: true;
}

/** Something on at the mall. */
export interface MallEvent extends Dated {
  id: string;
  title: string;
  /** Plain text. */
  description: string;
  /** Sanitised HTML, to show. */
  descriptionHtml: string;
  /** Where in the mall. */
  place: string;
  picture?: ContentPicture;
  pictureMissing?: true;
}
