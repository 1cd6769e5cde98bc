/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { configFromEnv } from '@gfm/shared/config/environment';
import type { MallRoutesModule, PageModule } from '@gfm/shared/contracts/remotes';
import type { RenderRequest, RenderResult } from '../../src/entry.server';
import { createPages } from '../render/pages';
import type { createRemoteReleases } from '../releases/remote-releases';
import type { RemoteRelease, Releases } from '../releases/remote-release';
import type { createServerModules } from '../releases/server-modules';
import { createPageRoute } from '../routes/page-route';
import { SeedIssuer } from '../seeds/seed-issuer';
import { BoundedLabels } from './bounded-labels';
import { registerHttpMetrics } from './http-metrics';
import { registerMetricsRoute } from './metrics-route';
import { createRenderMetrics } from './render-metrics';
import { registerRequestTrace } from './request-trace';

const config = configFromEnv({});

function releaseOf(remote: RemoteRelease['remote']): RemoteRelease {
  const entry = `http://localhost:3001/${remote}/remoteEntry.js`;
  return {
    remote,
    version: '1.0.0',
    entry,
    manifestUrl: entry,
    manifest: {} as RemoteRelease['manifest'],
    serverEntry: entry,
  };
}

const current: Releases = { gfm43: releaseOf('gfm43'), gfmpalam: releaseOf('gfmpalam'), blog: releaseOf('blog') };
const page = (): Promise<PageModule> => Promise.resolve({ Component: () => null });
const gfm43Routes: MallRoutesModule = { routes: [{ id: 'home', path: '', page }] };

/**
 * The shell's page route and metrics as app.ts wires them, with the real
 * route tree and a renderer that answers each page at once (no remote).
 */
async function shellWithMetrics() {
  const registry = new Registry();
  const app = Fastify();
  registerRequestTrace(app);
  registerHttpMetrics(app, registry);
  const render = async ({ request }: RenderRequest): Promise<RenderResult> => ({
    kind: 'page',
    status: 200,
    html: `<p>${request.headers.get('traceparent') ?? ''}</p>`,
    unavailable: [],
    inlineStyles: [],
  });
  const pages = createPages({
    config,
    shellAssets: { entry: '/main.js', styles: [] },
    releases: { all: async () => ({ releases: current, bucketed: false }) } as unknown as ReturnType<
      typeof createRemoteReleases
    >,
    modules: (async () => gfm43Routes) as unknown as ReturnType<typeof createServerModules>,
    render,
    searchEntries: async () => [],
    observer: createRenderMetrics({ registry, versions: new BoundedLabels(10), queueDepth: () => 0 }),
  });
  const answerPage = createPageRoute({
    config,
    shellAssets: { entry: '/main.js', styles: [] },
    pages,
    sharedCaching: { sharedMaxAgeS: 60, staleIfErrorS: 600 },
    seeds: new SeedIssuer({ newSeedsPerAddress: 20, newSeedsPerNetwork: 60 }),
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  registerMetricsRoute(app, registry);
  app.get('/*', answerPage);
  app.setNotFoundHandler((request, reply) => answerPage(request, reply));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual', ...init });
    return { headers: response.headers, status: response.status, body: await response.text() };
  };
  /** The `gfm_` series on /metrics, as their lines. */
  const series = async () => (await get('/metrics')).body.split('\n').filter((line) => line.startsWith('gfm_'));
  return { app, get, series };
}

/** The value of one series, from /metrics' lines. */
const valueOf = (lines: string[], series: string) =>
  Number(lines.find((line) => line.startsWith(`${series} `))?.split(' ')[1]);

describe('requests by route id', () => {
  it('counts a page under its route id, an unknown path under the 404 route, and no path at all', async () => {
    const { app, get, series } = await shellWithMetrics();
    await get('/');
    await get('/gfm43');
    await get('/no-such-page');
    await get('/gfm43/no-such-shop');
    await get('/healthz');
    await get('/a//b');
    const lines = await series();
    const routes = new Set(lines.flatMap((line) => /route="([^"]*)"/.exec(line)?.[1] ?? []));
    expect([...routes].sort()).toEqual(
      ['/healthz', '/metrics', 'canonical-redirect', 'gfm43/home', 'gfm43/not-found', 'landing', 'unknown']
        .filter((route) => route !== '/metrics')
        .sort(),
    );
    expect(valueOf(lines, 'gfm_http_requests_total{route="unknown",status_class="2xx"}')).toBe(1);
    expect(lines.join('\n')).not.toContain('no-such');
    await app.close();
  }, 15_000);

  it('keeps the same series whatever unknown paths visitors send (60 or 450)', async () => {
    const { app, get, series } = await shellWithMetrics();
    const send = async (from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        await get(`/x${index}`);
        await get(`/gfm43/y${index}?q=${index}`);
        await get(`/gfmpalam/blog/z${index}/${index}`);
      }
    };
    await send(0, 20);
    // /metrics itself is counted from its first scrape on.
    await series();
    const before = (await series()).map((line) => line.split(' ')[0]);
    await send(20, 150);
    const after = (await series()).map((line) => line.split(' ')[0]);
    expect(after).toEqual(before);
    await app.close();
  }, 30_000);
});

describe('the trace of a page', () => {
  it('passes a valid traceparent on in its trace, and never one as a visitor sent it', async () => {
    const { app, get } = await shellWithMetrics();
    const sent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const traced = await get('/search?q=a', { headers: { traceparent: sent } });
    expect(traced.body).toMatch(/<p>00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01<\/p>/);
    expect(traced.body).not.toContain(sent);
    const forged = await get('/search?q=b', { headers: { traceparent: '00-<script>-x-01' } });
    expect(forged.body).toMatch(/<p>00-[0-9a-f]{32}-[0-9a-f]{16}-01<\/p>/);
    expect(forged.body).not.toContain('script');
    await app.close();
  });

  it('says in Server-Timing what each remote part took, or that the page was kept', async () => {
    const { app, get } = await shellWithMetrics();
    const first = await get('/gfm43');
    expect(first.headers.get('server-timing')).toMatch(
      /^(remote-gfm43;dur=\d+\.\d, )?render;dur=\d+\.\d, total;dur=\d+\.\d$/,
    );
    const again = await get('/gfm43');
    expect(again.headers.get('server-timing')).toMatch(/^cache;desc="hit", total;dur=\d+\.\d$/);
    await app.close();
  });
});
