import { FIRST_SCREEN_ATTRIBUTE } from './document';

/**
 * The whole of each sheet the server wrote the first screen's rules of (decision 085), as a link at the end
 * of the head, in the sheets' order, so the cascade is the whole sheets' own; resolves once each has loaded
 * or failed (a sheet that cannot come leaves the first screen's rules, and the app starts all the same). A
 * remote's loader finds its sheet among the links and does not ask for it again. React leaves the head's
 * links it did not draw in place. A signed remote's sheet is linked with its sha384 from the release's
 * signed manifest (`integrity`): a file changed on its host is refused as its code would be.
 */
export function loadWholeStyleSheets(doc: Document, integrity: Readonly<Record<string, string>> = {}): Promise<void> {
  const hrefs = [...doc.head.querySelectorAll(`style[${FIRST_SCREEN_ATTRIBUTE}]`)].map(
    (style) => style.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? '',
  );
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          const hash = integrity[href];
          if (hash) {
            link.setAttribute('integrity', hash);
            link.setAttribute('crossorigin', 'anonymous');
          }
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          doc.head.append(link);
        }),
    ),
  ).then(() => undefined);
}
