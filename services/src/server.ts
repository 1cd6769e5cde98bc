import path from 'node:path';
import { createServicesServer, healthRoute } from './app';
import { collectorRoutes } from './enquiries/collector';
import { allowedOrigins, defaultStorePath, ratePerMinute } from './enquiries/config';
import { EnquiryStore } from './enquiries/store';
import { CONTENT_DIR, loadContent } from './wordpress/content';
import { wordpressRoutes } from './wordpress/routes';

const port = Number(process.env.SERVICES_PORT ?? 4000);
const uploadsDir = path.resolve(import.meta.dirname, '../../shared/media/uploads');
const content = loadContent(process.env.CONTENT_DIR ?? CONTENT_DIR, uploadsDir);
const store = new EnquiryStore(process.env.ENQUIRY_STORE ?? defaultStorePath);

const server = createServicesServer([
  healthRoute,
  ...wordpressRoutes(content, uploadsDir),
  ...collectorRoutes({ store, allowedOrigins: allowedOrigins(), ratePerMinute: ratePerMinute() }),
]);

server.listen(port, 'localhost', () => {
  console.log(`Local services on http://localhost:${port}: WordPress REST API at /wp-json (${content.posts.length} posts), enquiries at /api/enquiries (${store.size} stored in ${store.file})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    store.close();
    process.exit(0);
  });
}
