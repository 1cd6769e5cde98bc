import { exposeChunkName, withExposeChunks } from './manifest-expose-chunks.mjs';

describe('withExposeChunks', () => {
  const expose = (name, js, css = []) => ({
    name,
    assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } },
  });

  it('names the chunk Module Federation makes for an expose', () => {
    expect(exposeChunkName('blog-list')).toBe('__federation_expose_blog_list');
    expect(exposeChunkName('./layout')).toBe('__federation_expose_layout');
  });

  it("puts an expose's own chunk back at the head of its lists, and leaves a complete entry as it is", () => {
    const chunks = new Map([
      [
        '__federation_expose_blog_list',
        new Set([
          '__federation_expose_blog_list.76ef.js',
          '__federation_expose_blog_list.d2b4.css',
          '__federation_expose_blog_list.76ef.js.map',
        ]),
      ],
      ['__federation_expose_layout', new Set(['__federation_expose_layout.4f85.js'])],
    ]);
    // As @module-federation/manifest 2.9.2 writes them: the blog list's own chunk is missing.
    const stats = {
      exposes: [
        expose('blog-list', ['264.5b90.js', '860.8354.js'], []),
        expose('layout', ['786.222e.js', '__federation_expose_layout.4f85.js']),
      ],
    };
    withExposeChunks(stats, (name) => chunks.get(name));
    expect(stats.exposes[0].assets.js.sync).toEqual([
      '__federation_expose_blog_list.76ef.js',
      '264.5b90.js',
      '860.8354.js',
    ]);
    expect(stats.exposes[0].assets.css.sync).toEqual(['__federation_expose_blog_list.d2b4.css']);
    expect(stats.exposes[1].assets.js.sync).toEqual(['786.222e.js', '__federation_expose_layout.4f85.js']);
  });

  it('leaves an expose whose chunk it cannot find as it was', () => {
    const stats = { exposes: [expose('routes', ['597.6a3e.js'])] };
    withExposeChunks(stats, () => undefined);
    expect(stats.exposes[0].assets.js.sync).toEqual(['597.6a3e.js']);
  });
});
