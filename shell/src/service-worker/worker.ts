import {
  CACHE_PREFIX,
  emptyIndex,
  evictionFor,
  expired,
  hasIntegrity,
  INDEX_PATH,
  isFresh,
  keyOf,
  markOfflineCopy,
  OFFLINE_PATH,
  requestKind,
  titleOf,
  WARM_API,
  type OfflineIndex,
  type WarmList,
  type WorkerSettings,
} from './offline-index';

/**
 * The site's service worker (decision 045), served by the shell's server at
 * `/sw.js` with its settings written above this code: the version (the
 * shell's build and each remote's current release), the byte budget, the
 * maximum age and the origins it keeps files of. A new release is new bytes
 * at `/sw.js`, so the browser installs a new worker, which drops the old
 * caches and keeps the visitor's malls and pages again.
 *
 * Pages: network first; without signal the copy kept, else the offline page.
 * Files named by content: the copy kept first. Other files: network first.
 * All of it in one cache per version, within a byte budget, least recently
 * used out first, nothing older than a day.
 */

// The webworker library's types would clash with the DOM's in one program: these are the parts used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  __gfmOffline: WorkerSettings;
  location: Location;
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const settings = scope.__gfmOffline;
const site = scope.location.origin;
const cacheName = `${CACHE_PREFIX}${settings.version}`;
/** The site's own origin as the browser sees it (behind a proxy it may not be the configured one), and the remotes'. */
const origins = [site, ...settings.origins];
/** A page slower than this, when a copy is kept, is answered from the copy (a train between stations). */
const PAGE_WAIT_MS = 4000;
/** Files fetched at once while keeping a mall: a phone's connection is shared with the page. */
const WARM_CONCURRENCY = 4;

// ---- the index: one JSON entry in the cache, changed one step at a time ----

let indexLoaded: Promise<OfflineIndex> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function loadIndex(): Promise<OfflineIndex> {
  indexLoaded ??= caches
    .open(cacheName)
    .then((cache) => cache.match(INDEX_PATH))
    .then((found) => (found ? (found.json() as Promise<OfflineIndex>) : emptyIndex()))
    .catch(emptyIndex);
  return indexLoaded;
}

/** Runs `change` on the index and the cache, one change at a time, and writes the index back. */
function withIndex<T>(change: (index: OfflineIndex, cache: Cache) => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const [index, cache] = await Promise.all([loadIndex(), caches.open(cacheName)]);
    const result = await change(index, cache);
    await cache.put(
      INDEX_PATH,
      new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }),
    );
    return result;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Keeps an answer under `key` if it fits the budget (dropping the least recently used), or not at all. */
/** How a page is kept: gzip, by the worker (a page carries its style sheets: about 110 KB of HTML, 18 KB compressed). */
const PAGE_ENCODING = 'gzip';
const KEPT_ENCODING_HEADER = 'X-Offline-Encoding';

const transform = (bytes: ArrayBuffer, stream: CompressionStream | DecompressionStream) =>
  new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer();

async function store(key: string, response: Response, kind: 'page' | 'file', keep?: ReadonlySet<string>) {
  if (!response.ok || response.type === 'opaque' || response.redirected) return;
  const bytes = await response.arrayBuffer();
  const title = kind === 'page' ? titleOf(new TextDecoder().decode(bytes)) : undefined;
  const compress = kind === 'page' && typeof CompressionStream === 'function';
  const body = compress ? await transform(bytes, new CompressionStream(PAGE_ENCODING)) : bytes;
  await withIndex(async (index, cache) => {
    const previous = index.entries[key];
    if (previous) Reflect.deleteProperty(index.entries, key);
    const { fits, drop } = evictionFor(index, body.byteLength, settings.budgetBytes, keep);
    if (!fits) {
      if (previous) await cache.delete(key);
      return;
    }
    for (const url of drop) {
      Reflect.deleteProperty(index.entries, url);
      await cache.delete(url);
    }
    const headers = new Headers(response.headers);
    // The cache keeps the bytes as they are: their encoding is the browser's business, already undone.
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    if (compress) headers.set(KEPT_ENCODING_HEADER, PAGE_ENCODING);
    await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }));
    const now = Date.now();
    index.entries[key] = { kind, bytes: body.byteLength, storedAt: now, usedAt: now, ...(title ? { title } : {}) };
  });
}

/** The copy kept under `key`, if it is younger than the maximum age (an older one is dropped). */
async function kept(key: string): Promise<Response | undefined> {
  const index = await loadIndex();
  const entry = index.entries[key];
  if (!isFresh(entry, Date.now(), settings.maxAgeMs)) {
    if (entry)
      void withIndex(async (fresh, cache) => {
        Reflect.deleteProperty(fresh.entries, key);
        await cache.delete(key);
      });
    return undefined;
  }
  const found = await (await caches.open(cacheName)).match(key);
  if (found) entry.usedAt = Date.now();
  return found;
}

