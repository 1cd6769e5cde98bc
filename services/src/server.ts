import path from 'node:path';
import { createServicesServer, healthRoute } from './app';
import { CONTENT_DIR, loadContent } from './wordpress/content';
import { wordpressRoutes } from './wordpress/routes';

const port = Number(process.env.SERVICES_PORT ?? 4000);
const uploadsDir = path.resolve(import.meta.dirname, '../../shared/media/uploads');
const content = loadContent(process.env.CONTENT_DIR ?? CONTENT_DIR, uploadsDir);

createServicesServer([healthRoute, ...wordpressRoutes(content, uploadsDir)]).listen(port, 'localhost', () => {
  console.log(`Local services on http://localhost:${port}: WordPress REST API at /wp-json (${content.posts.length} posts)`);
});
