/**
 * @jest-environment node
 */
import { FIRST_SCREEN_HTML_MARK, FIRST_SCREEN_TOKENS, firstScreenHtmlPath } from '@gfm/shared/contracts/first-screen';
import { pages, render } from './first-screen-render';

describe('the landing page drawn as HTML at build time (decision 020)', () => {
  it('are the landing page, written as the root’s file, and the 404 page', () => {
    expect(pages).toEqual(['/', '/404']);
    expect(firstScreenHtmlPath('/')).toBe('first-screen/index.html');
  });

  it('draws the site’s 404 page with its exact texts and its way home', () => {
    const html = render('/404');
    expect(html).toContain('oops! Page not found');
    expect(html).toContain('Oops! The page you are looking for does not exist. It might have been moved or deleted.');
    expect(html).toMatch(/href="\/"[^>]*>HOME/);
    expect(html).not.toContain('Sector 43 Gurugram');
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
