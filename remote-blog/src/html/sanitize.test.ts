/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { excerptOf, htmlToText, sanitizeHtml } from './sanitize';

const unsafe =
  (
    JSON.parse(fs.readFileSync(path.join(__dirname, '../../../stand-ins/content/posts-qa.json'), 'utf8')) as {
      posts: { content: string }[];
    }
  ).posts[0]?.content ?? '';

describe('sanitizeHtml (on the server as in the browser: no DOM here)', () => {
  it('removes scripts, event handlers, style attributes, javascript: links and frames, and keeps the text', () => {
    expect(unsafe).toMatch(/\son[a-z]+\s*=/i);
    const clean = sanitizeHtml(unsafe);
    expect(clean).not.toMatch(/<script|\son[a-z]+\s*=|\sstyle\s*=|href="javascript:|<iframe/i);
    expect(clean).toContain('A paragraph with an event handler.');
    expect(clean).toContain('A javascript: link');
  });

  it('opens links to other sites in a new tab without access to the page, and keeps the site’s own in place', () => {
    const clean = sanitizeHtml(
      '<a href="https://elsewhere.example/x" target="_self">out</a><a href="/gfm43" target="_blank">in</a>',
    );
    expect(clean).toContain('<a href="https://elsewhere.example/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(clean).toContain('<a href="/gfm43">in</a>');
  });

  it('keeps a post’s pictures, headings, lists and quotes', () => {
    const html =
      '<h2>Menu</h2><figure><img src="https://wp.example/a.jpg" alt="A dish" width="800" height="600" onerror="x()"><figcaption>Dish</figcaption></figure><ul><li>One</li></ul><blockquote>Good</blockquote>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Menu</h2><figure><img src="https://wp.example/a.jpg" alt="A dish" width="800" height="600" /><figcaption>Dish</figcaption></figure><ul><li>One</li></ul><blockquote>Good</blockquote>',
    );
  });
});

describe('excerptOf and htmlToText', () => {
  it('strips markup, decodes entities and cuts to 140 characters with an ellipsis', () => {
    expect(htmlToText('<p>Tea &amp; <em>coffee</em> &#8212; daily</p>')).toBe('Tea & coffee — daily');
    expect(htmlToText('<p>One</p><p>Two</p><p>Jo<b>int</b>ed</p>')).toBe('One Two Jointed');
    expect(htmlToText('Kids &#038; Parents: &#8220;Learn&#8221;<script>alert(1)</script>')).toBe(
      'Kids & Parents: “Learn”',
    );
    const long = `<p>${'word '.repeat(60)}</p>`;
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(141);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerptOf('<p>Short.</p>')).toBe('Short.');
  });

  it('drops WordPress’s own [&hellip;] marker', () => {
    expect(excerptOf('<p>Sessions every weekend [&hellip;]</p>')).toBe('Sessions every weekend');
  });
});
