/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const shipped = fs.readFileSync(path.join(root, 'shared/media/uploads/gfm/logo.svg'), 'utf8');
const art = fs.readFileSync(path.join(root, 'media/art/logo.svg'), 'utf8');

describe('the logo every page shows (decision 014)', () => {
  it('has no text to lay out: its wordmark is outlines', () => {
    expect(shipped).not.toMatch(/<text\b/);
    expect(shipped.match(/<path\b/g)?.length).toBeGreaterThan(art.match(/<path\b/g)?.length ?? 0);
  });

  it('is the artwork: same canvas and accessible name', () => {
    const svgTag = (text: string) => /<svg\b[^>]*>/.exec(text)?.[0];
    expect(svgTag(shipped)).toBe(svgTag(art));
  });
});
