// @ts-check
import { createConfig } from '@gfm/webpack-config/create-config';
import { federation } from './federation.config.mjs';

export default createConfig({
  appName: 'remote-blog',
  appDir: import.meta.dirname,
  federation,
  title: 'Global Foyer Mall | Blog',
  // sanitize-html parses style attributes with postcss; the blog allows none (html/sanitize.ts), so the browser is spared it.
  browserAliases: { postcss: false },
});
