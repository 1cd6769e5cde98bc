import { blogPageOf } from './mall-remote';

describe('blogPageOf', () => {
  it('tells the blog list and a post from the malls’ own pages', () => {
    expect(blogPageOf('/gfm43/blogs')).toBe('list');
    expect(blogPageOf('/gfmpalam/blogs/')).toBe('list');
    expect(blogPageOf('/gfm43/blog/coffee-trail')).toBe('post');
    expect(blogPageOf('/gfm43/food-and-drinks')).toBeUndefined();
    expect(blogPageOf('/gfm43/blog')).toBeUndefined();
    expect(blogPageOf('/gfm43/blog/a/b')).toBeUndefined();
  });
});
