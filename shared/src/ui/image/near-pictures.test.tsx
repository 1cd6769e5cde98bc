import type React from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setRuntimeConfig } from '../../config/runtime-config';
import { configFromEnv } from '../../config/environment';
import { getImage } from '../../images/catalogue';
import { Image } from './image';
import { DRAWN_WHEN_NEAR_CLASS, NEAR_ATTRIBUTE, NEAR_GATE_ATTRIBUTE, revealPartsWhenNear } from './near-pictures';

// jsdom has no IntersectionObserver: this one lets the test say when the browser finds a frame near.
const observers: { callback: IntersectionObserverCallback; margin?: string; targets: Set<Element> }[] = [];
globalThis.IntersectionObserver = class {
  readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin, targets: new Set() };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    this.entry.targets.clear();
  }
} as unknown as typeof IntersectionObserver;

/** The browser finds `target` within half a screen: every near observer watching it hears so. */
const comesNear = (target: Element) =>
  act(() => {
    for (const { callback, margin, targets } of observers)
      if (margin && targets.has(target))
        callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const frameOf = (element: HTMLElement) => element.closest('[data-state]') as HTMLElement;

/** A mall page's main: its first block, then a lower part (decision 022), one of whose blocks is drawn when near. */
function Page({ children }: { children: React.ReactNode }) {
  return (
    <main id="main-content">
      <section>
        <Image image={getImage('gfm43', 'hero-home')} alt="Largest" sizes="100vw" priority />
        <Image image={getImage('gfm43', 'hero-home')} alt="First screen" sizes="100vw" />
      </section>
      <section>
        <div className={DRAWN_WHEN_NEAR_CLASS}>{children}</div>
      </section>
    </main>
  );
}

describe('the pictures of a page’s lower parts wait for the visitor to come near them', () => {
  beforeEach(() => {
    setRuntimeConfig(configFromEnv({}));
    observers.length = 0;
  });

  it('gates every picture but the largest, and watches the lower parts they lie in until each is near', () => {
    render(
      <Page>
        <Image image={getImage('gfm43', 'hero-home')} alt="Below" sizes="100vw" />
      </Page>,
    );
    expect(frameOf(screen.getByRole('img', { name: 'Largest' }))).not.toHaveAttribute(NEAR_GATE_ATTRIBUTE);
    expect(frameOf(screen.getByRole('img', { name: 'First screen' }))).toHaveAttribute(NEAR_GATE_ATTRIBUTE);
    const below = frameOf(screen.getByRole('img', { name: 'Below' }));
    expect(below).toHaveAttribute(NEAR_GATE_ATTRIBUTE);
    const block = below.closest(`.${DRAWN_WHEN_NEAR_CLASS}`) as HTMLElement;
    const part = block.parentElement as HTMLElement;
    const near = observers.find((observer) => observer.margin === '50% 0px');
    // The block and the part it lies in; not the first block, whose pictures never wait.
    expect([...(near?.targets ?? [])]).toEqual([block, part]);
    comesNear(part);
    comesNear(block);
    expect(part).toHaveAttribute(NEAR_ATTRIBUTE);
    expect(block).toHaveAttribute(NEAR_ATTRIBUTE);
    expect(near?.targets.size).toBe(0);
  });

  it('boot.js marks the server’s parts, and hydration keeps its marks without a mismatch', () => {
    const page = (
      <Page>
        <Image image={getImage('gfm43', 'hero-home')} alt="Below" sizes="100vw" />
      </Page>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    revealPartsWhenNear(document);
    const block = container.querySelector(`.${DRAWN_WHEN_NEAR_CLASS}`) as HTMLElement;
    comesNear(block);
    expect(block).toHaveAttribute(NEAR_ATTRIBUTE);
    const onRecoverableError = jest.fn();
    // React's development build names an attribute it did not render, and leaves it: what boot.js relies on.
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(
      said.mock.calls.every(([message]) =>
        String(message).includes("attributes of the server rendered HTML didn't match"),
      ),
    ).toBe(true);
    said.mockRestore();
    expect(block).toHaveAttribute(NEAR_ATTRIBUTE);
    act(() => root?.unmount());
    container.remove();
  });
});
