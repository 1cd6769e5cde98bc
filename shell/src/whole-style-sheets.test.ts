import { FIRST_SCREEN_ATTRIBUTE, inlineStylesOf } from './document';
import { loadWholeStyleSheets } from './whole-style-sheets';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('loadWholeStyleSheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links each sheet written in part, in order, after every style, and resolves once all have come or failed', async () => {
    document.head.innerHTML = `<style ${FIRST_SCREEN_ATTRIBUTE}="/main.css">.a{}</style><style ${FIRST_SCREEN_ATTRIBUTE}="http://localhost:3001/styles.css">.b{}</style>`;
    let done = false;
    const loading = loadWholeStyleSheets(document).then(() => {
      done = true;
    });
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/main.css', 'http://localhost:3001/styles.css']);
    expect(document.head.lastElementChild).toBe(links()[1]);
    links()[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    links()[1]?.dispatchEvent(new Event('error'));
    await loading;
    expect(done).toBe(true);
  });

  it('asks without credentials, naming a signed sheet’s sha384 and no other’s', () => {
    document.head.innerHTML = `<style ${FIRST_SCREEN_ATTRIBUTE}="/main.css">.a{}</style><style ${FIRST_SCREEN_ATTRIBUTE}="/remote-gfm43/1.0.0/styles.css">.b{}</style>`;
    void loadWholeStyleSheets(document, { '/remote-gfm43/1.0.0/styles.css': 'sha384-signed' });
    expect(links().map((link) => [link.getAttribute('integrity'), link.getAttribute('crossorigin')])).toEqual([
      [null, 'anonymous'],
      ['sha384-signed', 'anonymous'],
    ]);
  });

  it('does not link twice a sheet a loader has linked already', async () => {
    document.head.innerHTML = `<style ${FIRST_SCREEN_ATTRIBUTE}="/main.css">.a{}</style><link rel="stylesheet" href="${location.origin}/main.css">`;
    const loading = loadWholeStyleSheets(document);
    expect(links()).toHaveLength(1);
    await loading;
  });

  it('links nothing when the sheets are whole', async () => {
    document.head.innerHTML = '<style data-href="/main.css">.a{}</style>';
    await loadWholeStyleSheets(document);
    expect(links()).toEqual([]);
  });
});

describe('inlineStylesOf', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the texts back by address, and whether they are the first screen’s rules', () => {
    document.head.innerHTML = `<style ${FIRST_SCREEN_ATTRIBUTE}="/main.css">.a{color:red}</style>`;
    expect(inlineStylesOf(document)).toEqual({ inlineStyles: { '/main.css': '.a{color:red}' }, firstScreen: true });
    document.head.innerHTML = '<style data-href="/main.css">.a{}</style>';
    expect(inlineStylesOf(document)).toEqual({ inlineStyles: { '/main.css': '.a{}' }, firstScreen: false });
  });
});
