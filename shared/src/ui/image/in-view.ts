/**
 * Marks an element with `data-in-view` while any of it is on screen, through
 * one IntersectionObserver shared by every caller. The image placeholder
 * pulses only while marked: a pulse nobody can see still costs the page a
 * style recalculation on every frame, and a lazy picture below the fold waits
 * in its placeholder until the visitor scrolls to it (decision 022).
 */

export const IN_VIEW_ATTRIBUTE = 'data-in-view';

let observer: IntersectionObserver | undefined;
/** What to do the first time an element marked is on screen (`markWhileInView`'s `onFirstInView`). */
const firstInView = new WeakMap<Element, () => void>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      entry.target.toggleAttribute(IN_VIEW_ATTRIBUTE, entry.isIntersecting);
      const first = entry.isIntersecting ? firstInView.get(entry.target) : undefined;
      if (first) {
        firstInView.delete(entry.target);
        first();
      }
    }
  });
  return observer;
}

/**
 * Starts marking `element`, and calls `onFirstInView` the first time it is on screen; the function
 * returned stops both. Without IntersectionObserver the element counts as in view.
 */
export function markWhileInView(element: Element, onFirstInView?: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    element.setAttribute(IN_VIEW_ATTRIBUTE, '');
    onFirstInView?.();
    return () => {};
  }
  const shared = sharedObserver();
  if (onFirstInView) firstInView.set(element, onFirstInView);
  shared.observe(element);
  return () => {
    firstInView.delete(element);
    shared.unobserve(element);
  };
}
