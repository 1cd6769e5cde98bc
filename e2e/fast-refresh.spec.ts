import { expect, test } from './test';
import { withDevServers } from './dev-servers';
import { expectRefreshInPlace } from './fast-refresh';

/**
 * Fast Refresh on the composed site, where the shell loads the remote's entry
 * from its dev server (`npm start -- shell remote-gfm43`; the services and the
 * other remotes are those `npm run serve` runs for the tests). On the remote's
 * own dev server it is proved by standalone-dev.spec.ts, which runs that server
 * anyway: a dev server's first compile is the cost of these tests (decision 064).
 */
test.describe('Fast Refresh on the development servers', { tag: '@desktop' }, () => {
  // The first compile of a dev server takes 10–15 s alone on two cores, longer beside the other tests.
  test.describe.configure({ timeout: 240_000 });

  test('composed in the shell: the remote’s edited component changes in place', async ({ page: browserPage }) => {
    await withDevServers(
      ['start', '--', 'shell', 'remote-gfm43'],
      { shell: 3310, 'remote-gfm43': 3311 },
      async (origins) => {
        const requests: string[] = [];
        browserPage.on('request', (request) => requests.push(request.url()));
        await expectRefreshInPlace(browserPage, `${origins.shell}/gfm43/automotive`);
        // The mall came from its dev server, not from the production host on 3001.
        expect(requests.some((url) => url.startsWith(`${origins['remote-gfm43']}/remoteEntry.js`))).toBe(true);
      },
    );
  });
});
