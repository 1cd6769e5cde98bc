/**
 * Set on `<html>` by the site's service worker when it answers a page from
 * the copy kept on the device, without signal (decision 045): the address it
 * kept the page under. What the page computes from its data (the hours line)
 * may then be out of date, and a page kept without the query the visitor
 * asked for (`?from=`) has its loaders run again in the browser.
 */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

/** The address the page on screen was kept under, when the service worker answered it from its copy. */
export function offlineCopyOf(doc: Document): string | null {
  return doc.documentElement.getAttribute(OFFLINE_COPY_ATTRIBUTE);
}
