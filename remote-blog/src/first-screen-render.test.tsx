import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@gfm/shared/router';
import { FIRST_SCREEN_LOADING_ATTRIBUTE } from '@gfm/shared/contracts/first-screen';
import { postTokenValues, prepareFirstScreen } from '../../scripts/lib/first-screen-html.mjs';
import { loadFixture } from '../../test/wordpress-fixtures';
import { toPost, type WpPost } from './api/wordpress';
import { BlogPostView } from './pages/blog-post/blog-post-page';
import { pages, render, renderPostTemplate } from './first-screen-render';

const config = { imageBaseUrl: '/uploads', maps: { gfm43: 'https://maps.example/a', gfmpalam: 'https://maps.example/b' } };

/** Markup as the browser's parser reads it (the same text can be escaped in more than one way). */
function parsed(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.innerHTML;
}

/** The live page for a post, as the browser draws it once WordPress has answered, with the latest posts still loading. */
function livePost(raw: WpPost): string {
  const post = { ...toPost(raw), contentHtml: '' };
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[`/gfm43/blog/${post.slug}`]}>
      <BlogPostView mallId="gfm43" post={{ status: 'done', value: post }} latest={{ status: 'loading' }} onRetry={() => undefined} />
    </MemoryRouter>,
  );
}

describe('remote-blog’s first screens (decisions 016, 018)', () => {
  it('draws each mall’s blog list and a post template, and nothing else', () => {
    expect(pages).toEqual(['/gfm43/blogs', '/gfmpalam/blogs', '/gfm43/blog/_post', '/gfmpalam/blog/_post']);
    expect(() => render('/gfm43/blog/coffee-trail')).toThrow(/no first screen/);
  });

  // The contract of decision 018: the post the shell's server draws from WordPress's answer is the
  // page remote-blog draws from it, but for the body (left out of the template), so the swap to the live page changes nothing seen.
  it.each(['posts_slug_embed', 'posts_slug_embed_entities'])('fills the template from %s exactly as the live page draws the post', (name) => {
    const [raw] = loadFixture(name).body as WpPost[];
    if (!raw) throw new Error(`${name} has no post`);
    const values = postTokenValues([raw]);
    expect(values).toBeDefined();
    const filled = prepareFirstScreen(renderPostTemplate('gfm43', '/gfm43/blog/_post'), config, values);
    expect(filled).toBeDefined();
    expect(parsed(filled ?? '')).toBe(parsed(livePost(raw)));
  });

  it('draws no post without a featured picture: the template has one', () => {
    const [raw] = loadFixture('posts_slug_embed_no_image').body as WpPost[];
    expect(postTokenValues([raw])).toBeUndefined();
    expect(postTokenValues([])).toBeUndefined();
  });

  it('leaves no post token unfilled: a template naming a field the server does not know is not drawn', () => {
    const [raw] = loadFixture('posts_slug_embed').body as WpPost[];
    const template = renderPostTemplate('gfm43', '/gfm43/blog/_post');
    expect(prepareFirstScreen(`${template}<p>%%gfm:post.subtitle%%</p>`, config, postTokenValues([raw]))).toBeUndefined();
    expect(prepareFirstScreen(template, config)).toBeUndefined();
  });

  it('writes the live post’s skeleton as loading, so the drawn post stays until the live one has its content', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <BlogPostView mallId="gfm43" post={{ status: 'loading' }} latest={{ status: 'loading' }} onRetry={() => undefined} />
      </MemoryRouter>,
    );
    expect(html).toContain(`data-testid="post-skeleton" aria-hidden="true" ${FIRST_SCREEN_LOADING_ATTRIBUTE}=""`);
  });
});