// A page kept for later is asked of the server itself: the browser's HTTP cache may hold a copy a
// minute old (pages allow `stale-while-revalidate`, decision 047), which could be a release behind.
const KEEP_PAGE: RequestInit = { credentials: 'same-origin', cache: 'no-store' };

// ---- answering ----

function fetchFile(url: URL, integrity = ''): Promise<Response> {
  // Another origin's file is asked for with CORS, so its size is known and its copy can answer any request for it.
  // A file the page names a hash for is refused by the fetch itself when its bytes differ (decision 048).
  const checked = integrity ? { integrity } : {};
  return url.origin === site
    ? fetch(url.href, checked)
    : fetch(url.href, { mode: 'cors', credentials: 'omit', ...checked });
}

async function answerFile(request: Request, url: URL, immutable: boolean): Promise<Response> {
  const key = keyOf(url, site);
  // A copy kept before the page named its hash (a mall kept ahead of time) is served only if it has it: a
  // file changed on its host is never kept past the fix, nor served to a page that would refuse it.
  if (immutable) {
    const copy = await kept(key);
    if (copy && (await hasIntegrity(await copy.clone().arrayBuffer(), request.integrity))) return copy;
  }
  try {
    const response = await fetchFile(url, request.integrity);
    if (response.ok) void store(key, response.clone(), 'file');
    return response;
  } catch (error) {
    const copy = immutable ? undefined : await kept(key);
    if (copy) return copy;
    throw error;
  }
}

async function copyOfPage(key: string): Promise<Response | undefined> {
  const copy = await kept(key);
  if (!copy) return undefined;
  const bytes = await copy.arrayBuffer();
  const encoding = copy.headers.get(KEPT_ENCODING_HEADER);
  const plain = encoding ? await transform(bytes, new DecompressionStream(encoding as CompressionFormat)) : bytes;
  const html = markOfflineCopy(new TextDecoder().decode(plain), key);
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

async function answerPage(request: Request, url: URL): Promise<Response> {
  const key = keyOf(url, site);
  const index = await loadIndex();
  const network = fetch(request);
  const hasCopy = isFresh(index.entries[key], Date.now(), settings.maxAgeMs);
  try {
    const response = await (hasCopy
      ? Promise.race([
          network,
          new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('slow')), PAGE_WAIT_MS)),
        ])
      : network);
    if (response.ok && !response.redirected) void store(key, response.clone(), 'page');
    return response;
  } catch {
    network.catch(() => undefined);
    // The page kept at this address; else, for an address with a query, the page kept without it
    // (the app draws what the query asks for from the data its code carries).
    const copy = (await copyOfPage(key)) ?? (url.search ? await copyOfPage(url.pathname) : undefined);
    if (copy) return copy;
    if (await kept(OFFLINE_PATH))
      return Response.redirect(`${OFFLINE_PATH}?page=${encodeURIComponent(`${url.pathname}${url.search}`)}`, 302);
    return new Response('You are offline, and this page has not been kept on this device.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const kind = requestKind(url, request.mode === 'navigate', site, origins);
  if (kind === 'pass') return;
  if (kind === 'page' && url.pathname === OFFLINE_PATH && url.search) {
    // The offline page is one page whatever it was asked about.
    event.respondWith(fetch(request).catch(async () => (await copyOfPage(OFFLINE_PATH)) ?? Response.error()));
    return;
  }
  event.respondWith(kind === 'page' ? answerPage(request, url) : answerFile(request, url, kind === 'immutable'));
});

// ---- keeping a mall ----

let keepingAgain: Promise<void> | undefined;
const warming = new Map<string, Promise<{ bytes: number; kept: number; missed: number }>>();

async function warmMall(mall: string) {
  const response = await fetch(`${WARM_API}/${encodeURIComponent(mall)}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${WARM_API}/${mall}: HTTP ${response.status}`);
  const list = (await response.json()) as WarmList;
  if (list.version !== settings.version) {
    // A release came out since this worker: the next one keeps the mall.
    void scope.registration.update();
    return { bytes: 0, kept: 0, missed: 0 };
  }
  await withIndex(async (index) => {
    if (!index.malls.includes(mall)) index.malls.push(mall);
  });
  const wanted = [
    ...list.files.map((file) => ({ url: new URL(file, site), kind: 'file' as const })),
    ...list.pages.map((page) => ({ url: new URL(page, site), kind: 'page' as const })),
  ];
  const keep = new Set(wanted.map(({ url }) => keyOf(url, site)));
  let missed = 0;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const item = wanted[next++];
      if (!item) break;
      const { url, kind } = item;
      const key = keyOf(url, site);
      if (isFresh((await loadIndex()).entries[key], Date.now(), settings.maxAgeMs)) continue;
      try {
        const answer = kind === 'page' ? await fetch(url.href, KEEP_PAGE) : await fetchFile(url);
        if (answer.ok) await store(key, answer, kind, keep);
        else missed += 1;
      } catch {
        missed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: WARM_CONCURRENCY }, worker));
  const index = await loadIndex();
  const bytes = Object.values(index.entries).reduce((sum, entry) => sum + entry.bytes, 0);
  return { bytes, kept: [...keep].filter((key) => key in index.entries).length, missed };
}

