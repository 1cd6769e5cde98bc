/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import http from 'node:http';
import { createServicesServer, healthRoute } from './app';

/** A GET with the request target as given, not normalised as fetch would. */
function rawGet(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(origin + '/', { path: target }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServicesServer([
    healthRoute,
    {
      method: 'GET',
      path: '/throws',
      handler: () => {
        throw new Error('a handler that throws before it awaits');
      },
    },
    { method: 'GET', path: '/rejects', handler: async () => Promise.reject(new Error('a handler that rejects')) },
  ]);
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

  it('answers a handler that throws or rejects with a 500 and keeps serving', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await fetch(`${origin}/throws`)).status).toBe(500);
    expect((await fetch(`${origin}/rejects`)).status).toBe(500);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
    expect((await fetch(`${origin}/health`)).status).toBe(200);
  });

  it('reads a target that is a path but not a URL relative to one (//[, ///)', async () => {
    expect(await rawGet('//[')).toBe(404);
    expect(await rawGet('///')).toBe(404);
    expect((await fetch(`${origin}/health`)).status).toBe(200);
  });
});
