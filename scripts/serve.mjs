// @ts-check
/**
 * npm run serve: the production build on the development ports, each app
 * served as its own origin (as the mall teams would deploy them), plus the
 * local services on :4000. Run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appByName, apps, portOf, rootDir, uploadsDir } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';
import { buildRuntimeConfig, embeddedConfigTag } from './lib/runtime-config.mjs';
import { securityHeaders } from './lib/security-headers.mjs';
import { createSitemap, robotsTxt } from './lib/sitemap.mjs';
import { createBlogRequestHints, createPostReader, createRouteHints } from './lib/route-hints.mjs';
import { createFirstScreens, remoteStylesheetsOf, sha256Source, styleAttributeSources, withFirstScreen } from './lib/first-screen-html.mjs';
import { createStaticServer } from './lib/static-server.mjs';
import { isSitePage } from './lib/site-pages.mjs';

/** The site's public address (the shell's): PUBLIC_SITE_URL in production. */
const publicOrigin = () => process.env.PUBLIC_SITE_URL ?? `http://localhost:${portOf(appByName('shell'))}`;

const withServices = !process.argv.includes('--no-services');

for (const app of apps) {
  const root = path.join(rootDir, app.dir, 'dist');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`${app.name} has no production build in ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

// The shell's HTML names the files of the remotes its route needs (scripts/lib/route-hints.mjs).
const routeHints = createRouteHints();
// A blog post is read from WordPress once per document, for both of these (decisions 017, 018).
const readPost = createPostReader();
// … and the blog's WordPress requests, with a post's picture (scripts/lib/route-hints.mjs).
const blogRequestHints = createBlogRequestHints({ readPost });
// … and the requested page itself, drawn by its remotes' builds (decisions 016, 018).
const firstScreens = createFirstScreens({
  readPost,
  // The landing page's is the shell's own (decision 020), read from its build.
  readOwnFile: (file) => fs.promises.readFile(path.join(rootDir, appByName('shell').dir, 'dist', file), 'utf8'),
});
// Built once for requests that come together, and kept five minutes.
const sitemapXml = createSitemap();
// FIRST_SCREEN=off: the operator's switch to serve the pages drawn by the browser alone, as before decisions 016 and 020.
const firstScreensOn = process.env.FIRST_SCREEN !== 'off';

/** @type {Promise<void>[]} */
const listening = [];
for (const app of apps) {
  const port = portOf(app);
  const server = createStaticServer({
    root: path.join(rootDir, app.dir, 'dist'),
    mounts: { '/uploads': uploadsDir },
    runtimeConfig: () => buildRuntimeConfig(process.env),
    headers: () => securityHeaders(buildRuntimeConfig(process.env)),
    // The site's sitemap and robots.txt belong to the shell, whose origin is the site's.
    generated:
      app.name === 'shell'
        ? {
            '/sitemap.xml': async () => ({ type: 'application/xml; charset=utf-8', body: await sitemapXml(publicOrigin(), buildRuntimeConfig(process.env)) }),
            '/robots.txt': async () => ({ type: 'text/plain; charset=utf-8', body: robotsTxt(publicOrigin()) }),
          }
        : {},
    // Any other path of the shell's origin gets the site's 404 page, with status 404.
    isPage: app.name === 'shell' ? isSitePage : undefined,
    // The shell's HTML also carries its run-time configuration (the same as /runtime-config.json).
    documentHints:
      app.name === 'shell'
        ? async (url, status) => {
            const config = buildRuntimeConfig(process.env);
            // A path that is not a page asks nothing of the remotes or WordPress: it is drawn as the 404 page.
            const pathname = status === 404 ? '/404' : url.pathname;
            const [remoteHints, blogHints] = await Promise.all([routeHints(pathname, config.remotes, config.imageBaseUrl), blogRequestHints(pathname, config.blogApiUrl)]);
            const hints = `${remoteHints}${blogHints}`;
            const firstScreen = firstScreensOn ? await firstScreens(pathname, config, remoteStylesheetsOf(hints)) : undefined;
            const head = `${hints}${embeddedConfigTag(config)}`;
            if (!firstScreen) return head;
            const policy =
              securityHeaders(config, {
                styleAttributes: styleAttributeSources(firstScreen.html),
                styleElements: firstScreen.styles.map(({ css }) => sha256Source(css)),
              })['Content-Security-Policy'] ?? '';
            return { head, transform: (html) => withFirstScreen(html, firstScreen), headers: { 'Content-Security-Policy': policy } };
          }
        : undefined,
  });
  listening.push(
    new Promise((resolve) =>
      server.listen(port, 'localhost', () => {
        console.log(`[${app.name}] http://localhost:${port}`);
        resolve();
      }),
    ),
  );
}

// Once every app answers, read each remote's files for the hints once: the first page asked for
// would otherwise pay for starting Node's HTTP client and could miss the hints' 400 ms limit.
void Promise.all(listening).then(() => {
  const config = buildRuntimeConfig(process.env);
  return Promise.all([
    ...['/gfm43', '/gfmpalam', '/gfm43/blogs'].map((pathname) => routeHints(pathname, config.remotes, config.imageBaseUrl)),
    ...['/gfm43', '/gfmpalam'].map((pathname) => firstScreens(pathname, config)),
  ]);
});

if (withServices) {
  runTogether([
    {
      name: 'services',
      command: process.execPath,
      // Node runs the server itself (tsx only as a loader), so stopping it stops the server.
      args: ['--import', 'tsx', 'src/server.ts'],
      cwd: path.join(rootDir, 'services'),
    },
  ]);
}
