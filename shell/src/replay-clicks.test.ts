import { HYDRATED_EVENT } from '@gfm/shared/ui/hooks/hydrated-mark';
import { REACT_STARTED_EVENT, replayEarlyClicks } from './replay-clicks';

/** What the app does once it has taken the page over (use-document-hydrated.ts); the taps are made in a task after. */
const hydrate = async () => {
  document.documentElement.setAttribute('data-hydrated', '');
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('replayEarlyClicks', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
  });

  it('makes a tap on a button only the app drives again once the page is hydrated, once, in order; never a platform control’s', async () => {
    document.body.innerHTML =
      '<button type="button" id="first">First floor</button><button type="button" id="zoom"><span>+</span></button>' +
      '<button type="button" popovertarget="menu" id="menu">Menu</button><div id="menu" popover></div>';
    replayEarlyClicks();
    const heard: string[] = [];
    const listen = () =>
      document.addEventListener('click', (event) => heard.push((event.target as Element).id || 'span'));
    document.getElementById('zoom')?.querySelector('span')?.click();
    document.getElementById('first')?.click();
    document.getElementById('menu')?.click();
    // The app comes: its handlers hear the taps made again, and nothing before.
    listen();
    await hydrate();
    expect(heard).toEqual(['zoom', 'first']);
    document.getElementById('first')?.click();
    expect(heard).toEqual(['zoom', 'first', 'first']);
  });

  it('leaves a tap made once React has started to React, and a button gone from the page alone', async () => {
    document.body.innerHTML =
      '<button type="button" id="gone">Gone</button><button type="button" id="late">Late</button>';
    replayEarlyClicks();
    const gone = document.getElementById('gone');
    gone?.click();
    gone?.remove();
    window.dispatchEvent(new Event(REACT_STARTED_EVENT));
    const heard: string[] = [];
    document.addEventListener('click', (event) => heard.push((event.target as Element).id));
    document.getElementById('late')?.click();
    await hydrate();
    expect(heard).toEqual(['late']);
  });
});
