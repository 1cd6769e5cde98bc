import { expect, test } from './test';
import { inBatches, rawCases, sendRaw } from './raw-requests';

/** Every server of `npm run serve`, and a request each must still answer afterwards. */
const SERVERS = [
  { name: 'shell', port: 3000, healthy: '/' },
  { name: 'remote-gfm43', port: 3001, healthy: '/remoteEntry.js' },
  { name: 'remote-gfmpalam', port: 3002, healthy: '/remoteEntry.js' },
  { name: 'remote-blog', port: 3003, healthy: '/remoteEntry.js' },
  { name: 'services', port: 4000, healthy: '/health' },
];

/** Links as a chat app or a mail client mangles them (cut escapes, NULs, dot segments). */
const MANGLED_LINKS = [
  '/%',
  '/%zz',
  '/gfm43/%E0%A4%A',
  '/gfmpalam/%ff',
  '/%00',
  '/gfm43/%00',
  '/..%2f..%2fetc%2fpasswd',
  '/gfm43/automotive/..%2F..%2F',
  '/gfmpalam/...',
  '/no-such-page',
];

const NOT_FOUND_TITLE = 'oops! Page not found';

test.describe('no request stops a server', { tag: '@phone' }, () => {
  // About 350 cases on five servers, 20 connections at a time.
  test.setTimeout(120_000);

  test('malformed targets and framings on raw sockets get a 4xx or an answer, never a 5xx or silence, and every server answers after them', async ({
    request,
  }) => {
    const cases = rawCases();
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const problems: string[] = [];
    for (const server of SERVERS) {
      const answers = await inBatches(cases, 20, (rawCase) =>
        // A request that never arrives whole is given up by the client after a second, as a dropped connection.
        sendRaw(server.port, rawCase.bytes, rawCase.mayCloseSilently ? { cutOffMs: 1000 } : {}),
      );
      answers.forEach((answer, index) => {
        const rawCase = cases[index];
        if (!rawCase) return;
        if (answer.status !== undefined && answer.status >= 500)
          problems.push(`${server.name}: ${rawCase.name}: ${answer.status}`);
        if (answer.status === undefined && !rawCase.mayCloseSilently)
          problems.push(`${server.name}: ${rawCase.name}: no answer${answer.timedOut ? ' (timed out)' : ''}`);
      });
      const after = await request.get(`http://localhost:${server.port}${server.healthy}`);
      expect(after.status(), `${server.name} answers ${server.healthy} after the malformed requests`).toBe(200);
    }
    expect(problems).toEqual([]);
  });

  test('a mangled link gets the site’s 404 page with status 404, not an empty answer', async () => {
    for (const link of MANGLED_LINKS) {
      const answer = await sendRaw(
        3000,
        Buffer.from(`GET ${link} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'),
        // The page whole: the server closes when it is sent, however long a pause between its parts.
        { maxBytes: 1024 * 1024, quietMs: 10_000 },
      );
      expect(answer.status, link).toBe(404);
      expect(answer.text, link).toContain(NOT_FOUND_TITLE);
    }
  });

  test('a link with an empty segment is sent to the page without it (decision 035)', async () => {
    for (const [link, location] of [
      ['///', '/'],
      ['//[', '/['],
      ['//evil.example/', '/evil.example/'],
      ['/gfm43//automotive?x=1', '/gfm43/automotive?x=1'],
    ]) {
      const answer = await sendRaw(
        3000,
        Buffer.from(`GET ${link} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'),
      );
      expect(answer.status, link).toBe(308);
      expect(answer.text, link).toContain(`\r\nlocation: ${location}\r\n`);
    }
  });

  test('a mangled link opened in the browser shows the 404 page with its way home', async ({ page }) => {
    for (const link of ['/gfm43/%E0%A4%A', '/%zz', '/gfmpalam/%ff']) {
      const response = await page.goto(link);
      expect(response?.status(), link).toBe(404);
      await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
      await expect(page.getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
    }
  });
});
