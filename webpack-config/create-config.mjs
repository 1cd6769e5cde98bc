// @ts-check
/**
 * The webpack configuration every app shares. Each app keeps its federation
 * settings in its own federation.config.mjs and passes them here.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createRequire } from 'node:module';
import { hostServerFederation, hostSharedChunk, remoteServerFederation } from './federation-shared.mjs';
import { appByName, portOf, rootDir } from './apps.mjs';
import { MediaPlugin } from './media-plugin.mjs';
import { searchIndexModuleOf, SearchIndexPlugin } from './search-index-plugin.mjs';
import { serializeForScript } from '@gfm/shared/config/runtime-config';
import { configFromEnv } from '@gfm/shared/config/environment';
import { ClientAssetsPlugin } from './client-assets-plugin.mjs';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.mjs';
import { refreshPlugins, refreshTransformers } from './fast-refresh.mjs';

const reactRouterDir = path.join(rootDir, 'node_modules/react-router');

/**
 * @module-federation/node's CommonJS build: its ES module build looks for its
 * own runtime plugin at a path that does not exist (`dist/_virtual/runtimePlugin.mjs`).
 * @type {typeof import('@module-federation/node')}
 */
const { UniversalFederationPlugin } = createRequire(import.meta.url)('@module-federation/node');

/** The file a remote's own page loads first when it runs alone (see standaloneRuntimeConfig). */
const STANDALONE_RUNTIME = 'federation-runtime.js';

/**
 * @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} Configuration
 * @typedef {NonNullable<import('webpack-dev-server')['app']>} DevServerApp
 */

/**
 * A remote is built without the federation runtime (`externalRuntime`,
 * decision 009): on the composed site the shell provides it. For the remote's
 * own page (a developer running one remote alone) this second build writes
 * federation-runtime.js, which provides the same runtime; the page loads it
 * before main.js. The shell never loads it.
 * @param {string} appDir
 * @param {boolean} production
 * @returns {Configuration}
 */
function standaloneRuntimeConfig(appDir, production) {
  return {
    name: 'federation-runtime',
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { [path.basename(STANDALONE_RUNTIME, '.js')]: path.join(import.meta.dirname, 'federation-runtime.js') },
    devtool: production ? 'source-map' : false,
    output: { path: path.join(appDir, 'dist'), filename: '[name].js', clean: false },
    plugins: [
      // The same browser-only build of the runtime as the shell's (federation-shared.mjs).
      new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
      ...(production ? [new CompressionPlugin({ algorithm: 'gzip', test: /\.js$/, threshold: 1024 })] : []),
    ],
    optimization: production ? minifiedBySwc() : {},
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * Scripts minified by SWC (`@swc/core`, which the unit tests compile with), not by webpack's default,
 * terser with two compress passes: terser was half of each app's build (remote-gfm43: 26 s of CPU of a
 * 28 s build, 13 s with SWC), and SWC's output is no larger (its browser scripts: 796 KB, 276 KB
 * gzipped, against terser's 806 KB and 277 KB).
 * @returns {NonNullable<import('webpack').Configuration['optimization']>}
 */
function minifiedBySwc() {
  return {
    minimizer: [
      new MinimizerPlugin({
        minify: MinimizerPlugin.swcMinify,
        minimizerOptions: { compress: { passes: 2 }, mangle: true },
      }),
    ],
  };
}

/** The class names of CSS modules: the same in the browser build and the server build, so hydration finds the server's classes. */
const PRODUCTION_LOCAL_IDENT = '[hash:base64:6]';

/**
 * What the shell's server takes from node_modules when it runs, rather than
 * from its bundle: its framework and libraries. What the federation shares
 * (React, the router, the shared package) and the federation runtime itself
 * are bundled, so the server provides the very modules the remotes take.
 * @param {{ request?: string }} data
 * @param {(error?: Error | null, result?: string) => void} callback
 */
function serverExternals({ request }, callback) {
  if (!request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('node:')) return callback();
  if (/^(?:@gfm\/|@module-federation\/|(?:react|react-dom|react-router|scheduler)(?:\/|$))/.test(request))
    return callback();
  return callback(null, `commonjs ${request}`);
}

/**
 * The server build (decision 028). A remote's is its exposed modules as a
 * CommonJS container in `dist/server/remoteEntry.js`, one file the shell's
 * server loads over HTTP from beside the browser build; the shell's is its
 * production server, `dist/server/main.js`. Both use the browser build's
 * class names and leave style sheets and pictures to it.
 * @param {{ appDir: string, uniqueName: string, isShell: boolean, federation: { name?: string, exposes?: unknown } }} options
 * @returns {Configuration}
 */
function serverConfig({ appDir, uniqueName, isShell, federation }) {
  return {
    name: 'server',
    mode: 'production',
    target: 'async-node',
    context: appDir,
    entry: isShell ? { main: './server/main.ts' } : {},
    devtool: 'source-map',
    output: {
      path: path.join(appDir, 'dist/server'),
      // A remote's one file is its container. Named here, not only by the federation plugin: when
      // LimitChunkCountPlugin merges the container into a lazy chunk (which one survives depends on
      // their sizes), webpack keeps the lazy chunk's file name, and the server found no remoteEntry.js.
      filename: isShell ? '[name].js' : 'remoteEntry.js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${uniqueName}_server`,
      clean: true,
    },
    externals: isShell ? [serverExternals] : [],
    externalsPresets: { node: true },
    // The server finds the shell's files beside its own bundle.
    node: { __dirname: false, __filename: false },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
        'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
          },
        },
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                namedExport: false,
                exportLocalsConvention: 'as-is',
                localIdentName: PRODUCTION_LOCAL_IDENT,
                exportOnlyLocals: true,
              },
            },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      // One file: nothing for the server to fetch after the entry, wherever the remote is published.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new UniversalFederationPlugin(
        /** @type {ConstructorParameters<typeof UniversalFederationPlugin>[0]} */ (
          isShell ? hostServerFederation() : remoteServerFederation(federation)
        ),
        {},
      ),
    ],
    optimization: { minimize: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * TypeScript compiled alone (no type check, no CSS, no federation): the shell's builds beside its app,
 * the service worker and boot.js.
 * @param {string} appDir
 * @returns {Configuration['module']}
 */
function plainTypeScript(appDir) {
  return {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') } },
      },
    ],
  };
}

