// @ts-check
/**
 * Puts the local stand-in's sample content (stand-ins/content: the blog's
 * posts, the malls' offers, events and hours changes) into a real WordPress
 * through its REST API, as an editor's tools would: each picture uploaded to
 * the media library (WordPress cuts its sizes), each post created as the
 * marketing editor, published. The topology's WordPress starts with it, so
 * the blog and the malls' pages show there what they show under npm start.
 */
import fs from 'node:fs';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '../../..');
export const CONTENT_DIR = path.join(rootDir, 'stand-ins/content');
const UPLOADS_DIRS = ['shared', 'remote-gfm43', 'remote-gfmpalam'].map((app) =>
  path.join(rootDir, app, 'media/uploads'),
);

/** An upload of the stand-in (`gfm43/deal-1-960.jpg`) as a file. @param {string} relative */
export function uploadFile(relative) {
  for (const dir of UPLOADS_DIRS) {
    const file = path.join(dir, relative);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`No upload ${relative} in ${UPLOADS_DIRS.join(', ')}`);
}

/** @param {string} name @returns {any} */
const readContent = (name) => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, name), 'utf8'));

/**
 * The blog's authors as WordPress users (the Author role), for installSite's `users`.
 * @returns {{ login: string, name: string, role: string, description: string }[]}
 */
export function blogAuthors() {
  return readContent('site.json').authors.map((/** @type {any} */ author) => ({
    login: author.slug,
    name: author.name,
    role: 'author',
    description: author.description,
  }));
}

/**
 * @param {import('./editor-client.mjs').EditorClient} client
 * @param {{ users?: Record<string, number>, blog?: boolean, log?: (line: string) => void }} [options]
 */
export async function seedContent(client, { users = {}, blog = true, log = () => undefined } = {}) {
  const started = Date.now();
  /** @type {Map<string, Promise<number>>} */
  const media = new Map();
  const picture = (/** @type {string | null} */ image, /** @type {string | null} */ alt) => {
    if (!image) return Promise.resolve(0);
    let id = media.get(image);
    if (!id) {
      id = client.upload(uploadFile(image), alt ?? '').then((/** @type {{ id: number }} */ uploaded) => uploaded.id);
      media.set(image, id);
    }
    return id;
  };
  /** @type {(() => Promise<unknown>)[]} */
  const creations = [];
  const kinds = /** @type {const} */ ([
    ['offer', 'offers.json', 'offers'],
    ['event', 'events.json', 'events'],
    ['hours', 'hours.json', 'hours'],
  ]);
  for (const [kind, file, key] of kinds)
    for (const item of readContent(file)[key])
      creations.push(async () =>
        client.create(kind, {
          title: item.title,
          slug: item.slug,
          status: 'publish',
          ...(item.content ? { content: item.content } : {}),
          ...(item.image ? { featured_media: await picture(item.image, item.imageAlt) } : {}),
          meta: item.meta,
        }),
      );
  if (blog) {
    const site = readContent('site.json');
    /** @type {Record<string, number>} */
    const tags = {};
    for (const tag of site.tags)
      tags[tag.slug] = (
        await client.request('POST', 'tags', { name: tag.name, slug: tag.slug, description: tag.description })
      ).id;
    const files = fs.readdirSync(CONTENT_DIR).filter((name) => /^posts-.*\.json$/.test(name));
    for (const name of files) {
      const { tag, posts } = readContent(name);
      for (const post of posts)
        creations.push(async () =>
          client.create('posts', {
            title: post.title,
            slug: post.slug,
            status: 'publish',
            date: post.date,
            content: post.content,
            excerpt: post.excerpt,
            tags: [tags[tag]],
            ...(users[post.author] ? { author: users[post.author] } : {}),
            ...(post.image ? { featured_media: await picture(post.image, post.imageAlt) } : {}),
          }),
        );
    }
  }
  // Four at a time: the PHP server's workers (WordPress cuts each picture's sizes as it is uploaded).
  const queue = [...creations];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await next();
    }),
  );
  const count = creations.length;
  log(
    `WordPress    ${count} posts and ${media.size} pictures put in as the marketing editor, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
