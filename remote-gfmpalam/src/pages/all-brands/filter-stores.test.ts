import { categoriesOf, filterStores, indexStores, queryFromParams } from '@gfm/shared/features/stores';
import '../../image-set';
import { palamStores } from '../../data/stores';

const shops = palamStores();

describe('filterStores', () => {
  const index = indexStores(shops);

  it('matches every word of the search in the name', () => {
    expect(filterStores(index, { q: 'spa lotus', tag: '', category: '' }).map((shop) => shop.name)).toEqual([
      'Lotus Spa',
    ]);
  });

  it('ignores an unknown tag in the URL', () => {
    expect(queryFromParams(new URLSearchParams('tag=weapons&q=x'), ['retail', 'food', 'beauty', 'clothing'])).toEqual({
      q: 'x',
      tag: '',
      category: '',
    });
  });

  it('offers the categories of a tag', () => {
    expect(categoriesOf(shops, 'beauty')).toContain('Spa');
    expect(categoriesOf(shops, 'beauty')).not.toContain('Pizza');
  });
});
