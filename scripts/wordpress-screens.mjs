// @ts-check
/**
 * The editors' guide's screenshots (docs/editors/*.png): the WordPress
 * screens a mall's marketing person uses, as they look with the site's plugin,
 * taken in Debian's Chromium at a desktop width from a WordPress of its own
 * (Debian's 6.1, started here and stopped after, on WORDPRESS_PORT). The
 * shop lists come from the malls' built search indexes (`npm run build`
 * first). `node scripts/wordpress-screens.mjs`; each PNG is written with a
 * palette, a few dozen KB.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { editorClient } from '@gfm/topology/wordpress/editor-client';
import { MARKETING_EDITOR, startWordPress } from '@gfm/topology/wordpress/real-wordpress';
import { uploadFile } from '@gfm/topology/wordpress/seed-content';

const rootDir = path.resolve(import.meta.dirname, '..');
const out = path.join(rootDir, 'docs/editors');
const PORT = Number(process.env.WORDPRESS_PORT ?? 8089);
fs.mkdirSync(out, { recursive: true });

// The malls' directories as the site publishes them (each remote's build), for the shop lists.
const entries = ['remote-gfm43', 'remote-gfmpalam'].flatMap((app) =>
  JSON.parse(fs.readFileSync(path.join(rootDir, app, 'dist/search-index.json'), 'utf8')),
);
const directory = http.createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(entries));
});
await new Promise((resolve) => directory.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = /** @type {import('node:net').AddressInfo} */ (directory.address());

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-screens-'));
const wordpress = await startWordPress({
  dir,
  port: PORT,
  directoryUrl: `http://127.0.0.1:${address.port}`,
  log: console.log,
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const client = editorClient({ restUrl: wordpress.restUrl, ...wordpress.editor });
  const denim = await client.upload(uploadFile('gfmpalam/clothing-offer-3-1200.jpg'), 'Jeans on a denim wall');
  const local = (/** @type {number} */ ms) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);
  const day = 24 * 60 * 60_000;
  const offer = await client.create('offer', {
    title: 'Any two jeans for ₹2,999',
    content: '<p>All fits and washes, sizes 26 to 40.</p>',
    status: 'publish',
    featured_media: denim.id,
    meta: {
      gfm_malls: ['gfmpalam'],
      gfm_starts: local(Date.now() - day),
      gfm_ends: local(Date.now() + 17 * day),
      gfm_shop: 'TF-24',
    },
  });
  await client.create('offer', {
    title: 'Late-night shopping on Fridays',
    content: '<p>Every shop open until 11 pm.</p>',
    status: 'publish',
    meta: { gfm_malls: ['gfm43', 'gfmpalam'], gfm_starts: local(Date.now()), gfm_ends: local(Date.now() + 30 * day) },
  });
  const event = await client.create('event', {
    title: 'Winter Craft Market',
    content: '<p>Weavers and potters from across Haryana sell their own work.</p>',
    status: 'publish',
    meta: {
      gfm_malls: ['gfmpalam'],
      gfm_starts: '2026-12-11T11:00',
      gfm_ends: '2026-12-13T21:00',
      gfm_place: 'Atrium, ground floor',
    },
  });
  const hours = await client.create('hours', {
    title: 'New Year’s Eve',
    status: 'publish',
    meta: { gfm_malls: ['gfm43', 'gfmpalam'], gfm_day: '2026-12-31', gfm_opens: '10:00', gfm_closes: '00:00' },
  });

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  /** @param {string} name @param {import('playwright-core').Locator | undefined} [part] */
  const shoot = async (name, part) => {
    const file = path.join(out, `${name}.png`);
    const png = part ? await part.screenshot() : await page.screenshot();
    await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9 }).toFile(file);
    console.log(`docs/editors/${name}.png (${Math.round(fs.statSync(file).size / 1024)} KB)`);
  };
  const admin = `${wordpress.url}/wp-admin`;
  await page.goto(`${wordpress.url}/wp-login.php`);
  await page.fill('#user_login', MARKETING_EDITOR.login);
  await page.fill('#user_pass', MARKETING_EDITOR.password);
  await shoot('log-in');
  await page.click('#wp-submit');
  await page.waitForURL(/wp-admin/);

  await page.goto(`${admin}/edit.php?post_type=gfm_offer`);
  await shoot('offers-list');

  await page.goto(`${admin}/post-new.php?post_type=gfm_offer`);
  await page.fill('#title', 'Buy one coffee, get one free');
  await shoot('add-offer');

  await page.goto(`${admin}/post.php?post=${offer.id}&action=edit`);
  await shoot('edit-offer');
  await shoot('offer-details', page.locator('#gfm_content_fields'));
  await shoot('featured-image', page.locator('#postimagediv'));
  await shoot('publish-box', page.locator('#submitdiv'));

  await page.goto(`${admin}/post.php?post=${event.id}&action=edit`);
  await shoot('event-details', page.locator('#gfm_content_fields'));

  await page.goto(`${admin}/post.php?post=${hours.id}&action=edit`);
  await shoot('hours-change');

  // Setting the featured image: the media library's window.
  await page.goto(`${admin}/post-new.php?post_type=gfm_offer`);
  await page.click('#set-post-thumbnail');
  await page.locator('.media-modal').waitFor();
  await page.locator('.media-modal #menu-item-browse').click();
  await page.locator('.media-modal .attachment').first().click();
  await shoot('choose-picture');
} finally {
  await browser.close();
  await wordpress.stop();
  directory.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
