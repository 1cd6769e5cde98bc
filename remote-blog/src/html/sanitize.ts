import DOMPurify from 'dompurify';

/**
 * WordPress HTML is written by editors, and an administrator may post any
 * HTML, scripts and event handlers included, which the REST API returns
 * unchanged. Every piece of it goes through DOMPurify before it reaches the
 * DOM; links to other sites open in a new tab without access to this page.
 */
let hooked = false;

function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        const href = node.getAttribute('href') ?? '';
        const external = /^https?:\/\//i.test(href) && !href.startsWith(window.location.origin);
        if (external) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        } else {
          node.removeAttribute('target');
        }
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/**
 * Event-handler and style attributes taken out of the tags before DOMPurify parses the HTML.
 * DOMPurify parses into a document of its own, where nothing runs; Chrome still checks each such
 * attribute against the page's Content Security Policy as it parses, and reports a refusal for it
 * (in the console, and to anything listening for violations), though DOMPurify then removes them
 * (cure53/DOMPurify#900). Only the tags are touched, never the text. What this misses (a value
 * holding ">", say) DOMPurify still removes: this keeps the reports true, it is not the sanitiser.
 */
const TAG = /<[a-zA-Z][^<>]*>/g;
const INLINE_ATTRIBUTE = /[\s/](?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+)/gi;

export function withoutInlineAttributes(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(INLINE_ATTRIBUTE, ' '));
}

/** Safe HTML for a post body. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(withoutInlineAttributes(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Plain text of a piece of WordPress HTML: markup removed, entities decoded ("&#038;" → "&"). */
export function htmlToText(html: string): string {
  const container = document.createElement('div');
  // Parsed inert (sanitised first, never attached to the page), then read as text.
  container.innerHTML = sanitizeHtml(html);
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** spec §3: the excerpt is stripped of markup and cut to 140 characters with an ellipsis. */
export const EXCERPT_LENGTH = 140;

export function excerptOf(html: string, length = EXCERPT_LENGTH): string {
  const text = htmlToText(html).replace(/\s*\[(…|&hellip;|\.\.\.)\]\s*$/, '');
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}
