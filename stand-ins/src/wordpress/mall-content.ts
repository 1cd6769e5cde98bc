import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR, findUpload, jpegSize, narrowerSizes, hasAvif, type StoredPicture } from './content';

/**
 * The malls' offers, events and hours changes of the stand-in: the sample
 * content files (stand-ins/content/offers.json, events.json, hours.json), in
 * the fields the site's WordPress plugin writes (deploy/wordpress), answered
 * at `/wp-json/wp/v2/gfm-offers`, `gfm-events` and `gfm-hours` in the shape
 * a real WordPress with the plugin answers (test/fixtures/wordpress/gfm_*).
 */
export interface ContentItem {
  slug: string;
  title: string;
  content?: string;
  image?: string | null;
  imageAlt?: string | null;
  meta: Record<string, unknown>;
}

export interface StoredItem extends ContentItem {
  id: number;
  /** When it was published: the sample files' order, newest first as WordPress lists them. */
  date: string;
  picture?: StoredPicture;
}

export const CONTENT_TYPES = {
  'gfm-offers': { type: 'gfm_offer', file: 'offers.json', key: 'offers' },
  'gfm-events': { type: 'gfm_event', file: 'events.json', key: 'events' },
  'gfm-hours': { type: 'gfm_hours', file: 'hours.json', key: 'hours' },
} as const;
export type ContentBase = keyof typeof CONTENT_TYPES;

export type MallContentItems = Record<ContentBase, StoredItem[]>;

/** The sample items, each kind newest first (the order of its file), with ids after the blog's. */
export function loadMallContent(contentDir = CONTENT_DIR, uploadsDirs: readonly string[]): MallContentItems {
  let nextId = 1000;
  const entries = (Object.keys(CONTENT_TYPES) as ContentBase[]).map((base) => {
    const { file, key } = CONTENT_TYPES[base];
    const parsed = JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, ContentItem[]>;
    const items = (parsed[key] ?? []).map((item, index): StoredItem => {
      const id = nextId;
      nextId += 2;
      // Published a minute apart, the first of the file the newest, as WordPress lists them.
      const date = new Date(Date.UTC(2026, 10, 1, 4, 30) - index * 60_000).toISOString().slice(0, 19);
      const image = item.image ?? null;
      const found = image ? findUpload(uploadsDirs, image) : undefined;
      const size = found ? jpegSize(found) : undefined;
      if (image && (!found || !size))
        throw new Error(`Content: the picture of ${item.slug} (${image}) is missing or not a JPEG`);
      return {
        ...item,
        id,
        date,
        ...(image && found && size
          ? {
              picture: {
                mediaId: id + 1,
                date,
                slug: item.slug,
                image,
                imageAlt: item.imageAlt ?? '',
                width: size.width,
                height: size.height,
                bytes: fs.statSync(found).size,
                sizes: narrowerSizes(uploadsDirs, image, size.width),
                avif: hasAvif(uploadsDirs, image),
              },
            }
          : {}),
      };
    });
    return [base, items] as const;
  });
  return Object.fromEntries(entries) as MallContentItems;
}
