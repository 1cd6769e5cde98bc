import { buildSearchIndex, fold, search, type SearchEntry } from './fuzzy-search';

const entries: SearchEntry[] = [
  {
    mall: 'gfm43',
    name: 'Starbucks',
    category: 'Coffee',
    keywords: ['food', 'Ground floor'],
    href: '/gfm43/brands/starbucks',
  },
  {
    mall: 'gfmpalam',
    name: "McDonald's",
    category: 'Burgers',
    keywords: ['food', 'First floor'],
    href: '/gfmpalam/shops/FF-10',
  },
  {
    mall: 'gfm43',
    name: 'Dosa District',
    category: 'South Indian',
    keywords: ['food'],
    href: '/gfm43/brands/dosa-district',
  },
  {
    mall: 'gfmpalam',
    name: 'Idli Inn',
    category: 'South Indian',
    keywords: ['food', 'Ground floor'],
    href: '/gfmpalam/shops/GF-05',
  },
  {
    mall: 'gfmpalam',
    name: 'Glam Studio',
    category: 'Salon',
    keywords: ['beauty', 'First floor'],
    href: '/gfmpalam/shops/FF-02',
  },
  { mall: 'gfm43', name: 'Lumière Salon', category: 'Beauty & Salon', href: '/gfm43/brands/lumiere-salon' },
  { mall: 'gfmpalam', name: 'Five Star Cafe', category: 'Cafe', keywords: ['food'], href: '/gfmpalam/shops/SF-01' },
  {
    mall: 'gfmpalam',
    name: 'Stark Sports',
    category: 'Sportswear',
    keywords: ['retail'],
    href: '/gfmpalam/shops/SF-02',
  },
  { mall: 'gfm43', name: 'Star', category: 'Cinema', href: '/gfm43/brands/star' },
  { mall: 'gfm43', name: 'Stardust Books', category: 'Books', href: '/gfm43/brands/stardust-books' },
];

const index = buildSearchIndex(entries);
const names = (query: string, limit?: number) => search(index, query, limit).map((result) => result.entry.name);

describe('fold', () => {
  it('lower-cases, drops accents and apostrophes, and turns & and punctuation into single spaces', () => {
    expect(fold("  McDonald's ")).toBe('mcdonalds');
    expect(fold('Lumière  Salon')).toBe('lumiere salon');
    expect(fold('Juices & Smoothies')).toBe('juices smoothies');
    expect(fold('Wood-fired Pizza!')).toBe('wood fired pizza');
  });
});

describe('search', () => {
  it('finds a name with a typo', () => {
    expect(names('starbuks')[0]).toBe('Starbucks');
    expect(names('macdonalds')[0]).toBe("McDonald's");
    expect(names('dosa distrct')[0]).toBe('Dosa District');
  });

  it('compares a query of several words joined, and a name without its apostrophe', () => {
    expect(names('mc donalds')[0]).toBe("McDonald's");
    expect(names('mcdonalds')[0]).toBe("McDonald's");
    expect(names('star bucks')[0]).toBe('Starbucks');
  });

  it('keeps finding a name while it is typed, typos included', () => {
    for (const typed of ['sta', 'starb', 'starbu', 'starbuk', 'starbuks']) expect(names(typed)).toContain('Starbucks');
    expect(names('dosa d')[0]).toBe('Dosa District');
  });

  it('allows no typo below four letters', () => {
    expect(names('idl')).toEqual(['Idli Inn']);
    expect(names('xta')).toEqual([]);
  });

  it('finds shops by category and cuisine, after the names that match', () => {
    expect(names('south indian')).toEqual(['Dosa District', 'Idli Inn']);
    expect(search(index, 'south indian')[0]?.field).toBe('category');
    expect(names('salon')).toEqual(['Lumière Salon', 'Glam Studio']);
    expect(search(index, 'salon').map((result) => result.field)).toEqual(['name', 'category']);
  });

  it('finds shops by keyword, ranked with categories', () => {
    const beauty = search(index, 'beauty');
    expect(beauty.map((result) => [result.entry.name, result.field])).toEqual([
      ['Glam Studio', 'keyword'],
      ['Lumière Salon', 'category'],
    ]);
    expect(names('ground floor')).toEqual(['Idli Inn', 'Starbucks']);
  });

  it("keeps each result's mall and page", () => {
    const [idli] = search(index, 'idli');
    expect(idli?.entry).toMatchObject({ mall: 'gfmpalam', href: '/gfmpalam/shops/GF-05' });
    expect(search(index, 'dosa')[0]?.entry.mall).toBe('gfm43');
  });

  it('answers nothing to an empty or blank query', () => {
    expect(search(index, '')).toEqual([]);
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, "'&")).toEqual([]);
  });

  it('returns at most `limit` results, 8 by default', () => {
    const many = buildSearchIndex(
      Array.from({ length: 20 }, (_value, n) => ({
        mall: 'gfm43' as const,
        name: `Shop ${n}`,
        category: 'Retail',
        href: `/gfm43/brands/${n}`,
      })),
    );
    expect(search(many, 'shop')).toHaveLength(8);
    expect(search(many, 'shop', 3)).toHaveLength(3);
    expect(names('s', 2)).toHaveLength(2);
  });

  it('ranks the exact name, then names starting with the query, then names with a word starting with it, then typos, then categories; ties by name', () => {
    expect(names('star')).toEqual(['Star', 'Starbucks', 'Stardust Books', 'Stark Sports', 'Five Star Cafe']);
    const typo = search(index, 'stardist');
    expect(typo[0]).toMatchObject({ field: 'name', entry: { name: 'Stardust Books' } });
    const scores = search(index, 'star').map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(search(index, 'coffee')[0]).toMatchObject({ field: 'category', entry: { name: 'Starbucks' } });
    expect(search(index, 'star')[0]?.score).toBeGreaterThan(search(index, 'starbuks')[0]?.score ?? Infinity);
    expect(search(index, 'starbuks')[0]?.score).toBeGreaterThan(search(index, 'coffee')[0]?.score ?? Infinity);
  });

  it('counts a swap of two neighbouring letters as one typo', () => {
    expect(names('satrbucks')[0]).toBe('Starbucks');
    expect(names('glma studio')[0]).toBe('Glam Studio');
  });
});
