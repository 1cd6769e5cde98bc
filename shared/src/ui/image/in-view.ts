/**
 * Marks an element with `data-in-view` while any of it is on screen, through
 * one IntersectionObserver shared by every caller. The image placeholder
 * pulses only while marked: a pulse nobody can see still costs the page a
 * style recalculation on every frame, and a lazy picture below the fold waits
 * in its placeholder until the visitor scrolls to it (decision 022).
 */

export const IN_VIEW_ATTRIBUTE = 'data-in-view';

let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute(IN_VIEW_ATTRIBUTE, entry.isIntersecting);
  });
  return observer;
}

/** Starts marking `element`; the function returned stops it. Without IntersectionObserver the element counts as in view. */
export function markWhileInView(element: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    element.setAttribute(IN_VIEW_ATTRIBUTE, '');
    return () => {};
  }
  const shared = sharedObserver();
  shared.observe(element);
  return () => shared.unobserve(element);
}
