import { loadFixture } from '../../../../test/wordpress-fixtures';
import { blogPostHead } from './post-head';
import { sitemapSlugs } from '../../api/post-malls';
import { toPost, type WpPost } from '../../api/wordpress';

/** Recorded from a real WordPress: the first post of `posts?_embed&tags=2` is tagged for both malls (tags 2 and 3). */
const listed = loadFixture('posts_embed_tag_gfm43').body as WpPost[];
const both = toPost(listed.find((post) => post.slug === 'festive-lights-across-both-malls') as WpPost);
const bySlug = { gfm43: 'gfm43', gfmpalam: 'gfmpalam' } as const;
const byId = { gfm43: '2', gfmpalam: '3' } as const;

describe('a post in both malls (decision 063)', () => {
  it.each([
    ['tag slugs', bySlug],
    ['tag ids', byId],
  ])('has one canonical address and a title per mall, with the blog tags as %s', (_, blogTags) => {
    const atGfm43 = blogPostHead(both, 'gfm43', blogTags);
    const atPalam = blogPostHead(both, 'gfmpalam', blogTags);
    expect(atGfm43.canonicalPath).toBe('/gfm43/blog/festive-lights-across-both-malls');
    expect(atPalam.canonicalPath).toBe(atGfm43.canonicalPath);
    expect(atGfm43.title).toBe('Festive Lights Across Both Malls | Sector 43 Gurugram');
    expect(atPalam.title).toBe('Festive Lights Across Both Malls | Palam Vihar Gurugram');
  });

  it("points a post of one mall shown at the other's address to its own mall", () => {
    const diwali = toPost((loadFixture('posts_slug_embed').body as WpPost[])[0] as WpPost);
    expect(blogPostHead(diwali, 'gfmpalam', bySlug).canonicalPath).toBe('/gfm43/blog/diwali-mega-sale-at-gfm-43');
  });

  it('keeps a post tagged for no mall at the address it is shown at', () => {
    expect(blogPostHead({ ...both, tags: [] }, 'gfmpalam', bySlug).canonicalPath).toBe(
      '/gfmpalam/blog/festive-lights-across-both-malls',
    );
  });

  it('is listed once in the sitemap, under its canonical mall', () => {
    const tagIds = { gfm43: 2, gfmpalam: 3 };
    const underTag = (id: number) => listed.filter((post) => post.tags?.includes(id));
    const gfm43 = sitemapSlugs(underTag(2), 'gfm43', tagIds);
    const palam = sitemapSlugs(underTag(3), 'gfmpalam', tagIds);
    expect(gfm43).toEqual(listed.map((post) => post.slug));
    expect(palam).toEqual([]);
    expect([...gfm43, ...palam].filter((slug) => slug === 'festive-lights-across-both-malls')).toHaveLength(1);
  });
});
