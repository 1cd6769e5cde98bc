import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WORDPRESS_FAIL_FAST_MS } from '../remote-blog/src/api/limits';
import { loadFixture } from '../test/wordpress-fixtures';
import { startShellServer, type RunningServer } from './servers';
import { expect, test } from './test';

/**
 * WordPress out of service is not "not found" (decision 040): the blog's
 * pages answer 503 in the mall's frame, with a "Try again" that works
 * without JavaScript, and come back as soon as WordPress does. WordPress is
 * a tiny server of the test's own, answering the recorded fixtures, a 500,
 * or nothing at all.
 */
type Mode = 'ok' | 'error' | 'hang';

async function startWordPress(): Promise<{ origin: string; setMode: (mode: Mode) => void; stop: () => Promise<void> }> {
  let mode: Mode = 'ok';
  const server = http.createServer((request, response) => {
    if (mode === 'hang') return;
    if (mode === 'error') {
      response
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end('{"code":"internal_server_error","message":"Down"}');
      return;
    }
    const url = request.url ?? '';
    const name = url.includes('/tags?')
      ? 'tags_by_slug'
      : url.includes('slug=')
        ? 'posts_slug_embed'
        : 'posts_embed_tag_gfm43';
    const fixture = loadFixture(name);
    response
      .writeHead(fixture.status, {
        'Content-Type': 'application/json',
        ...(fixture.headers['x-wp-total']
          ? {
              'X-WP-Total': fixture.headers['x-wp-total'],
              'X-WP-TotalPages': fixture.headers['x-wp-totalpages'] ?? '1',
            }
          : {}),
      })
      .end(fixture.text);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    setMode: (next) => (mode = next),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.describe('WordPress out of service', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });
  let wordPress: Awaited<ReturnType<typeof startWordPress>>;
  let shell: RunningServer;

  test.beforeEach(async () => {
    wordPress = await startWordPress();
    // A shell server of the test's own: nothing kept from another test's WordPress.
    shell = await startShellServer(3120 + test.info().workerIndex, { BLOG_API_URL: `${wordPress.origin}/wp-json` });
  });
  test.afterEach(async () => {
    await shell.stop();
    await wordPress.stop();
  });

  test('a 500 is a 503 in the mall’s frame with a Try again that works without JavaScript, never kept', async ({
    page,
  }) => {
    wordPress.setMode('error');
    const list = await page.goto(`${shell.origin}/gfm43/blogs`);
    expect(list?.status()).toBe(503);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The stories could not be loaded right now.');
    await expect(page.getByRole('heading', { name: 'oops! Page not found' })).toHaveCount(0);
    const post = await page.goto(`${shell.origin}/gfm43/blog/diwali-mega-sale-at-gfm-43`);
    expect(post?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'This story could not be loaded' })).toBeVisible();

    wordPress.setMode('ok');
    const [again] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/gfm43/blog/diwali-mega-sale-at-gfm-43')),
      page.getByRole('link', { name: 'Try again' }).click(),
    ]);
    expect(again.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Diwali Mega Sale at GFM 43' })).toBeVisible();
  });

  test('a WordPress that hangs is a 503 too, and the page comes back once it answers', async ({ page }) => {
    wordPress.setMode('hang');
    const list = await page.goto(`${shell.origin}/gfm43/blogs`);
    expect(list?.status()).toBe(503);
    await expect(page.getByRole('alert')).toContainText('The stories could not be loaded right now.');
    const retry = page.getByRole('link', { name: 'Try again' });
    await expect(retry).toHaveAttribute('href', '/gfm43/blogs');

    wordPress.setMode('ok');
    // After a time-out the server stops asking WordPress for a while (WORDPRESS_FAIL_FAST_MS) and answers
    // 503 at once: the visitor's "Try again" works again once that window is over, however long the
    // machine took to get here. Tried until it does; the limit guards against a hang.
    await expect(async () => {
      const [again] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/gfm43/blogs')),
        retry.click(),
      ]);
      expect(again.status()).toBe(200);
    }).toPass({ intervals: [250, 500, 1000], timeout: WORDPRESS_FAIL_FAST_MS + 30_000 });
    await expect(page.getByRole('link', { name: /^Read More/ }).first()).toBeVisible();
  });
});
