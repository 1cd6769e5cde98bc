/**
 * npm run bench:directory — how long the Palam Vihar directory takes to answer
 * a keystroke, with the real 90 shops and with 1,000 (the real ones repeated
 * with new ids and names). Measures the filter the page runs on every change.
 * A second table does the same for the header's site search (shops of both
 * malls), with the real entries and with 2,000, typed letter by letter.
 */
import { brands } from '@gfm/remote-gfm43/data/brands';
import { shops } from '@gfm/remote-gfmpalam/data/shops';
import { buildSearchIndex, search, type SearchEntry } from '@gfm/shared/features/search/fuzzy-search';
import { filterStores, indexStores, type DirectoryQuery } from '@gfm/shared/features/stores/filter-stores';
import type { Store } from '@gfm/shared/features/stores/store';

// The filter reads a store's name, tag and category only: the shops stand in
// for stores without their logos (which need the image catalogue and the run-time configuration).
const stores = shops.map((shop) => ({ ...shop, mall: 'gfmpalam' }) as unknown as Store);

function grow(count: number): Store[] {
  return Array.from({ length: count }, (_value, index) => {
    const base = stores[index % stores.length] as Store;
    return { ...base, id: `bench-${index}`, name: `${base.name} ${Math.floor(index / stores.length) || ''}`.trim() };
  });
}

const queries: DirectoryQuery[] = [
  { q: 'g', tag: '', category: '' },
  { q: 'gla', tag: '', category: '' },
  { q: 'glam studio', tag: '', category: '' },
  { q: '', tag: 'beauty', category: '' },
  { q: 'studio', tag: 'beauty', category: 'Salon' },
  { q: 'zzz', tag: '', category: '' },
];

function measure(list: Store[]): {
  shops: number;
  'index (ms)': string;
  'per keystroke, mean (µs)': string;
  'per keystroke, p95 (µs)': string;
} {
  let started = performance.now();
  const index = indexStores(list);
  const indexMs = performance.now() - started;
  // Warm up first: the first rounds measure the JIT, not the filter.
  for (let round = 0; round < 500; round += 1) filterStores(index, queries[round % queries.length] as DirectoryQuery);
  const samples: number[] = [];
  for (let round = 0; round < 2000; round += 1) {
    const query = queries[round % queries.length] as DirectoryQuery;
    started = performance.now();
    filterStores(index, query);
    samples.push((performance.now() - started) * 1000);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return {
    shops: list.length,
    'index (ms)': indexMs.toFixed(2),
    'per keystroke, mean (µs)': mean.toFixed(1),
    'per keystroke, p95 (µs)': (samples[Math.floor(samples.length * 0.95)] ?? 0).toFixed(1),
  };
}

console.table([measure(stores), measure(grow(1000))]);

const FLOORS: Record<string, string> = { GF: 'Ground floor', FF: 'First floor', SF: 'Second floor', TF: 'Third floor' };
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const realEntries: SearchEntry[] = [
  ...shops.map((shop): SearchEntry => ({
    mall: 'gfmpalam',
    name: shop.name,
    category: shop.category,
    keywords: [shop.tag, FLOORS[shop.id.slice(0, 2)] ?? 'Kiosk'],
    href: `/gfmpalam/shops/${shop.id}`,
  })),
  ...brands.map((brand): SearchEntry => ({
    mall: 'gfm43',
    name: brand.name,
    category: brand.category,
    keywords: ['brand'],
    href: `/gfm43/brands/${slug(brand.name)}`,
  })),
  // Not in the data yet, but what the typed queries below look for, so that they find something.
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
    href: '/gfmpalam/shops/FF-99',
  },
];

function growEntries(count: number): SearchEntry[] {
  return Array.from({ length: count }, (_value, index) => {
    const base = realEntries[index % realEntries.length] as SearchEntry;
    const round = Math.floor(index / realEntries.length);
    return round ? { ...base, name: `${base.name} ${round}`, href: `${base.href}-${round}` } : base;
  });
}

/** Every prefix of each query, as a visitor types it. */
const keystrokes = ['starbuks', 'macdonalds', 'salon', 'dosa distrct', 'zzzz'].flatMap((query) =>
  Array.from(query, (_letter, end) => query.slice(0, end + 1)),
);

function measureSearch(list: SearchEntry[]): {
  entries: number;
  'index (ms)': string;
  'per keystroke, mean (µs)': string;
  'per keystroke, p95 (µs)': string;
} {
  let started = performance.now();
  const index = buildSearchIndex(list);
  const indexMs = performance.now() - started;
  for (let round = 0; round < 500; round += 1) search(index, keystrokes[round % keystrokes.length] as string);
  const samples: number[] = [];
  for (let round = 0; round < 40 * keystrokes.length; round += 1) {
    const typed = keystrokes[round % keystrokes.length] as string;
    started = performance.now();
    search(index, typed);
    samples.push((performance.now() - started) * 1000);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return {
    entries: list.length,
    'index (ms)': indexMs.toFixed(2),
    'per keystroke, mean (µs)': mean.toFixed(1),
    'per keystroke, p95 (µs)': (samples[Math.floor(samples.length * 0.95)] ?? 0).toFixed(1),
  };
}

console.table([measureSearch(realEntries), measureSearch(growEntries(2000))]);
