import http from 'node:http';
import type net from 'node:net';

/**
 * A forward proxy for one Chromium context that connects to the site from
 * `address`, a loopback address of its own (all of 127.0.0.0/8 is this
 * machine's): to the front, each visitor is at an address of their own, as
 * visitors on the internet are, so what the shells bound per address (new
 * seeds, beacons, bad visitors: decision 076 and the beacon checks) applies to each alone.
 * Playwright sends a context's loopback requests through its proxy too. Plain
 * HTTP only: the topology's front is `http://127.0.0.1:8080`.
 */
export async function addressProxy(address: string): Promise<{ server: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const agent = new http.Agent({ keepAlive: true, localAddress: address });
  const proxy = http.createServer((request, response) => {
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      return void response.writeHead(400).end();
    }
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.headersSent || response.writeHead(502).end());
    request.pipe(upstream);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    close: async () => {
      agent.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
