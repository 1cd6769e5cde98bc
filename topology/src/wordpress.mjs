// @ts-check
/**
 * The topology's WordPress (decision 077), in place of the local stand-in:
 * Debian's WordPress 6.1 with the site's must-use plugin, run by PHP's
 * built-in server under the supervisor (a server held stopped is WordPress
 * down), on a MariaDB of its own. Its addresses are the front's, as a
 * WordPress behind a CDN would be: its pages' pictures go through the front
 * (`/wp-content/uploads/`), the shells read its REST API through the front
 * (`/wp-json/`). The marketing editors log in at its own address (its siteurl),
 * and their tools (the tests) write to it directly.
 * It starts with the stand-in's sample content, put in as the editor.
 */
import path from 'node:path';
import { editorClient } from './wordpress/editor-client.mjs';
import { installSite, phpServer, startMariaDb, writeSite } from './wordpress/real-wordpress.mjs';
import { blogAuthors, seedContent } from './wordpress/seed-content.mjs';
import { TOPOLOGY_PORTS } from './ports.mjs';

/** The folder of the topology's WordPress: its site, wp-content, MariaDB's pid file and logs. @param {string} dir */
export const wordpressDir = (dir) => path.join(dir, 'wordpress');

/**
 * MariaDB started and the site installed; the PHP server's spec for the supervisor, and how to
 * put the sample content in once it answers.
 * @param {{ dir: string, host: string, origin: string, log: (line: string) => void }} options
 */
export async function prepareWordPress({ dir, host, origin, log }) {
  const folder = wordpressDir(dir);
  const database = await startMariaDb({ dir: folder, log });
  const site = writeSite({ dir: folder, socket: database.socket, contentUrl: `${origin}/wp-content` });
  const port = TOPOLOGY_PORTS.content;
  const installed = await installSite({
    site,
    url: origin,
    // The editors' screens (wp-login, wp-admin and their scripts) on WordPress's own address: the front
    // serves visitors only /wp-json/ and the uploads.
    adminUrl: `http://${host}:${port}`,
    directoryUrl: origin,
    users: blogAuthors(),
  });
  const restUrl = `http://${host}:${port}/wp-json`;
  const editor = { user: installed.editor, applicationPassword: installed.applicationPassword };
  return {
    database,
    /** @type {import('./server-specs.mjs').ServerSpec} */
    spec: { name: 'wordpress', port, ready: `${restUrl}/`, ...phpServer({ site, host, port }) },
    /** What the tests need to act as the marketing editor. */
    state: { restUrl, ...editor },
    /** The stand-in's posts, offers, events and hours changes, put in through the REST API as the editor. */
    seed: () => seedContent(editorClient({ restUrl, ...editor }), { users: installed.users, log }),
  };
}
