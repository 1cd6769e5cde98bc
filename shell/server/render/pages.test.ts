/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { configFromEnv } from '@gfm/shared/config/environment';
import { createElement } from 'react';
import { Outlet } from '@gfm/shared/router';
import { MALL_EXPOSES, type MallRoutesModule, type PageModule } from '@gfm/shared/contracts/remotes';
import { DIRECTORY_QUERY } from '@gfm/shared/routing/page-query';
import { render as renderPage, type RenderRequest, type RenderResult } from '../../src/entry.server';
import { createPages, type PageAnswer } from './pages';
import { integrityOf } from '@gfm/release/signature';
import type { createRemoteReleases } from '../releases/remote-releases';
import { sha256Source } from './security-headers';
import type { RemoteRelease, Releases } from '../releases/remote-release';
import type { createServerModules } from '../releases/server-modules';

const config = configFromEnv({});

function releaseOf(remote: RemoteRelease['remote']): RemoteRelease {
  const entry = `http://localhost:3001/${remote}/remoteEntry.js`;
  return {
    remote,
    version: '1',
    entry,
    manifestUrl: entry,
    manifest: {} as RemoteRelease['manifest'],
    serverEntry: entry,
  };
}

const current: Releases = { gfm43: releaseOf('gfm43'), gfmpalam: releaseOf('gfmpalam'), blog: releaseOf('blog') };
const page = (): Promise<PageModule> => Promise.resolve({ Component: () => null });
/** Sector 43's list as its remote gives it: the directory names its parameters. */
const gfm43Routes: MallRoutesModule = {
  routes: [
    { id: 'home', path: '', page },
    { id: 'allBrands', path: 'all-brands', page, query: DIRECTORY_QUERY },
    { id: 'carBrand', path: 'automotive/:car', page },
  ],
};

/** The releases' answer for these releases: none of them a canary. */
const releasesOf = (releases: Releases) =>
  ({ all: async () => ({ releases, served: {}, canaryOut: false }) }) as unknown as ReturnType<
    typeof createRemoteReleases
  >;

/** The server's pages on the current releases with Sector 43's list of routes, unless told otherwise. */
function pagesOf(
  options: Partial<Parameters<typeof createPages>[0]> & Pick<Parameters<typeof createPages>[0], 'render'>,
) {
  return createPages({
    config,
    shellAssets: { entry: '/main.js', styles: [] },
    releases: releasesOf(current),
    modules: (async () => gfm43Routes) as unknown as ReturnType<typeof createServerModules>,
    searchEntries: async () => [],
    ...options,
  });
}

/** The server's pages with a renderer that records the request each render's loaders would see. */
function pagesWithCountedRenders(status = 200, maxAgeMs?: number, keptMs?: number) {
  const seen: string[] = [];
  const render = jest.fn(async ({ request }: RenderRequest): Promise<RenderResult> => {
    seen.push(request.url.replace(config.siteUrl.replace(/\/$/, ''), ''));
    return {
      kind: 'page',
      status,
      html: `<p>${request.url}</p>`,
      unavailable: [],
      inlineStyles: [],
      ...(maxAgeMs === undefined ? {} : { maxAgeMs }),
      ...(keptMs === undefined ? {} : { keptMs }),
    };
  });
  const pageFor = pagesOf({ render });
  const answer = async (target: string): Promise<PageAnswer> =>
    (await pageFor(new URL(target, 'http://site.invalid'))).answer;
  return { answer, render, seen, renders: pageFor.renders };
}

