import type http from 'node:http';
import { createServicesServer, healthRoute, type Route } from './app';
import { createServicesMetrics } from './services-metrics';

export interface Service {
  routes: Route[];
  /** What it serves, for the line printed once it listens. */
  description: string;
  /** Run once the requests in flight have finished, on a stop (a store's connections). */
  close?: () => Promise<void>;
}

/**
 * One server of ours on `host:port`: the services given, beside `/health`
 * and `/metrics` (for Prometheus on the servers' network: the public front
 * never passes it on, deploy/nginx), until SIGINT or SIGTERM.
 */
export function serve(name: string, { host, port }: { host: string; port: number }, services: Service[]): http.Server {
  const metrics = createServicesMetrics();
  const server = createServicesServer(
    [healthRoute, metrics.route, ...services.flatMap((service) => service.routes)],
    metrics,
  );
  // A restart right after a stop can find the port still held for a moment: try again for a few seconds.
  let attempts = 0;
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE' && attempts < 50) {
      attempts += 1;
      setTimeout(() => server.listen(port, host), 200);
      return;
    }
    console.error(`${name}: cannot listen:`, error.message);
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(`${name} on http://${host}:${port}: ${services.map((service) => service.description).join('; ')}`);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // Requests in flight finish (each is short: at most one store write); then the stores close.
      server.close(() => {
        void Promise.allSettled(services.map((service) => service.close?.())).finally(() => process.exit(0));
      });
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
  return server;
}
