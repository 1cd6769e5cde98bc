// @ts-check
/**
 * Records the answers of a real WordPress with the site's plugin into
 * test/fixtures/wordpress (`gfm_*.json` and `.headers.txt`), the shapes the
 * local stand-in must answer and the reader must read (decision 077):
 * `node scripts/record-wordpress-fixtures.mjs` on a machine with Debian's
 * wordpress, php and mariadb-server (`.ci/run` installs them). It starts a
 * WordPress of its own on port 8089, puts content in as the marketing
 * editor, records, and stops it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editorClient } from '@gfm/topology/wordpress/editor-client';
import { writeLargePicture } from '@gfm/topology/wordpress/large-picture';
import { startWordPress } from '@gfm/topology/wordpress/real-wordpress';
import { uploadFile } from '@gfm/topology/wordpress/seed-content';

const PORT = Number(process.env.WORDPRESS_PORT ?? 8089);
const ORIGIN = 'http://localhost:3000';
const fixtures = path.resolve(import.meta.dirname, '../test/fixtures/wordpress');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-record-'));
const wordpress = await startWordPress({ dir, port: PORT, directoryUrl: ORIGIN, log: console.log });
const client = editorClient({ restUrl: wordpress.restUrl, ...wordpress.editor });

/** @param {string} name @param {string} query */
async function record(name, query) {
  const url = `${wordpress.restUrl}/wp/v2/${query}`;
  const response = await fetch(url, { headers: { Origin: ORIGIN } });
  const text = await response.text();
  const headers = [...response.headers].map(
    ([key, value]) => `${key.replace(/(^|-)\w/g, (c) => c.toUpperCase())}: ${value}`,
  );
  fs.writeFileSync(
    path.join(fixtures, `${name}.headers.txt`),
    [
      `# GET ${url}  (request header Origin: ${ORIGIN})`,
      `HTTP/1.1 ${response.status} ${response.statusText}`,
      ...headers,
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(fixtures, `${name}.json`), `${JSON.stringify(JSON.parse(text), null, 4)}\n`);
  console.log(`recorded ${name} (${response.status})`);
}

try {
  const denim = await client.upload(uploadFile('gfmpalam/clothing-offer-3-1200.jpg'), 'Any two jeans on a denim wall');
  const gone = await client.upload(uploadFile('gfmpalam/offer-2-1536.jpg'), 'A picture deleted later');
  const large = path.join(dir, 'camera-photo.jpg');
  await writeLargePicture(large);
  const camera = await client.upload(large, 'A photo straight from a phone');
  const fields = 'id,date,modified,link,title,content,meta,featured_media,_links,_embedded';
  const list = (/** @type {string} */ base) =>
    `${base}?per_page=100&page=1&orderby=date&order=desc&_embed=wp:featuredmedia&_fields=${fields}`;
  await client.create('offer', {
    title: 'Any two jeans for ₹2,999 &amp; a <b>free</b> belt',
    content: '<p>All fits &amp; washes.</p><script>alert(1)</script>',
    status: 'publish',
    featured_media: denim.id,
    meta: { gfm_malls: ['gfmpalam'], gfm_starts: '2026-11-15T00:00', gfm_ends: '2026-12-16T00:00', gfm_shop: 'TF-24' },
  });
  await client.create('offer', {
    title: 'Late-night shopping',
    content: '<p>Every shop open until 11 pm on Fridays.</p>',
    status: 'publish',
    featured_media: gone.id,
    meta: { gfm_malls: ['gfm43', 'gfmpalam'], gfm_starts: '2026-12-01T10:00', gfm_ends: '2027-01-01T00:00' },
  });
  await client.request('DELETE', `media/${gone.id}?force=true`);
  await client.create('offer', {
    title: 'A photo from a phone',
    status: 'publish',
    featured_media: camera.id,
    meta: { gfm_malls: ['gfmpalam'], gfm_starts: '2026-12-01', gfm_ends: 'next Friday' },
  });
  await client.create('offer', { title: 'A draft', status: 'draft', meta: { gfm_malls: ['gfm43'] } });
  await client.create('event', {
    title: 'Winter Craft Market',
    content: '<p>Weavers and potters from across Haryana.</p>',
    status: 'publish',
    meta: {
      gfm_malls: ['gfmpalam'],
      gfm_starts: '2026-12-11T11:00',
      gfm_ends: '2026-12-13T21:00',
      gfm_place: 'Atrium, ground floor',
    },
  });
  await client.create('hours', {
    title: 'New Year’s Eve',
    status: 'publish',
    meta: { gfm_malls: ['gfm43', 'gfmpalam'], gfm_day: '2026-12-31', gfm_opens: '10:00', gfm_closes: '00:00' },
  });
  await client.create('hours', {
    title: 'Holi',
    status: 'publish',
    meta: { gfm_malls: ['gfm43', 'gfmpalam'], gfm_day: '2027-03-22', gfm_closed: true },
  });
  await record('gfm_offers_embed', list('gfm-offers'));
  await record('gfm_events_embed', list('gfm-events'));
  await record('gfm_hours', list('gfm-hours'));
  await record('gfm_offers_status_draft', 'gfm-offers?status=draft');
  await record('gfm_offers_page_out_of_range', 'gfm-offers?per_page=100&page=9');
  await record('media_camera_upload', `media/${camera.id}`);
} finally {
  await wordpress.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
