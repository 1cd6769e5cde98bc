/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createSitemap } from './sitemap.mjs';

const config = { blogApiUrl: 'http://wp/wp-json', blogTags: { gfm43: 'gfm43', gfmpalam: 'gfmpalam' } };

describe('the sitemap as the server answers it', () => {
  it('is built once for requests that arrive together, and kept', async () => {
    let builds = 0;
    let clock = 0;
    const sitemap = createSitemap({
      ttlMs: 1000,
      now: () => clock,
      build: async () => {
        builds += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return `<urlset>${builds}</urlset>`;
      },
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => sitemap('http://site', config)));
    expect(new Set(answers)).toEqual(new Set(['<urlset>1</urlset>']));
    expect(await sitemap('http://site', config)).toBe('<urlset>1</urlset>');
    expect(builds).toBe(1);
    clock = 2000;
    expect(await sitemap('http://site', config)).toBe('<urlset>2</urlset>');
    expect(await sitemap('http://other', config)).toBe('<urlset>3</urlset>');
  });

  it('tries again after a build that failed', async () => {
    let builds = 0;
    const sitemap = createSitemap({
      build: async () => {
        builds += 1;
        if (builds === 1) throw new Error('down');
        return '<urlset/>';
      },
    });
    await expect(sitemap('http://site', config)).rejects.toThrow('down');
    await expect(sitemap('http://site', config)).resolves.toBe('<urlset/>');
  });
});
