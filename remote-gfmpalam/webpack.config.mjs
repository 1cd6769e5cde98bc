// @ts-check
import { createConfig } from '@gfm/build/create-config';
import { federation } from './federation.config.mjs';

export default createConfig({
  appName: 'remote-gfmpalam',
  appDir: import.meta.dirname,
  federation,
  title: 'Global Foyer Mall | Palam Vihar Gurugram',
});
