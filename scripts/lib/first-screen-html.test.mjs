/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FIRST_SCREEN_HTML_MARK as CONTRACT_MARK,
  FIRST_SCREEN_OUTLET as CONTRACT_OUTLET,
  FIRST_SCREEN_POST_SEGMENT as CONTRACT_POST_SEGMENT,
  FIRST_SCREEN_POST_TOKENS as CONTRACT_POST_TOKENS,
  FIRST_SCREEN_TOKENS as CONTRACT_TOKENS,
  firstScreenHtmlPath,
} from '../../shared/src/contracts/first-screen';
import {
  FIRST_SCREEN_HTML_MARK,
  FIRST_SCREEN_OUTLET,
  FIRST_SCREEN_POST_SEGMENT,
  FIRST_SCREEN_POST_TOKENS,
  FIRST_SCREEN_TOKENS,
  FIRST_SCREEN_TEXT_CHARS,
  createFirstScreens,
  firstScreenFileFor,
  firstScreenOnly,
  inlineableCss,
  remoteStylesheetsOf,
  postDateText,
  postTokenValues,
  prepareFirstScreen,
  styleAttributeSources,
  titleText,
  withFirstScreen,
  withPart,
} from './first-screen-html.mjs';
import { createStaticServer } from './static-server.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';

const config = { imageBaseUrl: 'https://assets.example.com/uploads/', maps: { gfm43: 'https://maps.example/a?x=1&y=2', gfmpalam: 'https://maps.example/b' } };
const file = (body) => `${FIRST_SCREEN_HTML_MARK}\n${body}`;

