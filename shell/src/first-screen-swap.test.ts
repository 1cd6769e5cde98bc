import { LOADING_ATTRIBUTE, carryOverLoadedPictures, isReadyToShow, liveRootFor } from './first-screen-swap';

/** Lets the MutationObserver deliver (a microtask). */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function drawnRoot(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root" data-first-screen inert>${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

function loadedImage(image: HTMLImageElement): void {
  Object.defineProperty(image, 'complete', { value: true });
  Object.defineProperty(image, 'naturalWidth', { value: 480 });
}

describe('the first screen the server drew', () => {
  it('is not involved when the server drew nothing: React draws into #root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root') as HTMLElement;
    expect(liveRootFor(container)).toBe(container);
  });

  it('stays until the live page has something drawn and nothing still loading, then gives way to it in one step', async () => {
    const container = drawnRoot('<main><h1>Clothing</h1></main>');
    const shown = jest.fn();
    const live = liveRootFor(container, { onShown: shown });
    expect(live).not.toBe(container);
    expect(live.isConnected).toBe(false);
    expect(live.id).toBe('root');

    live.innerHTML = `<main><div ${LOADING_ATTRIBUTE} role="status">Loading Palam Vihar…</div></main>`;
    await settle();
    expect(container.isConnected).toBe(true);
    expect(shown).not.toHaveBeenCalled();

    live.innerHTML = '<main><h1>Clothing</h1><button type="button">Open menu</button></main>';
    await settle();
    expect(container.isConnected).toBe(false);
    expect(live.isConnected).toBe(true);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(document.querySelector('[data-first-screen]')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('shows the live page when it is a fallback (a dead remote) rather than waiting for ever', async () => {
    const container = drawnRoot('<main><h1>Clothing</h1></main>');
    const live = liveRootFor(container);
    live.innerHTML = '<main><section role="alert"><h1>Palam Vihar Gurugram is unavailable right now</h1></section></main>';
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Palam Vihar Gurugram is unavailable right now');
  });

  it('knows a live page with a loading part is not ready, nor an empty one', () => {
    const live = document.createElement('div');
    expect(isReadyToShow(live)).toBe(false);
    live.innerHTML = `<main><p ${LOADING_ATTRIBUTE}></p></main>`;
    expect(isReadyToShow(live)).toBe(false);
    live.innerHTML = '<main></main>';
    expect(isReadyToShow(live)).toBe(true);
  });

  it('keeps the pictures the visitor already sees: their live copies do not fade in again', () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = '<span data-state="loading"><img src="/a.avif"></span><span data-state="loading"><img src="/b.avif"></span><span data-state="loading"><img src="/c.avif"></span>';
    const drawnImages = drawn.querySelectorAll('img');
    loadedImage(drawnImages[0] as HTMLImageElement);
    loadedImage(drawnImages[2] as HTMLImageElement);
    const live = document.createElement('div');
    live.innerHTML = '<span data-state="loading"><img src="/a.avif"></span><span data-state="loading"><img src="/b.avif"></span><span data-state="loading"><img src="/other.avif"></span>';
    carryOverLoadedPictures(drawn, live);
    expect([...live.querySelectorAll('span')].map((frame) => frame.dataset.state)).toEqual(['loaded', 'loading', 'loading']);
  });
});
