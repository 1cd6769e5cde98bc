import sanitize from 'sanitize-html';
import { Parser } from 'htmlparser2';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';

/**
 * WordPress HTML is written by editors, and an administrator may post any
 * HTML, scripts and event handlers included, which the REST API returns
 * unchanged. Every piece of it is cleaned before it reaches a page, by the
 * same code on the server (which renders the page) and in the browser (which
 * loads a post on a later navigation): sanitize-html keeps only the tags and
 * attributes below, with no DOM, so both sides give the same markup. Links to
 * other sites open in a new tab without access to this page.
 */
const ALLOWED_TAGS = [
  ...sanitize.defaults.allowedTags.filter((tag) => tag !== 'style'),
  'img',
  'figure',
  'figcaption',
  'picture',
  'source',
];

function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(getRuntimeConfig().siteUrl).origin;
  } catch {
    return true;
  }
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type', 'media'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset', 'cite'],
  allowProtocolRelative: false,
  // No style attribute is allowed, so none is parsed: postcss, which sanitize-html parses them with, is left out of the browser's build.
  parseStyleAttributes: false,
  // What cannot be shown safely goes with its content, not only its tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      const href = rest.href ?? '';
      return { tagName, attribs: isExternal(href) ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** Safe HTML for a post body. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** Elements whose content is never text a reader sees. */
const HIDDEN_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'iframe', 'object']);
/** Elements that end a line of text: their end separates words ("<p>One</p><p>Two</p>"); an inline one's does not. */
const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'figcaption',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'section',
  'article',
  'header',
  'footer',
  'hr',
]);

/** Plain text of a piece of WordPress HTML: markup removed, entities decoded ("&#038;" → "&"), white space collapsed. */
export function htmlToText(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname: (name) => {
        if (HIDDEN_CONTENT.has(name)) hidden += 1;
      },
      onclosetag: (name) => {
        if (HIDDEN_CONTENT.has(name) && hidden > 0) hidden -= 1;
        if (BLOCKS.has(name)) text += ' ';
      },
      ontext: (chunk) => {
        if (hidden === 0) text += chunk;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/** requirements §3: the excerpt is stripped of markup and cut to 140 characters with an ellipsis. */
export const EXCERPT_LENGTH = 140;

export function excerptOf(html: string, length = EXCERPT_LENGTH): string {
  const text = htmlToText(html).replace(/\s*\[(…|&hellip;|\.\.\.)\]\s*$/, '');
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}
