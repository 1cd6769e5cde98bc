import type { ImageName } from '@gfm/shared/images/catalogue';

export type PalamImage = ImageName<'gfmpalam'>;
export type ShopTag = 'retail' | 'food' | 'beauty' | 'clothing';

/** requirements §3 "Shop". */
export interface Shop {
  id: string;
  name: string;
  category: string;
  /** May be empty. */
  phone?: string;
  tag: ShopTag;
  image: PalamImage;
  alt: string;
  mallId: 'gfmpalam';
  subDir: 'gfmpalam';
}
