import type { ResolvedImage } from '../../images/catalogue';
import type { MallId } from '../../data/malls';
import type { PlanUnit } from './floor-plan/layout';
import type { OpeningHours } from '../hours';
import { paths } from '../../paths';

/**
 * A shop or brand as every part of a mall's site sees it: the directory, its
 * own page, the floor plan, the search index. Each mall remote maps its own
 * data (Palam Vihar's shops, Sector 43's brands) to this shape.
 */
export interface Store {
  mall: MallId;
  /** Its address under the mall: a Palam Vihar shop's id, a Sector 43 brand's slug. */
  id: string;
  name: string;
  category: string;
  /** The directory's "type" filter (food, beauty …). */
  tag: string;
  phone?: string;
  /** Its unit on the floor plans ("GF-05"); none for a kiosk or pop-up. */
  unit?: string;
  /** Where it is when it has no unit ("Kiosk in the atrium"). */
  place?: string;
  /** Its own hours where they differ from the mall's (a café opening early). */
  hours?: Partial<OpeningHours>;
  logo: ResolvedImage;
  alt: string;
}

const FLOOR_NAMES: Record<string, string> = {
  GF: 'Ground floor',
  FF: 'First floor',
  SF: 'Second floor',
  TF: 'Third floor',
};

/** "Ground floor, unit GF-05" for a unit code; undefined for anything else. */
export function unitLocation(unit: string | undefined): string | undefined {
  const match = unit ? /^(GF|FF|SF|TF)-(\d+)$/.exec(unit) : null;
  return match ? `${FLOOR_NAMES[match[1] ?? '']}, unit ${unit}` : undefined;
}

/** What a visitor reads about where a store is. */
export function storeLocation(store: Pick<Store, 'unit' | 'place'>): string | undefined {
  return unitLocation(store.unit) ?? store.place;
}

export const storeHref = (store: Pick<Store, 'mall' | 'id'>): string => paths.mall.store.getHref(store.mall, store.id);

/** The id of a store page's directions section. */
export const DIRECTIONS_ID = 'directions';

/** "Take me there": a store's page, at its directions form (decision 044). */
export const storeDirectionsHref = (store: Pick<Store, 'mall' | 'id'>, search = ''): string =>
  `${storeHref(store)}${search}#${DIRECTIONS_ID}`;

/** Directions to a place in the visitor's maps app (Google Maps' cross-platform URL opens the app on a phone). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The units of a mall's stores, for its floor plans. */
export function planUnits(stores: readonly Store[]): PlanUnit[] {
  return stores.flatMap((store) =>
    store.unit ? [{ code: store.unit, label: store.name, href: storeHref(store), category: store.category }] : [],
  );
}
