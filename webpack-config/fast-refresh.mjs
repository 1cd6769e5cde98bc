// @ts-check
/**
 * React Fast Refresh for the development servers (decision 050): a saved
 * component is swapped in place, its state kept, on a remote's own page and
 * on the composed site. Nothing here reaches a production build.
 *
 * With Module Federation, each app's bundle carries its own copy of
 * `react-refresh/runtime`, and each copy must hook into the one React on
 * the page (the shell's, shared as a singleton). The plugin names the flag
 * that says "already hooked" after `output.uniqueName` (`shell`, `gfm43`,
 * `gfmpalam`, `blog`), so a remote's copy, loaded after the shell's, still
 * hooks in; it finds React's renderer in the page's DevTools hook, which
 * refresh-hook.js makes keep it (the bare hook React Refresh makes forgets
 * it: the remote's edits were applied and nothing re-rendered). A remote's
 * components register with its own copy, and its own dev server's client,
 * inside its remoteEntry.js, receives its updates.
 */
import path from 'node:path';
import webpack from 'webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import ReactRefreshTypeScript from 'react-refresh-typescript';

const REFRESH_HOOK = path.join(import.meta.dirname, 'refresh-hook.js');

/**
 * The TypeScript transform that registers each component with the refresh
 * runtime (what `react-refresh/babel` does for Babel), for ts-loader's
 * `getCustomTransformers`.
 */
export const refreshTransformers = () => ({ before: [ReactRefreshTypeScript()] });

/**
 * The plugins: the hook and the refresh runtime at the head of every entry
 * (the page's main.js and a remote's remoteEntry.js), and the code that
 * re-renders after an update. The plugin's own error overlay is off: the
 * dev server's client already shows build and run-time errors, and on the
 * composed site every app's overlay would stack over the page.
 * @param {string} context
 */
export const refreshPlugins = (context) => [
  new webpack.EntryPlugin(context, REFRESH_HOOK, { name: undefined }),
  new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, REFRESH_HOOK] }),
];
