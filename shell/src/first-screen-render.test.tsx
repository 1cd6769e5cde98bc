/**
 * @jest-environment node
 */
import { FIRST_SCREEN_HTML_MARK, FIRST_SCREEN_TOKENS, firstScreenHtmlPath } from '@gfm/shared/contracts/first-screen';
import { pages, render } from './first-screen-render';

describe('the landing page drawn as HTML at build time (decision 020)', () => {
  it('is the one page of the shell, written as the root’s file', () => {
    expect(pages).toEqual(['/']);
    expect(firstScreenHtmlPath('/')).toBe('first-screen/index.html');
  });

  it('draws the whole landing page, pictures by token, marked for the shell’s server', () => {
    const html = render('/');
    expect(html.startsWith(`${FIRST_SCREEN_HTML_MARK}\n`)).toBe(true);
    expect(html).toContain('<main id="main-content"');
    expect(html).toContain(`src="${FIRST_SCREEN_TOKENS.imageBaseUrl}/gfm/logo.svg" alt="Global Foyer Mall"`);
    expect(html).toMatch(/href="\/gfm43"[^>]*>.*Sector 43 Gurugram/);
    expect(html).toMatch(/href="\/gfmpalam"[^>]*>.*Palam Vihar Gurugram/);
    // The tiles' pictures are the largest paint: drawn eagerly, at high priority, as the live page draws them.
    expect(html.match(/<img [^>]*src="%%gfm:imageBaseUrl%%\/gfm\/landing-[^>]*loading="eager" fetchPriority="high"/g)).toHaveLength(2);
  });
});
