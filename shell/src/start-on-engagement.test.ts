import { startOnFirstEngagement } from './start-on-engagement';

const assets = { entry: '/main.js', entryIntegrity: 'sha384-test' };
const entries = () => [...document.querySelectorAll('script[src="/main.js"]')];

describe('startOnFirstEngagement', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.scrollY = 0;
  });

  it('waits for the visitor, then loads the entry once, with its integrity', () => {
    startOnFirstEngagement(assets);
    expect(entries()).toHaveLength(0);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(entries()).toHaveLength(1);
    expect((entries()[0] as HTMLScriptElement).integrity).toBe('sha384-test');
  });

  it('loads the entry at once on a page the visitor scrolled before the script ran', () => {
    window.scrollY = 640;
    startOnFirstEngagement(assets);
    expect(entries()).toHaveLength(1);
  });

  it('loads the entry at once when a field of the page already has focus', () => {
    document.body.innerHTML = '<input aria-label="Name">';
    document.querySelector('input')?.focus();
    startOnFirstEngagement(assets);
    expect(entries()).toHaveLength(1);
  });
});
