import type { ImageName } from '@gfm/shared/images/catalogue';

export type Gfm43Image = ImageName<'gfm43'>;

/** requirements §3 "Brand (Sector 43)": phone and location are optional and empty in the static data. */
export interface Brand {
  name: string;
  logo: Gfm43Image;
  category: string;
  phone?: string;
  location?: string;
  /** Its unit on the floor plans ("GF-12"). */
  unit?: string;
}

/** requirements §3 "Car brand". */
export interface CarBrand {
  name: string;
  mapURI: string;
  siteURI: string;
  image: Gfm43Image;
  logo: Gfm43Image;
  /** One text range per weekday, Monday first. */
  activeHours: readonly string[];
}
