// @ts-check
import { createConfig } from '../scripts/webpack/create-config.mjs';
import { federation } from './federation.config.mjs';

export default createConfig({ appName: 'remote-blog', federation, title: 'Global Foyer Mall | Blog' });
