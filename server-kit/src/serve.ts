import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createServicesApp, healthRoutes } from './app';
import { listen, type LogLevel } from './server';
import { registerServicesMetrics } from './services-metrics';

export interface Service {
  routes: FastifyPluginAsync;
  /** What it serves, for the line printed once it listens. */
  description: string;
  /** Run once the requests in flight have finished, on a stop (a store's connections). */
  close?: () => Promise<void>;
}

/**
 * One server of ours on `host:port`: the services given, beside `/health`
 * and `/metrics`, until SIGINT or SIGTERM; then the requests in flight
 * finish (each is short: at most one store write) and the stores close.
 */
export async function serve(
  name: string,
  { host, port, logLevel }: { host: string; port: number; logLevel: LogLevel },
  services: readonly Service[],
): Promise<FastifyInstance> {
  const app = createServicesApp([healthRoutes, ...services.map((service) => service.routes)], { logLevel });
  registerServicesMetrics(app);
  app.addHook('onClose', async () => {
    await Promise.allSettled(services.map((service) => service.close?.()));
  });
  try {
    await listen(app, { host, port });
  } catch (error) {
    app.log.error({ error: String(error) }, `${name}: cannot listen`);
    process.exit(1);
  }
  app.log.info(`${name} on http://${host}:${port}: ${services.map((service) => service.description).join('; ')}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 5000).unref();
      void app.close().finally(() => process.exit(0));
    });
  }
  return app;
}