describe('first screen HTML on the shell’s server', () => {
  it('speaks the same contract as the remotes’ build', () => {
    expect(FIRST_SCREEN_HTML_MARK).toBe(CONTRACT_MARK);
    expect(FIRST_SCREEN_TOKENS).toEqual(CONTRACT_TOKENS);
    expect(FIRST_SCREEN_OUTLET).toBe(CONTRACT_OUTLET);
    expect(FIRST_SCREEN_POST_SEGMENT).toBe(CONTRACT_POST_SEGMENT);
    expect(FIRST_SCREEN_POST_TOKENS).toEqual(CONTRACT_POST_TOKENS);
    for (const page of ['/gfm43', '/gfm43/automotive/mercedes', '/gfmpalam/clothing', '/gfmpalam/blogs']) {
      expect(firstScreenFileFor(page)?.file).toBe(firstScreenHtmlPath(page));
    }
    expect(firstScreenFileFor('/gfmpalam/blog/music-nights')?.file).toBe(firstScreenHtmlPath(`/gfmpalam/blog/${CONTRACT_POST_SEGMENT}`));
  });

  it('has files for the landing page (the shell’s own), a mall’s own pages, its blog list and its posts: not odd paths', () => {
    expect(firstScreenFileFor('/')).toEqual({ own: true, file: firstScreenHtmlPath('/') });
    expect(firstScreenFileFor('/gfmpalam/clothing')).toEqual({ remote: 'gfmpalam', file: 'first-screen/gfmpalam/clothing.html' });
    expect(firstScreenFileFor('/404')).toEqual({ own: true, file: 'first-screen/404.html' });
    expect(firstScreenFileFor('/gfm43/blogs')).toEqual({
      remote: 'gfm43',
      file: 'first-screen/gfm43/blogs.html',
      part: { remote: 'blog', file: 'first-screen/gfm43/blogs.html' },
    });
    expect(firstScreenFileFor('/gfm43/blogs/more')).toBeUndefined();
    expect(firstScreenFileFor('/gfm43/blog/coffee-trail')).toEqual({
      remote: 'gfm43',
      file: 'first-screen/gfm43/blog/_post.html',
      part: { remote: 'blog', file: 'first-screen/gfm43/blog/_post.html' },
      post: true,
    });
    expect(firstScreenFileFor('/gfm43/blog')).toBeUndefined();
    expect(firstScreenFileFor('/gfm43/blog/coffee-trail/more')).toBeUndefined();
    expect(firstScreenFileFor('/gfm43/../secrets')).toBeUndefined();
    expect(firstScreenFileFor('/gfm43/%2e%2e')).toBeUndefined();
  });

  it('fills the run-time settings in, escaped for an attribute, and refuses what is not a first screen', () => {
    const html = prepareFirstScreen(file(`<img src="${CONTRACT_TOKENS.imageBaseUrl}/a.jpg"><div data-map="${CONTRACT_TOKENS.mapGfm43}"></div>`), config);
    expect(html).toBe('<img src="https://assets.example.com/uploads/a.jpg"><div data-map="https://maps.example/a?x=1&amp;y=2"></div>');
    expect(prepareFirstScreen('<!doctype html><html><body>index.html of a missing file</body></html>', config)).toBeUndefined();
    expect(prepareFirstScreen(file('<p>%%gfm:somethingNew%%</p>'), config)).toBeUndefined();
    expect(prepareFirstScreen(undefined, config)).toBeUndefined();
  });

  it('makes a remote style sheet fit to write into the document, or refuses it', () => {
    expect(inlineableCss('.a{background:url(img/a.svg)}.b{background:url("/b.svg")}.c{background:url(data:image/png;base64,AA)}', 'http://r.example/x/s.css')).toBe(
      '.a{background:url(http://r.example/x/img/a.svg)}.b{background:url("/b.svg")}.c{background:url(data:image/png;base64,AA)}',
    );
    expect(inlineableCss('.a{content:"</style><script>"}', 'http://r.example/s.css')).toBeUndefined();
  });

  it('allows exactly the style attributes of the markup, hashed as the browser hashes them', () => {
    const sources = styleAttributeSources('<span style="aspect-ratio:16 / 9;background-image:url(&quot;/a.jpg&quot;)"></span><i style="--n:3"></i><b style="--n:3"></b>');
    const hash = (value) => `'sha256-${crypto.createHash('sha256').update(value).digest('base64')}'`;
    expect(sources).toEqual([hash('aspect-ratio:16 / 9;background-image:url("/a.jpg")'), hash('--n:3')]);
    const policy = contentSecurityPolicy(buildRuntimeConfig({}), { styleAttributes: sources });
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sources.join(' ')}`);
    expect(contentSecurityPolicy(buildRuntimeConfig({}))).not.toContain('style-src-attr');
  });

  it('puts the markup into the root, inert and marked, writes the remote style sheets in and makes the shell’s a style sheet', () => {
    const shell =
      '<html><head><link rel=preload as=style href=/512.aaaa.css fetchpriority=low><link rel=preload as=script href=/1.js fetchpriority=low>' +
      '<link rel="preload" as="style" href="http://localhost:3002/layout.css"><link rel="preload" as="script" href="http://localhost:3002/remoteEntry.js"></head><body><noscript>Global Foyer Mall needs JavaScript to show its pages.</noscript><div id=root></div></body></html>';
    expect(remoteStylesheetsOf(shell)).toEqual(['http://localhost:3002/layout.css']);
    const document = withFirstScreen(shell, { html: '<main><h1>Clothing $& $1</h1></main>', styles: [{ href: 'http://localhost:3002/layout.css', css: '.a{color:red}' }] });
    expect(document).toContain('<div id="root" data-first-screen inert><main><h1>Clothing $& $1</h1></main></div>');
    expect(document).toContain('<link rel="stylesheet" href="/512.aaaa.css">');
    expect(document).toContain('<style data-href="http://localhost:3002/layout.css">.a{color:red}</style>');
    expect(document).not.toContain('<link rel="preload" as="style" href="http://localhost:3002/layout.css">');
    expect(document).toContain('<link rel=preload as=script href=/1.js fetchpriority=low>');
    expect(document).toContain('<link rel="preload" as="script" href="http://localhost:3002/remoteEntry.js" fetchpriority="low">');
    expect(document).not.toContain('needs JavaScript to show its pages');
  });

  it('puts remote-blog’s page into the mall’s layout, and draws nothing when either is missing', () => {
    const layout = `<div><header>H</header>${FIRST_SCREEN_OUTLET}<footer>F</footer></div>`;
    expect(withPart(layout, '<h1>Trending at</h1>')).toBe('<div><header>H</header><h1>Trending at</h1><footer>F</footer></div>');
    expect(withPart(layout, '<p>$& $1</p>')).toBe('<div><header>H</header><p>$& $1</p><footer>F</footer></div>');
    expect(withPart(layout, null)).toBeUndefined();
    expect(withPart('<div>no outlet</div>', '<h1>T</h1>')).toBeUndefined();
    expect(withPart(undefined, '<h1>T</h1>')).toBeUndefined();
    expect(withPart('<div>a mall page</div>', undefined)).toBe('<div>a mall page</div>');
  });

  it('keeps only the first screen: the frame, and the page up to its first picture, without what follows <main>', () => {
    const frame = (main) => `<div class="f"><a href="#main-content">Skip</a><header><img src="/logo.svg" alt="Logo"/><nav><ul><li><a href="/x">X</a></li></ul></nav></header><main id="main-content">${main}</main><section>Newsletter<img src="/n.jpg" alt=""/></section><footer><p>© 2026</p></footer></div>`;
    const hero = '<section><h1>Hero</h1><picture><source srcSet="/h.avif"/><img src="/h.jpg" alt="Hero"/></picture></section>';
    expect(firstScreenOnly(frame(`${hero}<section><h2>Partners</h2><img src="/p.jpg" alt="P"/></section>`))).toBe(
      `<div class="f"><a href="#main-content">Skip</a><header><img src="/logo.svg" alt="Logo"/><nav><ul><li><a href="/x">X</a></li></ul></nav></header><main id="main-content">${hero}</main></div>`,
    );
    // A title alone comes with what follows it, up to the picture.
    const titled = firstScreenOnly(frame(`<h1>Clothing</h1><div><svg><path d="M0"/></svg><img src="/o.jpg" alt="Offer"/></div><section>Grid<img src="/g.jpg" alt=""/></section>`));
    expect(titled).toContain('<h1>Clothing</h1><div><svg><path d="M0"/></svg><img src="/o.jpg" alt="Offer"/></div></main></div>');
    expect(titled).not.toContain('Grid');
    // A page that wraps all of its content in one element is cut inside that wrapper, not kept whole.
    const wrapped = firstScreenOnly(frame(`<div class="page"><h1>Food</h1><div class="offers"><img src="/o.jpg" alt="Offer"/></div><section>Strip<img src="/s.jpg" alt=""/></section></div>`));
    expect(wrapped).toContain('<main id="main-content"><div class="page"><h1>Food</h1><div class="offers"><img src="/o.jpg" alt="Offer"/></div></div></main></div>');
    expect(wrapped).not.toContain('Strip');
  });

  it('keeps a text page up to a screen of text, and a page shorter than that whole, still without the footer', () => {
    const paragraph = `<p>${'a'.repeat(FIRST_SCREEN_TEXT_CHARS / 2)}</p>`;
    const policy = `<div><main><article><h1>Privacy Policy</h1>${paragraph}${paragraph}</article><section>${paragraph}</section></main><footer>F</footer></div>`;
    expect(firstScreenOnly(policy)).toBe(`<div><main><article><h1>Privacy Policy</h1>${paragraph}${paragraph}</article></main></div>`);
    const loading = '<div><header>H</header><main><p role="status">Loading...</p></main><section>Newsletter</section><footer>F</footer></div>';
    expect(firstScreenOnly(loading)).toBe('<div><header>H</header><main><p role="status">Loading...</p></main></div>');
    expect(firstScreenOnly('<div><p>No main here</p></div>')).toBe('<div><p>No main here</p></div>');
    // A text page's one article is kept whole: cut inside it, the swap would fill the screen later.
    const article = `<div><main><article><h1>Privacy Policy</h1>${paragraph}${paragraph}${paragraph}</article></main><footer>F</footer></div>`;
    expect(firstScreenOnly(article)).toBe(`<div><main><article><h1>Privacy Policy</h1>${paragraph}${paragraph}${paragraph}</article></main></div>`);
  });

  it('reads a WordPress title as the browser’s parser does, and refuses one with markup or a reference it does not know', () => {
    expect(titleText('Kids &#038; Parents: &#8220;Learn &amp; Play&#8221; &#x2014; Caf&eacute;')).toBeUndefined();
    expect(titleText('Kids &#038; Parents: &#8220;Learn &amp; Play&#8221; &#x2014;  at&nbsp;Noon ')).toBe('Kids & Parents: “Learn & Play” — at Noon');
    expect(titleText('A <em>bold</em> title')).toBeUndefined();
    expect(titleText('Price &#150; list')).toBeUndefined();
    expect(titleText('M&S &copy 2024')).toBeUndefined();
    expect(titleText(42)).toBeUndefined();
    expect(postDateText('2024-10-01T10:00:00')).toBe('1 October 2024');
    expect(postDateText('not a date')).toBe('not a date');
  });

  it('reads a post’s fields as remote-blog’s toPost does, with its fallbacks, and refuses what the page would write otherwise', () => {
    const post = { date: '2024-10-09T09:15:00', title: { rendered: 'Kids &#038; Parents' }, _embedded: { author: [{ name: '  ' }], 'wp:featuredmedia': [{ source_url: 'https://blog.example.com/k.jpg', alt_text: '' }] } };
    expect(postTokenValues([post])).toEqual({
      [FIRST_SCREEN_POST_TOKENS.title]: 'Kids & Parents',
      [FIRST_SCREEN_POST_TOKENS.author]: 'Unknown Author',
      [FIRST_SCREEN_POST_TOKENS.date]: '2024-10-09T09:15:00',
      [FIRST_SCREEN_POST_TOKENS.dateText]: '9 October 2024',
      [FIRST_SCREEN_POST_TOKENS.imageSrc]: 'https://blog.example.com/k.jpg',
      [FIRST_SCREEN_POST_TOKENS.imageAlt]: 'Kids & Parents',
      [FIRST_SCREEN_POST_TOKENS.imageWidth]: '1200',
      [FIRST_SCREEN_POST_TOKENS.imageHeight]: '675',
    });
    const media = (changes) => [{ ...post, _embedded: { ...post._embedded, 'wp:featuredmedia': [{ ...post._embedded['wp:featuredmedia'][0], ...changes }] } }];
    expect(postTokenValues(media({ media_details: { width: 800, height: 450 } }))?.[FIRST_SCREEN_POST_TOKENS.imageWidth]).toBe('800');
    expect(postTokenValues(media({ media_details: { width: '800' } }))).toBeUndefined();
    expect(postTokenValues(media({ source_url: 'javascript:alert(1)' }))).toBeUndefined();
    expect(postTokenValues([{ ...post, date: undefined }])).toBeUndefined();
    expect(postTokenValues({ code: 'rest_post_invalid_id' })).toBeUndefined();
  });

  it('draws a post from the answer WordPress gave the document, and no post it cannot fill', async () => {
    const template = file(`<h1>${FIRST_SCREEN_POST_TOKENS.title}</h1><img src="${FIRST_SCREEN_POST_TOKENS.imageSrc}" alt="${FIRST_SCREEN_POST_TOKENS.imageAlt}">`);
    const layout = file(`<main>${FIRST_SCREEN_OUTLET}</main>`);
    const read = [];
    const answers = {
      'good-post': [{ date: '2024-10-01T10:00:00', title: { rendered: 'Tea &amp; &#8220;Cake&#8221;' }, _embedded: { 'wp:featuredmedia': [{ source_url: 'https://blog.example.com/a.jpg?x=1&y="2"' }] } }],
      'no-picture': [{ date: '2024-10-01T10:00:00', title: { rendered: 'Words' } }],
    };
    const firstScreens = createFirstScreens({
      fetchText: async (url) => (url.startsWith('http://b.example/') ? template : layout),
      readPost: async (url) => {
        read.push(url);
        return answers[new URL(url).searchParams.get('slug')] ?? [];
      },
    });
    const site = { ...config, blogApiUrl: 'https://blog.example.com/wp-json', remotes: { gfm43: 'http://a.example/remoteEntry.js', blog: 'http://b.example/blog/remoteEntry.js' } };
    const sheets = ['http://a.example/layout.css', 'http://b.example/blog/post.css'];
    expect(await firstScreens('/gfm43/blog/good-post', site, sheets)).toEqual({
      html: '<main><h1>Tea &amp; “Cake”</h1><img src="https://blog.example.com/a.jpg?x=1&amp;y=&quot;2&quot;" alt="Tea &amp; “Cake”"></main>',
      styles: sheets.map((href) => ({ href, css: expect.any(String) })),
    });
    expect(read).toEqual(['https://blog.example.com/wp-json/wp/v2/posts?slug=good-post&_embed']);
    expect(await firstScreens('/gfm43/blog/no-picture', site, sheets)).toBeUndefined();
    expect(await firstScreens('/gfm43/blog/missing', site, sheets)).toBeUndefined();
    expect(await firstScreens('/gfm43/blog/Not_A_Slug', site, sheets)).toBeUndefined();
    expect(await firstScreens('/gfm43/blog/good-post', { ...site, remotes: { gfm43: site.remotes.gfm43 } }, sheets)).toBeUndefined();
    // The hints had no style sheet of the blog (its manifest was not read in time): its part would be drawn unstyled.
    expect(await firstScreens('/gfm43/blog/good-post', site, [sheets[0]])).toBeUndefined();
    expect(await firstScreens('/gfm43/blog/good-post', site, [sheets[1]])).toBeUndefined();
    expect(read).toHaveLength(5);
  });

  it('draws the landing page whole from the shell’s own build, with no remote and no style sheet to inline', async () => {
    const landing = file(`<main><div><h1><img src="${CONTRACT_TOKENS.imageBaseUrl}/gfm/logo.svg" alt="Logo"></h1><ul><li><img src="${CONTRACT_TOKENS.imageBaseUrl}/gfm/a.jpg" alt=""></li></ul></div></main>`);
    const asked = [];
    const firstScreens = createFirstScreens({
      fetchText: async (url) => {
        throw new Error(`no remote is asked: ${url}`);
      },
      readOwnFile: async (name) => {
        asked.push(name);
        return landing;
      },
    });
    const site = { ...config, remotes: {} };
    // Not cut after the logo, the first picture: the landing page is one screen.
    expect(await firstScreens('/', site)).toEqual({
      html: '<main><div><h1><img src="https://assets.example.com/uploads/gfm/logo.svg" alt="Logo"></h1><ul><li><img src="https://assets.example.com/uploads/gfm/a.jpg" alt=""></li></ul></div></main>',
      styles: [],
    });
    expect(asked).toEqual(['first-screen/index.html']);
    // No file (a build without it), an unreadable one, or no reader: the page is drawn by the browser as before.
    expect(await createFirstScreens({ readOwnFile: async () => 'not a first screen' })('/', site)).toBeUndefined();
    expect(await createFirstScreens({ readOwnFile: () => Promise.reject(new Error('ENOENT')) })('/', site)).toBeUndefined();
    expect(await createFirstScreens()('/', site)).toBeUndefined();
  });

  it('reads each page’s file from the remote once per five seconds, and gives up on a remote that is slow or gone', async () => {
    let now = 0;
    const asked = [];
    const firstScreens = createFirstScreens({
      now: () => now,
      timeoutMs: 50,
      fetchText: async (url, signal) => {
        asked.push(url);
        if (url.includes('slow')) return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        return file(`<h1>${new URL(url).pathname}</h1>`);
      },
    });
    const remotes = { remotes: { gfm43: 'http://remote.example/gfm43/remoteEntry.js', gfmpalam: 'http://slow.example/remoteEntry.js' }, ...config };
    const layoutSheet = 'http://remote.example/gfm43/layout.css';
    expect(await firstScreens('/gfm43/food-and-drinks/', remotes, [layoutSheet])).toEqual({
      html: '<h1>/gfm43/first-screen/gfm43/food-and-drinks.html</h1>',
      styles: [{ href: layoutSheet, css: expect.stringContaining('layout.css') }],
    });
    await firstScreens('/gfm43/food-and-drinks', remotes, [layoutSheet]);
    expect(asked).toEqual(['http://remote.example/gfm43/first-screen/gfm43/food-and-drinks.html', layoutSheet]);
    now = 6000;
    await firstScreens('/gfm43/food-and-drinks', remotes, [layoutSheet]);
    expect(asked).toHaveLength(4);
    // Read, but not drawn, without the remote's style sheet (the server's warm-up asks so).
    expect(await firstScreens('/gfm43/food-and-drinks', remotes)).toBeUndefined();
    expect(await firstScreens('/gfmpalam/clothing', remotes)).toBeUndefined();
    expect(await firstScreens('/gfm43/blogs', remotes)).toBeUndefined();
    expect(await firstScreens('/gfm43', { ...remotes, remotes: {} })).toBeUndefined();
    // A page whose style sheet the remote does not serve in time is not drawn: unstyled would be worse.
    expect(await firstScreens('/gfm43', remotes, ['http://slow.example/layout.css'])).toBeUndefined();
    const styled = await firstScreens('/gfm43', remotes, ['http://remote.example/gfm43/layout.css']);
    expect(styled?.styles).toEqual([{ href: 'http://remote.example/gfm43/layout.css', css: expect.stringContaining('layout.css') }]);
  });

  it('serves the document with the markup and the policy of its own style attributes', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    const server = createStaticServer({
      root,
      runtimeConfig: () => ({}),
      headers: () => ({ 'Content-Security-Policy': "default-src 'self'" }),
      documentHints: async (url) =>
        url.pathname === '/drawn'
          ? { head: '<link rel="preconnect" href="http://x">', transform: (html) => withFirstScreen(html, { html: '<h1 style="--a:1">Drawn</h1>', styles: [] }), headers: { 'Content-Security-Policy': "default-src 'self'; style-src-attr 'unsafe-hashes'" } }
          : '',
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${server.address().port}`;
    try {
      const get = (pathname) =>
        new Promise((resolve) => http.get(`${origin}${pathname}`, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ body, policy: response.headers['content-security-policy'] }));
        }));
      const drawn = await get('/drawn');
      expect(drawn.body).toContain('<link rel="preconnect" href="http://x"></head>');
      expect(drawn.body).toContain('<div id="root" data-first-screen inert><h1 style="--a:1">Drawn</h1></div>');
      expect(drawn.policy).toBe("default-src 'self'; style-src-attr 'unsafe-hashes'");
      const plain = await get('/other');
      expect(plain.body).toContain('<div id="root"></div>');
      expect(plain.policy).toBe("default-src 'self'");
    } finally {
      server.close();
    }
  });
});
