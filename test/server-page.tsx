import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface ServerPage {
  /** Holds the server's HTML, in the document: what a visitor without JavaScript has. */
  container: HTMLElement;
  /** React takes the server's HTML over, as the browser does (effects and the render after them included). */
  hydrate: () => void;
  /** What React reported while hydrating: a mismatch with the server's HTML shows here. */
  recoverableErrors: unknown[];
}

const pages: { container: HTMLElement; root?: Root }[] = [];

/**
 * The server's HTML of `element`, put in the document the way the browser
 * parses it, before any script runs; `hydrate()` then lets React take it over.
 * Removed after each test.
 */
export function renderOnServer(element: ReactElement): ServerPage {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const page: (typeof pages)[number] = { container };
  pages.push(page);
  const recoverableErrors: unknown[] = [];
  return {
    container,
    recoverableErrors,
    hydrate: () => {
      act(() => {
        page.root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
      });
    },
  };
}

afterEach(() => {
  for (const page of pages.splice(0)) {
    const { root } = page;
    if (root) act(() => root.unmount());
    page.container.remove();
  }
});

/**
 * Lays a strip out as a browser would (jsdom lays nothing out): `width` wide,
 * its slides `slideWidth` wide from its start, scrolled by `scrollLeft`.
 */
export function layOutStrip(
  strip: HTMLElement,
  slides: readonly HTMLElement[],
  { width, slideWidth, scrollLeft }: { width: number; slideWidth: number; scrollLeft: number },
): void {
  const rect = (x: number, rectWidth: number) =>
    ({
      x,
      y: 0,
      left: x,
      top: 0,
      right: x + rectWidth,
      bottom: 100,
      width: rectWidth,
      height: 100,
      toJSON: () => ({}),
    }) as DOMRect;
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(strip, 'scrollLeft', { configurable: true, value: scrollLeft });
  strip.getBoundingClientRect = () => rect(0, width);
  slides.forEach((slide, index) => {
    slide.getBoundingClientRect = () => rect(index * slideWidth - scrollLeft, slideWidth);
  });
}
