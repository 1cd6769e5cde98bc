/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { inlineableCss, pickInlineStyles } from './inline-styles';

describe('a style sheet written into the page', () => {
  it('loses its source map comment, which names a file next to the sheet', () => {
    expect(inlineableCss('.a{color:red}\n/*# sourceMappingURL=main.css.map*/\n')).toBe('.a{color:red}');
  });

  it('loses the comments written for whoever reads the source, and the blank lines they leave', () => {
    expect(inlineableCss('/*\n * Why.\n */\n.a{color:red}\n\n/* and why */\n.b{color:blue}\n')).toBe(
      '.a{color:red}\n.b{color:blue}',
    );
  });

  it('keeps addresses that mean the same anywhere', () => {
    const css =
      '.a{background:url(data:image/svg+xml;base64,AA==)}.b{background:url("https://img.example/x.png")}.c{fill:url(#g)}';
    expect(inlineableCss(css)).toBe(css);
  });

  it('is not inlined when it names a file by a relative address', () => {
    expect(inlineableCss('.a{background:url(./fonts/x.woff2)}')).toBeUndefined();
    expect(inlineableCss(".a{background:url('/media/x.png')}")).toBeUndefined();
  });

  it('is taken in the page’s order while the sheets fit; the rest stay links', () => {
    const hrefs = ['/shell.css', 'http://remote/a.css', 'http://remote/b.css', 'http://remote/c.css'];
    const texts = ['.s{}', 'x'.repeat(60), undefined, 'y'.repeat(10)];
    expect(pickInlineStyles(hrefs, texts, 70)).toEqual({ '/shell.css': '.s{}', 'http://remote/a.css': 'x'.repeat(60) });
    expect(Object.keys(pickInlineStyles(hrefs, texts, 80))).toEqual([
      '/shell.css',
      'http://remote/a.css',
      'http://remote/c.css',
    ]);
  });
});
