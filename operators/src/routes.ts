/**
 * The operators' page's routes (operators/src/main.ts): `/`, on an
 * internal port that the front never forwards to (decision 060).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sendHtml, targetOf } from '@gfm/server-kit/app';
import { operatorsPage, unavailablePage, WINDOWS_MINUTES } from './page';
import type { PrometheusClient } from '@gfm/server-kit/prometheus';
import type { JudgeReader } from './judge';
import { operatorsView } from './view';

const HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'X-Robots-Tag': 'noindex',
};

/** The window asked for, one of the page's, else the first. */
export function windowOf(url: URL): number {
  const asked = Number(url.searchParams.get('minutes'));
  return (WINDOWS_MINUTES as readonly number[]).includes(asked) ? asked : WINDOWS_MINUTES[0];
}

export function operatorsRoutes(prometheus: PrometheusClient, judge?: JudgeReader): FastifyPluginAsync {
  return async (app) => {
    app.get('/', async (request, reply) => {
      const minutes = windowOf(targetOf(request));
      try {
        const view = await operatorsView({ prometheus, minutes, judge });
        return sendHtml(reply, 200, operatorsPage(view, minutes), HEADERS);
      } catch (error) {
        return sendHtml(reply, 503, unavailablePage(error instanceof Error ? error.message : String(error)), HEADERS);
      }
    });
  };
}
