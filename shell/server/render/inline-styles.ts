/** The most style sheet text a page carries in its head; the rest stay links. */
export const MAX_INLINE_STYLE_BYTES = 96 * 1024;

/**
 * A style sheet made ready to sit in the page: its comments go (the source
 * map's names a file relative to the sheet's address, and the others are for
 * whoever reads the source: a sixth of the text); undefined for a sheet that
 * refers to another file by a relative address, which would break there.
 */
export function inlineableCss(css: string): string | undefined {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  const relative = [...text.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)].some(
    ([, , target]) => !/^(data:|https?:|#)/i.test(target ?? ''),
  );
  return relative ? undefined : text;
}

/**
 * The sheets written into the page, by address: each whose text is known and
 * can be inlined, in the page's order, while they fit in `maxBytes`; a sheet
 * left out stays a link.
 */
export function pickInlineStyles(
  hrefs: readonly string[],
  texts: readonly (string | undefined)[],
  maxBytes = MAX_INLINE_STYLE_BYTES,
): Record<string, string> {
  const inline: Record<string, string> = {};
  let bytes = 0;
  hrefs.forEach((href, index) => {
    const text = texts[index];
    const css = text === undefined ? undefined : inlineableCss(text);
    if (css === undefined || bytes + Buffer.byteLength(css) > maxBytes) return;
    inline[href] = css;
    bytes += Buffer.byteLength(css);
  });
  return inline;
}
