/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createServicesServer, healthRoute } from './app';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServicesServer([healthRoute]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('local services server', () => {
  it('answers its health check', async () => {
    const response = await fetch(`${origin}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown route with a JSON 404 in the WordPress shape', async () => {
    const response = await fetch(`${origin}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});