describe('the page cache (decision 039)', () => {
  it('renders a page once for 300 ad-click variants of its address, and its loaders never see them', async () => {
    const { answer, render, seen } = await pagesWithCountedRenders();
    const answers = [];
    for (let index = 1; index <= 300; index += 1) {
      answers.push(await answer(`/gfm43?utm_source=x${index}&utm_medium=cpc&fbclid=F${index}&gclid=G${index}`));
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['/gfm43']);
    expect(new Set(answers.map((found) => (found.kind === 'page' ? found.page.etag : found.kind))).size).toBe(1);
    // The address without a query is the same page, already kept.
    await answer('/gfm43');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders the search page once per `q`, and drops the rest of the query', async () => {
    const { answer, render, seen } = await pagesWithCountedRenders();
    await answer('/search?q=coffee');
    await answer('/search?q=salon&utm_source=mail');
    await answer('/search?utm_campaign=x&q=coffee');
    await answer('/search?q=salon');
    expect(render).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['/search?q=coffee', '/search?q=salon']);
  });

  it('keeps the directory’s filters, in one order, and nothing else', async () => {
    const { answer, render, seen } = await pagesWithCountedRenders();
    await answer('/gfm43/all-brands?view=plan&fbclid=1&category=Cafe&q=brew');
    await answer('/gfm43/all-brands?q=brew&category=Cafe&view=plan&utm_source=x');
    await answer('/gfm43/all-brands?q=brew');
    expect(render).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['/gfm43/all-brands?q=brew&category=Cafe&view=plan', '/gfm43/all-brands?q=brew']);
  });

  it('keeps search results in a cache of their own: endless queries never push a page out', async () => {
    const { answer, render } = await pagesWithCountedRenders();
    await answer('/gfm43');
    for (let index = 0; index < 700; index += 1) await answer(`/search?q=${index}`);
    await answer('/gfm43');
    await answer('/search?q=699');
    // The page and the latest query are kept; the oldest queries are not.
    expect(render).toHaveBeenCalledTimes(701);
    await answer('/search?q=0');
    expect(render).toHaveBeenCalledTimes(702);
  });

  it('sends a page asked for with a trailing slash or in other letters to its own address, with a 308', async () => {
    const { answer, render } = await pagesWithCountedRenders();
    expect(await answer('/gfm43/all-brands/?utm_source=x')).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/gfm43/all-brands?utm_source=x',
    });
    expect(await answer('/gfm43/')).toEqual({ kind: 'redirect', status: 308, location: '/gfm43' });
    expect(await answer('/search/?q=tea')).toEqual({ kind: 'redirect', status: 308, location: '/search?q=tea' });
    expect(await answer('/GFM43/All-Brands')).toEqual({ kind: 'redirect', status: 308, location: '/gfm43/all-brands' });
    // A parameter's value is the page's to judge: only the fixed segments are respelled.
    expect(await answer('/gfm43/Automotive/BMW')).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/gfm43/automotive/BMW',
    });
    expect(render).not.toHaveBeenCalled();
  });

  it('never keeps a page that answered 503 (WordPress out of service, decision 040): the next request renders it again', async () => {
    const { answer, render } = await pagesWithCountedRenders(503);
    await answer('/gfm43/blogs');
    await answer('/gfm43/blogs');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('counts a render that erred or answered 5xx as a failure of the remote whose route it is, and never keeps it', async () => {
    const failed: string[] = [];
    const render = jest.fn(async ({ onError, request }: RenderRequest): Promise<RenderResult> => {
      // The home page's part throws while React renders it (shown as its fallback); the blog answers 503.
      if (request.url.endsWith('/gfm43')) onError?.(new Error('a part threw'));
      const status = request.url.endsWith('/blogs') ? 503 : 200;
      return { kind: 'page', status, html: '<p></p>', unavailable: [], inlineStyles: [] };
    });
    const pageFor = pagesOf({
      render,
      observer: {
        cache: () => undefined,
        overloaded: () => undefined,
        rendered: (parts) => failed.push(...parts.filter((part) => part.failed).map((part) => part.remote)),
      },
    });
    for (const target of ['/gfm43', '/gfm43', '/gfm43/blogs']) await pageFor(new URL(target, 'http://site.invalid'));
    expect(render).toHaveBeenCalledTimes(3);
    expect(failed).toEqual(['gfm43', 'gfm43', 'blog']);
  });

  /**
   * With the real server render: a blog page is drawn inside its mall's
   * layout, and each is a remote part of its own. Whose code threw is told
   * by React's component stack, so a mall's broken layout is never counted
   * against the blog's version (the judge would read it as the blog's
   * failure), and a broken blog page not against the mall's.
   */
  it('blames an error on the remote whose part threw: a mall’s layout around a blog page is the mall’s', async () => {
    const failedParts = async (broken: 'layout' | 'blog') => {
      const failed: string[] = [];
      const thrower = () => {
        throw new Error('canary fault');
      };
      const modules = (async (_release: RemoteRelease, _remote: string, expose: string) => {
        if (expose === MALL_EXPOSES.layout)
          return { default: broken === 'layout' ? thrower : () => createElement(Outlet) };
        if (expose === MALL_EXPOSES.routes) return gfm43Routes;
        return { page: () => ({ Component: broken === 'blog' ? thrower : () => createElement('h1', null, 'Blog') }) };
      }) as unknown as ReturnType<typeof createServerModules>;
      const pageFor = pagesOf({
        modules,
        render: renderPage,
        observer: {
          cache: () => undefined,
          overloaded: () => undefined,
          rendered: (parts) => failed.push(...parts.filter((part) => part.failed).map((part) => part.remote)),
        },
      });
      await pageFor(new URL('/gfm43/blogs', 'http://site.invalid'));
      return failed;
    };
    expect(await failedParts('layout')).toEqual(['gfm43']);
    expect(await failedParts('blog')).toEqual(['blog']);
  });

  it('writes the rules of each sheet the page uses, allowed by their hash, and names a signed sheet’s sha384 (decision 085)', async () => {
    const sheet = 'http://localhost:3001/gfm43/styles.a.css';
    const mallCss = '.title { color: red }\n.arrow { width: 44px }\n';
    const signed: RemoteRelease = {
      ...releaseOf('gfm43'),
      files: { 'styles.a.css': integrityOf(mallCss) },
      manifest: { exposes: [{ name: MALL_EXPOSES.routes, assets: { css: { sync: ['styles.a.css'] } } }] },
    };
    const home = (): Promise<PageModule> =>
      Promise.resolve({ Component: () => createElement('h1', { className: 'title' }, 'Sector 43') });
    const modules = (async (_release: RemoteRelease, _remote: string, expose: string) =>
      expose === MALL_EXPOSES.layout
        ? { default: () => createElement(Outlet) }
        : { routes: [{ id: 'home', path: '', page: home }] }) as unknown as ReturnType<typeof createServerModules>;
    const pageFor = pagesOf({
      modules,
      render: renderPage,
      releases: releasesOf({ ...current, gfm43: signed }),
      shellAssets: { entry: '/main.js', styles: ['/main.css'] },
      shellStyles: { '/main.css': 'body { margin: 0 } .unused { color: blue }' },
      readText: async (url) => {
        if (url === sheet) return mallCss;
        throw new Error(`${url}: not here`);
      },
    });
    const found = (await pageFor(new URL('/gfm43', 'http://site.invalid'))).answer;
    if (found.kind !== 'page') throw new Error(found.kind);
    const html = found.page.body.toString('utf8');
    expect(html).toContain('<style data-first-screen="/main.css">body{margin:0}</style>');
    expect(html).toContain(`<style data-first-screen="${sheet}">.title{color:red}</style>`);
    expect(html).not.toContain('data-href');
    const policy = found.page.headers['Content-Security-Policy'] ?? '';
    for (const css of ['body{margin:0}', '.title{color:red}']) expect(policy).toContain(sha256Source(css));
    const data = JSON.parse(
      /<script type="application\/json" id="gfm-hydration">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(data.assets.styleIntegrity).toEqual({ [sheet]: integrityOf(mallCss) });
  });

  it('says until when the page is true, for a cache in front (decision 047), and counts its renders', async () => {
    const { answer, renders } = await pagesWithCountedRenders(200, 90 * 60_000);
    const before = Date.now();
    const found = await answer('/gfm43');
    await answer('/gfm43?utm_source=x');
    expect(renders()).toBe(1);
    const rightUntil = found.kind === 'page' ? found.page.rightUntil : undefined;
    expect(rightUntil).toBeGreaterThanOrEqual(before + 90 * 60_000);
    expect(rightUntil).toBeLessThanOrEqual(Date.now() + 90 * 60_000);
    expect(found.kind === 'page' && found.page.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('keeps a page whose loader reads its data again (`s-maxage`) that long, though it stays true longer (decision 077)', async () => {
    const { answer, renders } = await pagesWithCountedRenders(200, 90 * 60_000, 20_000);
    const before = Date.now();
    const found = await answer('/gfm43');
    await answer('/gfm43');
    expect(renders()).toBe(1);
    const times = found.kind === 'page' ? found.page : undefined;
    expect(times?.rightUntil).toBeGreaterThanOrEqual(before + 90 * 60_000);
    expect(times?.keptUntil).toBeGreaterThanOrEqual(before + 20_000);
    expect(times?.keptUntil).toBeLessThanOrEqual(Date.now() + 20_000);
  });

  it('does not redirect a path that is no page: it is the 404 page where it was asked for', async () => {
    const { answer } = await pagesWithCountedRenders();
    for (const path of ['/no-such-page/', '/gfm43/no-such-page/', '/NO-SUCH'])
      expect((await answer(path)).kind).toBe('page');
  });
});

describe('overload is answered, not queued (decision 046)', () => {
  /** Pages whose renders wait until the test lets them finish (or never, for a render that hangs). */
  function pagesWithHeldRenders(options: { renderQueue: number; pageDeadlineMs: number }) {
    const held: { url: string; signal: AbortSignal; finish: () => void }[] = [];
    let version = '1';
    const render = jest.fn(
      ({ request }: RenderRequest) =>
        new Promise<RenderResult>((resolve) => {
          const url = request.url.replace(config.siteUrl.replace(/\/$/, ''), '');
          held.push({
            url,
            signal: request.signal,
            finish: () =>
              resolve({ kind: 'page', status: 200, html: `<p>${url}</p>`, unavailable: [], inlineStyles: [] }),
          });
        }),
    );
    const releases = {
      all: async () => ({
        releases: { ...current, gfm43: { ...releaseOf('gfm43'), version } },
        served: {},
        canaryOut: false,
      }),
    } as unknown as ReturnType<typeof createRemoteReleases>;
    const pageFor = pagesOf({ releases, render, renderConcurrency: 1, ...options });
    const answer = async (target: string): Promise<PageAnswer> =>
      (await pageFor(new URL(target, 'http://site.invalid'))).answer;
    const release = (next: string) => (version = next);
    return { answer, render, held, release };
  }

  it('answers a page past the queue at once with a 503 to try again, and renders the ones it took', async () => {
    const { answer, render, held } = pagesWithHeldRenders({ renderQueue: 1, pageDeadlineMs: 60_000 });
    const first = answer('/search?q=1');
    const second = answer('/search?q=2');
    await expect(answer('/search?q=3')).resolves.toEqual({ kind: 'overloaded', retryAfterSeconds: 2 });
    while (held.length < 1) await new Promise((resolve) => setImmediate(resolve));
    held[0]?.finish();
    while (held.length < 2) await new Promise((resolve) => setImmediate(resolve));
    held[1]?.finish();
    expect((await first).kind).toBe('page');
    expect((await second).kind).toBe('page');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('aborts a render that never ends at the deadline, frees its slot, and answers the last copy of a page when it has one', async () => {
    const { answer, held, release } = pagesWithHeldRenders({ renderQueue: 4, pageDeadlineMs: 100 });
    const kept = answer('/gfm43');
    while (held.length < 1) await new Promise((resolve) => setImmediate(resolve));
    held[0]?.finish();
    const copy = await kept;
    expect(copy.kind).toBe('page');
    // A release: the page is rendered again for the new version, and this render hangs.
    release('2');
    const hung = await answer('/gfm43');
    expect(held[1]?.signal.aborted).toBe(true);
    // The last copy stands in for it.
    expect(hung).toEqual(copy);
    // A page with no copy is a 503; the hung render holds no slot, so the next page renders.
    expect(await answer('/gfm43/all-brands')).toEqual({ kind: 'overloaded', retryAfterSeconds: 2 });
    const next = answer('/search?q=tea');
    while (held.length < 4) await new Promise((resolve) => setImmediate(resolve));
    held[3]?.finish();
    expect((await next).kind).toBe('page');
  });
});
