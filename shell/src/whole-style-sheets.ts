import { FIRST_SCREEN_ATTRIBUTE } from './document';

/**
 * The whole of each sheet the server wrote the first screen's rules of (decision 085), as a link at the end
 * of the head, in the sheets' order, so the cascade is the whole sheets' own; resolves once each has loaded
 * or failed (a sheet that cannot come leaves the first screen's rules, and the app starts all the same). A
 * remote's loader finds its sheet among the links and does not ask for it again; a sheet a loader linked
 * already is not linked twice. React leaves the head's links it did not draw in place. A signed remote's
 * sheet is linked with its sha384 from the release's signed manifest (`integrity`): a file changed on its
 * host is refused as its code would be.
 */
export function loadWholeStyleSheets(doc: Document, integrity: Readonly<Record<string, string>> = {}): Promise<void> {
  // The shell's own sheet may be linked already: its loader asks for it with the start-up chunk that runs this.
  const linked = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
  const hrefs = [...doc.head.querySelectorAll(`style[${FIRST_SCREEN_ATTRIBUTE}]`)]
    .map((style) => style.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? '')
    .filter((href) => !linked.has(new URL(href, doc.baseURI).href));
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          // Without credentials, as the apps' own loaders ask for their files (webpack's crossOriginLoading).
          link.setAttribute('crossorigin', 'anonymous');
          const hash = integrity[href];
          if (hash) link.setAttribute('integrity', hash);
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          doc.head.append(link);
        }),
    ),
  ).then(() => undefined);
}