/**
 * The page the visitor is reading, kept as it is on the server (register.ts asks for it once the worker is
 * active): the worker did not see its request, made before it was registered. Only a page of the site.
 */
async function keepPage(page: unknown) {
  if (typeof page !== 'string' || !page.startsWith('/') || page.length > 2000) return;
  const url = new URL(page, site);
  const key = keyOf(url, site);
  if (url.origin !== site || requestKind(url, true, site, origins) !== 'page') return;
  if (isFresh((await loadIndex()).entries[key], Date.now(), settings.maxAgeMs)) return;
  await store(key, await fetch(url.href, KEEP_PAGE), 'page');
}

function warm(mall: string) {
  let running = warming.get(mall);
  if (!running) {
    running = warmMall(mall).finally(() => warming.delete(mall));
    warming.set(mall, running);
  }
  return running;
}

scope.addEventListener('message', (event) => {
  const message = event.data as { type?: string; mall?: string; page?: unknown } | null;
  if (message?.type === 'keep-again') {
    keepingAgain ??= keepAgain().finally(() => (keepingAgain = undefined));
    event.waitUntil(keepingAgain);
    return;
  }
  if (message?.type === 'keep-page') {
    event.waitUntil(keepPage(message.page).catch(() => undefined));
    return;
  }
  if (message?.type !== 'warm' || typeof message.mall !== 'string' || !/^[a-z0-9-]{1,40}$/.test(message.mall)) return;
  const reply = event.ports[0];
  event.waitUntil(
    warm(message.mall).then(
      (result) => reply?.postMessage({ type: 'warmed', mall: message.mall, version: settings.version, ...result }),
      (error: unknown) => reply?.postMessage({ type: 'failed', mall: message.mall, message: String(error) }),
    ),
  );
});

// ---- versions ----

/** The offline page and the shell's files it runs on: without them a page never opened would have nothing to show. */
async function install() {
  const page = fetch(OFFLINE_PATH, KEEP_PAGE).then((response) => store(OFFLINE_PATH, response, 'page'));
  const files = settings.shellFiles.map((file) =>
    fetch(file).then((response) => store(keyOf(new URL(file, site), site), response, 'file')),
  );
  await Promise.allSettled([page, ...files]);
  await scope.skipWaiting();
}

scope.addEventListener('install', (event) => event.waitUntil(install()));

/** What the visitor had kept under older versions: their malls and the pages they opened, to keep again. */
async function previousVisits(names: readonly string[]): Promise<{ malls: string[]; pages: string[] }> {
  const malls = new Set<string>();
  const pages = new Set<string>();
  for (const name of names) {
    const found = await (await caches.open(name)).match(INDEX_PATH);
    const index = found ? ((await found.json().catch(() => emptyIndex())) as OfflineIndex) : emptyIndex();
    index.malls.forEach((mall) => malls.add(mall));
    for (const [key, entry] of Object.entries(index.entries)) if (entry.kind === 'page') pages.add(key);
  }
  return { malls: [...malls], pages: [...pages] };
}

async function activate() {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName);
  const visits = await previousVisits(names);
  await Promise.all(names.map((name) => caches.delete(name)));
  await withIndex(async (index, cache) => {
    for (const key of expired(index, Date.now(), settings.maxAgeMs)) {
      Reflect.deleteProperty(index.entries, key);
      await cache.delete(key);
    }
    index.malls = [...new Set([...index.malls, ...visits.malls])];
    index.revisit = visits.pages.filter((page) => page !== OFFLINE_PATH && page.startsWith('/'));
  });
  await scope.clients.claim();
}

/**
 * The new release's files and pages in place of the old ones: the malls and
 * pages the visitor had kept. Asked for by the page when this worker takes
 * it over (register.ts), so it runs in a message's time rather than holding
 * the worker's activation (and every page's requests) back; best effort, as
 * the visitor may have no signal.
 */
async function keepAgain() {
  const { malls, revisit = [] } = await loadIndex();
  for (const mall of malls) await warm(mall).catch(() => undefined);
  for (const page of revisit) {
    const key = keyOf(new URL(page, site), site);
    if (key in (await loadIndex()).entries) continue;
    try {
      await store(key, await fetch(new URL(page, site).href, KEEP_PAGE), 'page');
    } catch {
      return;
    }
  }
  await withIndex(async (index) => {
    index.revisit = [];
  });
}

scope.addEventListener('activate', (event) => event.waitUntil(activate()));
