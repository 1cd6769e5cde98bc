// @ts-check
import { createConfig } from '@gfm/webpack-config/create-config';
import { federation } from './federation.config.mjs';

export default createConfig({
  appName: 'remote-gfmpalam',
  appDir: import.meta.dirname,
  federation,
  title: 'Global Foyer Mall | Palam Vihar Gurugram',
});
