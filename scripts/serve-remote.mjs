// @ts-check
/**
 * One remote's build on a static host of its own, for `npm run serve`:
 *
 *   node --import tsx scripts/serve-remote.mjs remote-gfm43 [folder]
 *
 * Its port is `PORT_REMOTE_GFM43` (3001 by default); its host `STATIC_HOST`
 * (localhost); its files the remote's `dist`, or the folder given (a copy of
 * a build, as the end-to-end tests publish one). The shell's server reads its manifest and server build from
 * here, and the browser its entry and chunks; its own page is the remote
 * running alone.
 */
import path from 'node:path';
import { serializeForScript } from '@gfm/shared/config/runtime-config';
import { configFromEnv } from '@gfm/shared/config/environment';
import { securityHeaders } from '@gfm/shell/server/security-headers';
import { appByName, portOf, rootDir } from './lib/apps.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const app = appByName(process.argv[2] ?? '');
const config = configFromEnv(process.env);
const host = process.env.STATIC_HOST ?? 'localhost';
const server = createStaticServer({
  root: process.argv[3] ? path.resolve(process.argv[3]) : path.join(rootDir, app.dir, 'dist'),
  runtimeConfig: () => serializeForScript(config),
  headers: () => securityHeaders(config),
});
server.listen(portOf(app), host, () => console.log(`[${app.name}] http://${host}:${portOf(app)}`));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => {
    // A static host has nothing to finish: it stops at once, with the browsers' connections still open.
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
