/**
 * The two malls: the facts the shell and every remote agree on (ids, names,
 * where each one lives in the URL). Mall content lives in the mall remotes.
 */
export const MALL_IDS = ['gfm43', 'gfmpalam'] as const;
export type MallId = (typeof MALL_IDS)[number];

export interface Mall {
  id: MallId;
  /** Landing tile and headings. */
  name: string;
  basePath: `/${MallId}`;
}

export const BRAND_NAME = 'Global Foyer Mall';

export const malls = [
  { id: 'gfm43', name: 'Sector 43 Gurugram', basePath: '/gfm43' },
  { id: 'gfmpalam', name: 'Palam Vihar Gurugram', basePath: '/gfmpalam' },
] as const satisfies readonly Mall[];

/** The mall whose contact page answers when a URL belongs to no mall. */
export const DEFAULT_MALL_ID: MallId = 'gfm43';

export function isMallId(value: string | undefined): value is MallId {
  return MALL_IDS.some((id) => id === value);
}

/** The mall a path is under, from its first segment (`/gfmpalam/clothing` → gfmpalam). */
export function mallIdFromPath(pathname: string): MallId | undefined {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isMallId(first) ? first : undefined;
}

export function getMall(id: MallId): Mall {
  const mall = malls.find((candidate) => candidate.id === id);
  if (!mall) throw new Error(`Unknown mall id: ${id}`);
  return mall;
}
