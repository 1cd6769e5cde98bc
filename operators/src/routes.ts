/**
 * The operators' page's routes (operators/src/main.ts): `/`, on an
 * internal port that the front never forwards to (decision 060).
 */
import { sendHtml, type Route } from '@gfm/server-kit/app';
import { operatorsPage, unavailablePage, WINDOWS_MINUTES } from './page';
import type { PrometheusReader } from './prometheus';
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

export function operatorsRoutes(prometheus: PrometheusReader, judge?: JudgeReader): Route[] {
  return [
    {
      method: 'GET',
      path: '/',
      handler: async (_request, response, url) => {
        const minutes = windowOf(url);
        try {
          const view = await operatorsView({ prometheus, minutes, judge });
          sendHtml(response, 200, operatorsPage(view, minutes), HEADERS);
        } catch (error) {
          sendHtml(response, 503, unavailablePage(error instanceof Error ? error.message : String(error)), HEADERS);
        }
      },
    },
  ];
}
