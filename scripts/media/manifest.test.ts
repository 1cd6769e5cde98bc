/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from '@gfm/shared/images/catalogue-data';
import { imageSources, subDirOf } from './manifest';

describe('generated image catalogue', () => {
  it('holds exactly the images of the manifest (run `npm run media:images` after changing it)', () => {
    const fromManifest = imageSources.map((source) => `${source.set}/${source.name}`).sort();
    const fromCatalogue = Object.entries(catalogue)
      .flatMap(([set, images]) => Object.keys(images).map((name) => `${set}/${name}`))
      .sort();
    expect(fromCatalogue).toEqual(fromManifest);
  });

  it('has every variant it lists on disk', () => {
    const missing: string[] = [];
    for (const [set, images] of Object.entries(catalogue)) {
      for (const [name, entry] of Object.entries(images)) {
        const folder = path.join(__dirname, '../../shared/media/uploads', subDirOf(set as 'gfm'));
        if (entry.widths.length === 0 && !fs.existsSync(path.join(folder, entry.file))) missing.push(entry.file);
        for (const width of entry.widths) {
          for (const format of entry.formats) {
            const file = path.join(folder, `${name}-${width}.${format}`);
            if (!fs.existsSync(file)) missing.push(file);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
