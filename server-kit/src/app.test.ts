/**
 * @jest-environment node
 */
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createServicesApp, healthRoutes } from './app';
import { SERVER_LIMITS } from './server';

/** A GET with the request target as given, not normalised as fetch would. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(origin + '/', { path: target }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The first line of the answer to `bytes` sent on a socket of its own. */
function rawStatusLine(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const { port } = new URL(origin);
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', () => resolve(text.split('\r\n')[0] ?? ''));
  });
}

let server: FastifyInstance;
let origin: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = createServicesApp(
    [
      healthRoutes,
      async (app) => {
        app.get('/throws', () => {
          throw new Error('a handler that throws before it awaits');
        });
        app.get('/rejects', async () => Promise.reject(new Error('a handler that rejects')));
        app.post('/echo', async (request) => ({ length: JSON.stringify(request.body).length }));
      },
    ],
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
});

describe('the services’ server', () => {
  it('answers its health check, and logs nothing of it', async () => {
    lines.length = 0;
    const response = await fetch(`${origin}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(lines).toEqual([]);
  });

  it('answers an unknown route with a JSON 404 in the WordPress shape, and logs it in one line', async () => {
    lines.length = 0;
    const response = await fetch(`${origin}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    expect(lines).toEqual([expect.objectContaining({ msg: 'answered', method: 'GET', url: '/nowhere', status: 404 })]);
  });

  it('answers a handler that throws or rejects with a 500, logs why, and keeps serving', async () => {
    lines.length = 0;
    expect((await fetch(`${origin}/throws`)).status).toBe(500);
    const rejected = await fetch(`${origin}/rejects`);
    expect(rejected.status).toBe(500);
    expect(await rejected.json()).toEqual({ code: 'internal_error', message: 'The service failed to answer.' });
    const errors = lines.filter((line) => line.level === 50);
    expect(errors.map((line) => String(line.error))).toEqual([
      expect.stringContaining('a handler that throws before it awaits'),
      expect.stringContaining('a handler that rejects'),
    ]);
    expect((await fetch(`${origin}/health`)).status).toBe(200);
  });

  it('reads a target that is a path but not a URL relative to one (//[, ///), and a broken escape as a path', async () => {
    expect((await rawGet('//[')).status).toBe(404);
    expect((await rawGet('///')).status).toBe(404);
    expect(await rawGet('/%zz')).toMatchObject({ status: 404, body: expect.stringContaining('rest_no_route') });
    expect((await fetch(`${origin}/health`)).status).toBe(200);
  });

  it('answers a target that is not a path with a 400 in its own shape', async () => {
    expect(await rawStatusLine('GET * HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    const answer = await rawGet('*');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'rest_invalid_request', data: { status: 400 } });
  });

  it('keeps the shell’s limits: time to send headers and a request, keep-alive, and a body', async () => {
    expect(server.server.headersTimeout).toBe(SERVER_LIMITS.headersTimeoutMs);
    expect(server.server.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs);
    expect(server.server.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeoutMs);
    const post = (bytes: number) =>
      fetch(`${origin}/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify('x'.repeat(bytes - 2)),
      });
    expect((await post(SERVER_LIMITS.bodyBytes)).status).toBe(200);
    const tooLarge = await post(SERVER_LIMITS.bodyBytes + 1);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'rest_invalid_request', data: { status: 413 } });
  });
});
