// @ts-check
import { createConfig } from '../scripts/webpack/create-config.mjs';
import { federation } from './federation.config.mjs';

export default createConfig({
  appName: 'remote-gfmpalam',
  appDir: import.meta.dirname,
  federation,
  title: 'Global Foyer Mall | Palam Vihar Gurugram',
});
