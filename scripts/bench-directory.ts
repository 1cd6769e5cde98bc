/**
 * npm run bench:directory — how long the Palam Vihar directory takes to answer
 * a keystroke, with the real 90 shops and with 1,000 (the real ones repeated
 * with new ids and names). Measures the filter the page runs on every change.
 */
import { shops } from '../remote-gfmpalam/src/data/shops';
import type { Shop } from '../remote-gfmpalam/src/data/types';
import { filterShops, indexShops, type DirectoryQuery } from '../remote-gfmpalam/src/directory/filter-shops';

function grow(count: number): Shop[] {
  return Array.from({ length: count }, (_value, index) => {
    const base = shops[index % shops.length] as Shop;
    return { ...base, id: `bench-${index}`, name: `${base.name} ${Math.floor(index / shops.length) || ''}`.trim() };
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

function measure(list: Shop[]): { shops: number; 'index (ms)': string; 'per keystroke, mean (µs)': string; 'per keystroke, p95 (µs)': string } {
  let started = performance.now();
  const index = indexShops(list);
  const indexMs = performance.now() - started;
  // Warm up first: the first rounds measure the JIT, not the filter.
  for (let round = 0; round < 500; round += 1) filterShops(index, queries[round % queries.length] as DirectoryQuery);
  const samples: number[] = [];
  for (let round = 0; round < 2000; round += 1) {
    const query = queries[round % queries.length] as DirectoryQuery;
    started = performance.now();
    filterShops(index, query);
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

console.table([measure([...shops]), measure(grow(1000))]);