/**
 * The shell's service worker (decision 045): one plain script, no federation,
 * written to `dist/sw/`, which the shell's server reads and serves at
 * `/sw.js` with the current releases' versions written above it.
 * @param {string} appDir
 * @returns {Configuration}
 */
function serviceWorkerConfig(appDir) {
  return {
    name: 'service-worker',
    mode: 'production',
    target: 'webworker',
    context: appDir,
    entry: { 'service-worker': './src/service-worker/worker.ts' },
    devtool: false,
    output: { path: path.join(appDir, 'dist/sw'), filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: plainTypeScript(appDir),
    optimization: minifiedBySwc(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Where the boot build writes its files in the shell's `dist` (served as `/boot/…`). */
const BOOT_DIR = 'boot';

/**
 * The shell's `boot/boot.js` (decision 070): the one script a server-rendered page names. A plain build
 * of its own, without the federation runtime the app's entries carry, nor a chunk loader: the field
 * data's listeners, and the app's `main.js` on the visitor's first engagement. Its second entry is the
 * measuring script (`field-beacon.<hash>.js`, web-vitals), and its third the late script
 * (`after-load.<hash>.js`: the contact map, the service worker; decision 078), which boot.js adds after the
 * load with the integrity the server names, as it adds `main.js` (decision 048).
 * @param {string} appDir
 * @returns {Configuration}
 */
function bootConfig(appDir) {
  return {
    name: 'boot',
    mode: 'production',
    context: appDir,
    entry: {
      boot: './src/boot.ts',
      'field-beacon': './src/field/field-beacon.ts',
      'after-load': './src/after-load.ts',
    },
    devtool: 'source-map',
    output: {
      path: path.join(appDir, 'dist', BOOT_DIR),
      publicPath: `/${BOOT_DIR}/`,
      // boot.js keeps its name (the page names it, with its hash); the scripts it adds are cached for good.
      filename: (pathData) => (pathData.chunk?.name === 'boot' ? '[name].js' : '[name].[contenthash:8].js'),
      uniqueName: 'shell_boot',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: plainTypeScript(appDir),
    plugins: [
      new CompressionPlugin({ algorithm: 'gzip', test: /\.js$/, threshold: 1024 }),
      new CompressionPlugin({
        algorithm: 'brotliCompress',
        filename: '[path][base].br',
        test: /\.js$/,
        threshold: 1024,
      }),
    ],
    optimization: minifiedBySwc(),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * `browserAliases`: modules the browser build leaves out or replaces (webpack's `resolve.alias`).
 * `appDir`: the folder of the app's config, its sources and its `dist` (a mall team's working copy
 * of a remote builds from its own folder).
 * `devRoutes`: what the app's dev server answers beside its files, as its production server would
 * (the shell's search API); the app owns that code, so this package imports no app.
 * @param {{ appName: string, appDir?: string, federation: ConstructorParameters<typeof ModuleFederationPlugin>[0], title: string, browserAliases?: Record<string, string | false>, devRoutes?: (app: DevServerApp) => void }} options
 * @returns {(env: unknown, argv: { mode?: string }) => Configuration | Configuration[]}
 */
export function createConfig({ appName, appDir: ownDir, federation, title, browserAliases = {}, devRoutes }) {
  const app = appByName(appName);
  const appDir = ownDir ?? path.join(rootDir, app.dir);
  const isShell = appName === 'shell';
  const externalRuntime = federation.experiments?.externalRuntime === true;

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const appConfig = createAppConfig(production);
    const configs = [appConfig];
    if (externalRuntime) configs.push(standaloneRuntimeConfig(appDir, production));
    // The shell's server renders every page with each remote's server build; the development servers draw in the browser.
    if (production) configs.push(serverConfig({ appDir, uniqueName: app.remote ?? appName, isShell, federation }));
    if (production && isShell) configs.push(serviceWorkerConfig(appDir), bootConfig(appDir));
    return configs.length === 1 ? appConfig : configs;
  };

  /**
   * @param {boolean} production
   * @returns {Configuration}
   */
  function createAppConfig(production) {
    /** @param {boolean} modules */
    const cssLoaders = (modules) => [
      production ? MiniCssExtractPlugin.loader : 'style-loader',
      {
        loader: 'css-loader',
        options: modules
          ? {
              modules: {
                namedExport: false,
                exportLocalsConvention: 'as-is',
                localIdentName: production ? PRODUCTION_LOCAL_IDENT : '[name]__[local]--[hash:base64:4]',
              },
            }
          : { modules: false },
      },
    ];

    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell's HTML is served for every deep link, so its assets need an absolute path;
        // a remote's assets are found from wherever its entry was loaded.
        publicPath: isShell ? '/' : 'auto',
        // Entries keep their names (the federation runtime needs remoteEntry.js stable);
        // every other chunk carries a content hash and is cached for good.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.remote ?? appName,
        // A chunk from a remote's host is fetched with CORS, so the browser can check its integrity.
        crossOriginLoading: production ? 'anonymous' : false,
        // The standalone runtime and the server build are written by builds of their own into the same folder.
        clean: {
          keep: (asset) =>
            asset.startsWith(path.basename(STANDALONE_RUNTIME, '.js')) ||
            asset.startsWith('server/') ||
            asset.startsWith('sw/') ||
            asset.startsWith(`${BOOT_DIR}/`),
        },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // react-router's package exports only its development build to bundlers;
        // production pages get the production build (smaller, no dev warnings).
        alias: /** @type {Record<string, string | false>} */ ({
          ...browserAliases,
          ...(production
            ? {
                'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
                'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
              }
            : {}),
        }),
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Types are checked once for the whole workspace by `npm run typecheck`.
              options: {
                transpileOnly: true,
                configFile: path.join(appDir, 'tsconfig.json'),
                // Fast Refresh registers each component as it is compiled (development only).
                ...(production ? {} : { getCustomTransformers: refreshTransformers }),
              },
            },
          },
          { test: /\.module\.css$/, use: cssLoaders(true) },
          { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        // The app's pictures and clips, published with it (media/).
        new MediaPlugin({ appDir, remote: app.remote }),
        // A mall remote's search entries, published beside its entry (search-index.json).
        ...(searchIndexModuleOf(appDir)
          ? [new SearchIndexPlugin({ module: /** @type {string} */ (searchIndexModuleOf(appDir)) })]
          : []),
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title,
          favicon: path.join(rootDir, 'shared/media/favicon.svg'),
          // Remotes are fetched by the shell through their entry; the page is only for running alone.
          chunks: ['main'],
          // The page is served for deep links (/gfmpalam/fitness): its scripts need absolute paths.
          publicPath: '/',
          standaloneRuntime: externalRuntime ? `/${STANDALONE_RUNTIME}` : '',
        }),
        // The shell's server names the files the page starts with in every document it renders.
        ...(production && isShell ? [new ClientAssetsPlugin({ boot: `${BOOT_DIR}/boot.js` })] : []),
        // A saved component is swapped in place, its state kept (fast-refresh.mjs).
        ...(production ? [] : refreshPlugins(appDir)),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
                // Every class is a CSS-module class, unique to its component: the order of files cannot change a rule.
                ignoreOrder: true,
              }),
              new ChunkIntegrityPlugin(),
              new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
              }),
            ]
          : []),
      ],
      optimization: {
        // Federation needs the runtime in each entry; a separate runtime chunk breaks remoteEntry.js.
        runtimeChunk: false,
        // Pages are chunks of their own, but an app's styles stay one sheet: the shell's server writes
        // the sheets into every page it renders, and per-page sheets repeated the rules of the
        // components the pages share (98 KB of CSS on Sector 43's home instead of 72 KB).
        ...(production
          ? {
              ...minifiedBySwc(),
              splitChunks: {
                cacheGroups: {
                  styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
                  ...(isShell ? { sharedModules: hostSharedChunk } : {}),
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: portOf(app),
        host: 'localhost',
        historyApiFallback: true,
        // Hot Module Replacement, for Fast Refresh; a change no component can take in place reloads the page.
        hot: true,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares(middlewares, devServer) {
          devServer.app?.get('/runtime-config.json', (_request, response) => {
            response.set('Cache-Control', 'no-cache');
            response.type('application/json').send(serializeForScript(configFromEnv(process.env)));
          });
          if (devServer.app && devRoutes) devRoutes(devServer.app);
          return middlewares;
        },
      },
    };
  }
}
