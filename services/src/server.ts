import type { Route } from './app';
import { createServicesServer, healthRoute } from './app';
import { collectorRoutes } from './enquiries/collector';
import { openEnquiryStore, type EnquiryStore } from './enquiries/store';
import { contentReader } from './operators/content';
import { judgeReader } from './operators/judge';
import { prometheusReader } from './operators/prometheus';
import { operatorsRoutes } from './operators/routes';
import { createServicesMetrics } from './metrics/services-metrics';
import { servicesSettingsFromEnv } from './settings';
import { loadContent } from './wordpress/content';
import { loadMallContent } from './wordpress/mall-content';
import { wordpressRoutes } from './wordpress/routes';

/**
 * The services: the WordPress-shaped content service and the enquiry
 * collector, on one port for `npm start` and `npm run serve`, or one role per
 * server (`SERVICES_ROLES=enquiries`) behind a load balancer; and the
 * operators' page (`SERVICES_ROLES=operators`), on an internal port only.
 */
const settings = servicesSettingsFromEnv(process.env);
const metrics = createServicesMetrics();
// `/metrics` is for Prometheus on the servers' network: the public front never passes it on (deploy/nginx).
const routes: Route[] = [healthRoute, metrics.route];
const described: string[] = [];
let store: EnquiryStore | undefined;

if (settings.roles.has('content')) {
  const content = loadContent(settings.contentDir, settings.uploadsDirs);
  const items = loadMallContent(settings.contentDir, settings.uploadsDirs);
  routes.push(...wordpressRoutes(content, settings.uploadsDirs, items));
  described.push(
    `WordPress REST API at /wp-json (${content.posts.length} posts; ${Object.values(items).flat().length} offers, events and hours changes)`,
  );
}
if (settings.roles.has('enquiries')) {
  store = await openEnquiryStore(settings);
  routes.push(
    ...collectorRoutes({
      store,
      allowedOrigins: settings.allowedOrigins,
      ratePerMinute: settings.ratePerMinute,
      trustedProxies: settings.trustedProxies,
    }),
  );
  described.push(`enquiries at /api/enquiries (${await store.count()} stored in ${store.description})`);
}

if (settings.roles.has('operators') && settings.prometheusUrl) {
  const judge = settings.judgeUrl ? judgeReader(settings.judgeUrl) : undefined;
  const content = settings.content ? contentReader(settings.content) : undefined;
  routes.push(...operatorsRoutes(prometheusReader(settings.prometheusUrl), judge, content));
  described.push(
    `the operators' page at / (from ${settings.prometheusUrl}${settings.judgeUrl ? ` and the judge at ${settings.judgeUrl}` : ''}${settings.content ? `; WordPress's content at ${settings.content.wordpressRoot}` : ''})`,
  );
}

const server = createServicesServer(routes, metrics);
// A restart right after a stop can find the port still held for a moment: try again for a few seconds.
let attempts = 0;
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE' && attempts < 50) {
    attempts += 1;
    setTimeout(() => server.listen(settings.port, settings.host), 200);
    return;
  }
  console.error('Services: cannot listen:', error.message);
  process.exit(1);
});
server.listen(settings.port, settings.host, () => {
  console.log(`Local services on http://${settings.host}:${settings.port}: ${described.join('; ')}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Requests in flight finish (each is short: at most one store write); then the store closes.
    server.close(() => {
      void (store?.close() ?? Promise.resolve()).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
