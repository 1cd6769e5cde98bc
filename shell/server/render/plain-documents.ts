import type { ShellAssets } from './page-render';

/** A plain page in the brand's style: a heading, a sentence and a link. */
function plainDocument(shellAssets: ShellAssets, title: string, text: string, link: string): string {
  const styles = shellAssets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Global Foyer Mall</title>${styles}</head><body><main id="main-content"><h1>${title}</h1><p>${text}</p><p>${link}</p></main></body></html>`;
}

/** What a visitor sees when the server itself fails to render a page: the brand's style, a plain sentence and the way home. */
export function errorDocument(shellAssets: ShellAssets): string {
  return plainDocument(
    shellAssets,
    'Something went wrong on our side',
    'This page could not be shown. Please try again in a moment.',
    '<a href="/">Go to the home page</a>',
  );
}

/** What a visitor sees when the server has more pages to render than it can (decision 046): a moment's wait, then again. */
export function busyDocument(shellAssets: ShellAssets): string {
  return plainDocument(
    shellAssets,
    'The site is busy',
    'Too many pages were asked for at once. Please try again in a moment.',
    '<a href="">Try again</a>',
  );
}
