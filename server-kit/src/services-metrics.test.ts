/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { jest } from '@jest/globals';
import { createServicesServer, healthRoute, sendJson } from './app';
import { createServicesMetrics } from './services-metrics';

let server: Server;
let origin: string;
const lines: string[] = [];

beforeAll(async () => {
  const metrics = createServicesMetrics();
  // An enquiry's answer as the collector gives it: stored, or refused for too many from one address.
  let posts = 0;
  server = createServicesServer(
    [
      healthRoute,
      metrics.route,
      {
        method: 'POST',
        path: '/api/enquiries',
        handler: (_request, response) => {
          posts += 1;
          sendJson(response, posts === 1 ? 201 : 429, {});
        },
      },
    ],
    metrics,
  );
  jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  jest.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

it('counts answers by route, never by path, and enquiries by outcome', async () => {
  for (let index = 0; index < 50; index += 1) await (await fetch(`${origin}/wp-login-${index}.php`)).text();
  await (await fetch(`${origin}/api/enquiries`, { method: 'POST', body: '{}' })).text();
  await (await fetch(`${origin}/api/enquiries`, { method: 'POST', body: '{}' })).text();
  const text = await (await fetch(`${origin}/metrics`)).text();
  expect(text).toContain('gfm_http_requests_total{route="not-found",status_class="4xx"} 50');
  expect(text).toContain('gfm_enquiries_total{outcome="stored"} 1');
  expect(text).toContain('gfm_enquiries_total{outcome="rate-limited"} 1');
  expect(text).toContain('nodejs_heap_size_used_bytes');
  expect(text).not.toContain('wp-login');
});

it('logs the traceparent an enquiry came with, and a new trace for one that is not valid', async () => {
  const sent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  lines.length = 0;
  await (await fetch(`${origin}/api/enquiries`, { method: 'POST', body: '{}', headers: { traceparent: sent } })).text();
  await (
    await fetch(`${origin}/api/enquiries`, { method: 'POST', body: '{}', headers: { traceparent: 'not-a-trace' } })
  ).text();
  const [traced, forged] = lines.map((line) => JSON.parse(line) as Record<string, string>);
  expect(traced).toMatchObject({ route: '/api/enquiries', parent: sent, traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
  expect(traced?.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
  expect(forged?.parent).toBeUndefined();
  expect(forged?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  expect(lines.join('\n')).not.toContain('not-a-trace');
});
