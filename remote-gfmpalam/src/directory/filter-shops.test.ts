import { shops } from '../data/shops';
import { categoriesOf, filterShops, indexShops, queryFromParams } from './filter-shops';

describe('filterShops', () => {
  const index = indexShops(shops);

  it('matches every word of the search in the name', () => {
    expect(filterShops(index, { q: 'spa lotus', tag: '', category: '' }).map((shop) => shop.name)).toEqual(['Lotus Spa']);
  });

  it('ignores an unknown tag in the URL', () => {
    expect(queryFromParams(new URLSearchParams('tag=weapons&q=x'))).toEqual({ q: 'x', tag: '', category: '' });
  });

  it('offers the categories of a tag', () => {
    expect(categoriesOf(shops, 'beauty')).toContain('Spa');
    expect(categoriesOf(shops, 'beauty')).not.toContain('Pizza');
  });
});
