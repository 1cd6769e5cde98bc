/**
 * @jest-environment node
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkContent, fetchContentLists } from '@gfm/shared/content/wordpress-content';
import { CONTENT_KINDS } from '@gfm/shared/content/mall-content';
import { slugOf } from '@gfm/shared/text/slug';
import { createServicesApp } from '@gfm/server-kit/app';
import { loadContent, uploadsDirsOf } from '../stand-ins/src/wordpress/content';
import { loadMallContent } from '../stand-ins/src/wordpress/mall-content';
import { wordpressRoutes } from '../stand-ins/src/wordpress/routes';
import { brands } from '../remote-gfm43/src/data/brands';
import { shops } from '../remote-gfmpalam/src/data/shops';

/**
 * The stand-in's sample offers, events and hours changes (stand-ins/content)
 * are content each mall shows whole: the reader, as the mall remotes run it
 * against the stand-in, leaves nothing out and has nothing to say of any.
 */
let server: FastifyInstance;
let origin: string;
const uploads = uploadsDirsOf(path.resolve(__dirname, '..'));
const items = loadMallContent(undefined, uploads);

beforeAll(async () => {
  server = createServicesApp([wordpressRoutes(loadContent(), uploads, items)], { logLevel: 'silent' });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => server.close());

test('every sample is shown by its mall, against the mall’s own directory', async () => {
  const lists = await fetchContentLists(`${origin}/wp-json`, CONTENT_KINDS);
  const directories = {
    gfm43: new Set<string>(brands.map((brand) => slugOf(brand.name))),
    gfmpalam: new Set<string>(shops.map((shop) => shop.id)),
  };
  for (const mall of ['gfm43', 'gfmpalam'] as const) {
    // Checked before any sample ended, so every one is checked.
    const checked = checkContent(lists, {
      mall,
      hasStore: (id) => directories[mall].has(id),
      now: Date.parse('2026-10-01T00:00:00+05:30'),
    });
    expect(checked.problems).toEqual([]);
    expect(checked.offers.length + checked.events.length + checked.hours.length).toBe(
      Object.values(items)
        .flat()
        .filter((item) => (item.meta.gfm_malls as string[]).includes(mall)).length,
    );
  }
});
