/** @jest-environment node */
import { BoundedLabels, OTHER, statusClass } from './bounded-labels';

describe('BoundedLabels', () => {
  it('names a known value and nothing else', () => {
    const labels = new BoundedLabels(10, ['gfm43', 'blog']);
    expect(labels.of('gfm43')).toBe('gfm43');
    expect(labels.of('/wp-admin.php')).toBe(OTHER);
    expect(labels.of(undefined)).toBe(OTHER);
  });

  it('admits values up to its bound, then counts any new one as other', () => {
    const labels = new BoundedLabels(3);
    expect(['a', 'b', 'c', 'd', 'e'].map((value) => labels.admit(value))).toEqual(['a', 'b', 'c', OTHER, OTHER]);
    expect(labels.admit('a')).toBe('a');
    expect(labels.size).toBe(3);
  });
});

describe('statusClass', () => {
  it.each([
    [200, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
    [101, '1xx'],
    [0, OTHER],
    [600, OTHER],
    [999, OTHER],
  ])('%i is %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected);
  });
});
