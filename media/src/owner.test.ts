/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { loaderKindOf, type CatalogueEntry, type LoaderKinds } from '@gfm/shared/images/catalogue-data';
import { imagesOf, loadersModuleOf, loadOwner, MEDIA_OWNER_FOLDERS } from './owner';

describe.each(MEDIA_OWNER_FOLDERS.map((folder) => [path.basename(folder), folder]))(
  'the generated image set of %s',
  (_name, folder) => {
    const load = async () => {
      const owner = await loadOwner(folder);
      const module = (await import(owner.imagesModule)) as Record<string, Record<string, CatalogueEntry>>;
      return { owner, set: module[owner.art.set] ?? {} };
    };

    it('holds exactly the pictures of its media/art (run `npm run media` after changing it)', async () => {
      const { owner, set } = await load();
      const fromArt = (await imagesOf(owner)).map((image) => image.name).sort();
      expect(Object.keys(set).sort()).toEqual(fromArt);
    });

    it('has a placeholder for each picture, in the module of its kind, in the set’s order (decision 073)', async () => {
      const { owner, set } = await load();
      const { loaderKinds } = (await import(loadersModuleOf(owner.imagesModule))) as { loaderKinds: LoaderKinds };
      const names = Object.keys(set);
      const kinds = [...new Set(names.map(loaderKindOf))];
      expect(Object.keys(loaderKinds).sort()).toEqual(kinds.sort());
      for (const kind of kinds) {
        const loaders = (await loaderKinds[kind]?.())?.loaders[kind] ?? [];
        expect(loaders).toHaveLength(names.filter((name) => loaderKindOf(name) === kind).length);
        // Each a WebP file ("RIFF"), in base64.
        for (const loader of loaders) expect(loader).toMatch(/^UklGR[\w+/]+=*$/);
      }
    });

    it('has every variant it lists on disk, inside its own folder', async () => {
      const { owner, set } = await load();
      const missing: string[] = [];
      for (const [name, entry] of Object.entries(set)) {
        const setDir = path.join(owner.uploadsDir, entry.subDir);
        expect(setDir.startsWith(folder + path.sep)).toBe(true);
        if (entry.widths.length === 0 && !fs.existsSync(path.join(setDir, entry.file))) missing.push(entry.file);
        for (const width of entry.widths) {
          for (const format of entry.formats) {
            const file = path.join(setDir, `${name}-${width}.${format}`);
            if (!fs.existsSync(file)) missing.push(file);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  },
);
