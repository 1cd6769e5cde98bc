import fs from 'node:fs';
import path from 'node:path';
import { excerptOf, htmlToText, sanitizeHtml, withoutInlineAttributes } from './sanitize';

const unsafe = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../../services/content/posts-qa.json'), 'utf8')) as { posts: { content: string }[] }).posts[0]?.content ?? '';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, javascript: links and frames, and keeps the text', () => {
    const clean = sanitizeHtml(unsafe);
    expect(clean).not.toMatch(/<script|onerror|onclick|href="javascript:|<iframe/i);
    expect(clean).toContain('A paragraph with an event handler.');
    expect(clean).toContain('A javascript: link');
  });

  it('opens links to other sites in a new tab without access to the page', () => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeHtml(unsafe);
    const external = [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === 'a link to another site');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('withoutInlineAttributes', () => {
  it('takes event handlers and style attributes out of the tags, quoted or not', () => {
    expect(withoutInlineAttributes('<img src="a.png" onerror="alert(1)" alt="A">')).toBe('<img src="a.png"  alt="A">');
    expect(withoutInlineAttributes("<p style='color:red' ONCLICK=go()>Hi</p>")).toBe('<p  >Hi</p>');
    expect(withoutInlineAttributes('<svg/onload=alert(1)>')).toBe('<svg >');
  });

  it('leaves the text and look-alike attributes alone', () => {
    const html = '<p data-onclick="keep" title="x">Set onclick="handler" and style=bold in prose</p>';
    expect(withoutInlineAttributes(html)).toBe(html);
  });

  it('leaves nothing for the browser to refuse in the post that carries them all', () => {
    expect(unsafe).toMatch(/\son[a-z]+\s*=/i);
    expect(withoutInlineAttributes(unsafe)).not.toMatch(/\son[a-z]+\s*=|\sstyle\s*=/i);
  });
});

describe('excerptOf and htmlToText', () => {
  it('strips markup, decodes entities and cuts to 140 characters with an ellipsis', () => {
    expect(htmlToText('<p>Tea &amp; <em>coffee</em> &#8212; daily</p>')).toBe('Tea & coffee — daily');
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
