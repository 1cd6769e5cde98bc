// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** One router module for every app (decision 008): a second react-router copy would have its own, empty context. */
const routerOnlyThroughShared = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: 'Import the router from @gfm/shared/router, the one copy federation shares.',
};
/** Federation shares the run-time configuration under its package name: a relative import bundles a copy nobody installs. */
const runtimeConfigByName = {
  regex: '^\\.{1,2}/(.*/)?config/runtime-config$',
  message:
    'Import @gfm/shared/config/runtime-config by its package name: federation shares one copy under that name, and a relative import bundles a copy nobody installs.',
};

// ---- Boundaries (decisions 038, 051, 052, 055) --------------------------------------------------
// What may import what is a matter of paths, and each rule below is a zone of import-x's
// no-restricted-paths, as bulletproof-react writes them: files under `target` may not import files
// under `from` (imports resolved as Node.js and the bundlers resolve them, so a package name counts
// like the path it names; type-only imports count too). Only what is about the import's spelling
// stays with no-restricted-imports (the router's package name, the run-time configuration's).

/** Each workspace's folder, as package.json lists them. */
const packages = /** @type {{ workspaces: string[] }} */ (
  JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'))
).workspaces;
const apps = ['shell', 'remote-gfm43', 'remote-gfmpalam', 'remote-blog'];
/** What runs in production beside the shell, and the stand-ins for development and the tests. */
const productionServices = ['server-kit', 'collector', 'operators'];
const services = [...productionServices, 'stand-ins'];
/** The build-time packages: they run on a developer's or CI's machine, never in the site. */
const toolingPackages = ['webpack-config', 'media', 'topology'];
const at = (/** @type {string} */ folder) => `./${folder}`;
/** The folders in a folder of the repository. */
const foldersOf = (/** @type {string} */ folder) =>
  readdirSync(new URL(`${folder}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** shared/src in three layers (decisions 038, 052): the core, then ui/ (primitives), then features/. */
const sharedFeatures = foldersOf('shared/src/features');
const sharedCore = [
  ...foldersOf('shared/src')
    .filter((name) => name !== 'ui' && name !== 'features')
    .map((name) => `./shared/src/${name}`),
  './shared/src/*.*',
];

/**
 * The shell server's rooms (decision 051), each with the rooms it may import. seeds/ (the visitors'
 * signed seeds) and enquiry/ (the contact form posted before the scripts, decision 078) are floors; releases/ stands on it; field/, site/ and render/ stand on releases/
 * side by side; metrics/ observes render/; routes/ answers each address with any of them; app.ts and
 * main.ts wire them all, and no room imports them.
 */
const serverRooms = {
  seeds: [],
  enquiry: [],
  releases: ['seeds'],
  field: ['releases', 'seeds'],
  site: ['releases', 'seeds'],
  render: ['releases'],
  metrics: ['releases', 'render'],
  routes: ['releases', 'render', 'site', 'metrics', 'seeds'],
};
for (const room of foldersOf('shell/server'))
  if (!(room in serverRooms))
    throw new Error(`eslint.config.mjs: shell/server/${room}/ is a room with no place in serverRooms`);

/** The code that runs in the site or its servers: none of it imports build tooling. */
const runningCode = [
  ...apps.map((app) => `./${app}/src`),
  './shell/server',
  './shared/src',
  ...services.map(at),
  './judge/src',
  './judge/server',
  './release/src/!(command.mjs|command.test.mjs|cli.mjs)',
];

const zones = [
  ...apps.map((app) => ({
    target: at(app),
    from: apps.filter((other) => other !== app).map(at),
    message: 'Apps never import each other: they meet in the URL and in @gfm/shared.',
  })),
  { target: './shared', from: apps.map(at), message: 'The shared package imports no app.' },
  {
    target: sharedCore,
    from: ['./shared/src/ui', './shared/src/features'],
    message:
      'The core of shared (outside ui/ and features/) imports no primitive and no feature: move the type or data it needs into the core, or the code into a feature (decision 052).',
  },
  {
    target: './shared/src/ui',
    from: './shared/src/features',
    message: 'shared/src/ui holds primitives: a primitive imports no feature (decision 038).',
  },
  ...sharedFeatures.map((feature) => ({
    target: `./shared/src/features/${feature}`,
    from: './shared/src/features',
    except: [
      `./${feature}`,
      ...sharedFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message:
      "Import another feature through its index ('@gfm/shared/features/<name>' or '../<name>'), never a file inside it (decision 038).",
  })),
  ...Object.entries(serverRooms).map(([room, below]) => ({
    target: `./shell/server/${room}`,
    from: './shell/server',
    except: [room, ...below, 'settings.ts'].map(at),
    message: `shell/server/${room}/ imports ${
      below.length ? `of the other rooms only ${below.map((other) => `${other}/`).join(', ')}` : 'no other room'
    }, and neither app.ts nor main.ts, which wire them (decision 051).`,
  })),
  {
    target: './judge/src',
    from: './judge/server',
    message: "The judge's core (judge/src) imports nothing of its server (decision 055).",
  },
  {
    target: './judge/src/!(*.test).ts',
    from: '.',
    except: ['./judge/src'],
    message:
      "The judge's core (judge/src) is pure: it imports its own modules only, no package and no file of the server (decision 055).",
  },
  {
    target: services.map(at),
    from: apps.map(at),
    message: 'A service imports no app: what the apps and the services share lives in @gfm/shared (decision 052).',
  },
  {
    target: productionServices.map(at),
    from: './stand-ins',
    message: 'What runs in production imports no stand-in: the stand-ins are for development and the tests only.',
  },
  {
    target: runningCode,
    from: [...toolingPackages.map(at), './release/src/command.mjs', './release/src/cli.mjs', './release/bin'],
    message:
      'Running code imports no build tooling: the webpack configuration, the media tooling, the topology and the release command run on a developer’s or CI’s machine. Only an app’s webpack.config.mjs and federation.config.mjs use @gfm/webpack-config, and its media/art.ts @gfm/media.',
  },
  {
    target: './webpack-config',
    from: [...apps, ...services].map(at),
    message: 'The webpack configuration imports no app: every app builds with it (a package cycle).',
  },
  {
    target: ['./!(scripts)/**', './*.*'],
    from: './scripts',
    message:
      'Nothing imports scripts/: its files are commands. What a command shares with the tests lives in e2e/support/, test/ or a package.',
  },
];

const importResolution = ['.ts', '.tsx', '.mjs', '.js', '.cjs'];
const boundaries = [
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importResolution,
      'import-x/resolver-next': [createNodeResolver({ extensions: [...importResolution, '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
      /**
       * No import cycles anywhere (decision 052): a cycle is a boundary nobody drew. A lazy `import()` counts
       * like any other import: a page links to its mall's pages through `page-paths.ts`, never through the
       * route table that loads it. Only a type-only import (erased) does not count.
       */
      'import-x/no-cycle': ['error', { maxDepth: '∞' }],
    },
  },
  {
    // A package and a command take another package by its name, through the entry points its package.json
    // exports, never by a relative path into it (decision 052). The end-to-end tests may reach a file by path;
    // test/ (the helpers the packages' tests share) and deploy/ (the production configuration the topology
    // writes) are the repository's own, not packages, and are reached by path.
    files: [...packages.map((folder) => `${folder}/**/*.{ts,tsx,mjs,js,cjs}`), 'scripts/**/*.{ts,mjs,js}'],
    rules: { 'import-x/no-relative-packages': ['error', { ignore: ['^(\\.\\./)+(test|deploy)/'] }] },
  },
  {
    // The judge's core is pure (decision 055): no file system, network or process of Node.js.
    files: ['judge/src/**/*.ts'],
    ignores: ['judge/src/**/*.test.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // Spelling: the router from shared, the run-time configuration by its package name.
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/**/*.test.{ts,tsx}',
      'shared/src/config/**',
      'shared/src/router.ts',
      'shared/src/router-server.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [routerOnlyThroughShared, runtimeConfigByName] }] },
  },
];
// ---- end: boundaries ------------------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '**/*.tmp.mjs',
      '.topology/**',
      '.topology-load/**',
      '.releases/**',
      '.serve/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Focused or skipped tests hide failures.
      'no-restricted-properties': [
        'error',
        ...['it', 'test', 'describe'].flatMap((object) =>
          ['only', 'skip'].map((property) => ({ object, property, message: 'No focused or skipped tests.' })),
        ),
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'scripts/**/*.ts',
      'media/**/*.{ts,mjs}',
      'release/src/cli.mjs',
      'topology/**/*.mjs',
      ...services.map((folder) => `${folder}/**/*.ts`),
      'e2e/**/*.ts',
      '*.config.*',
      'playwright.config.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', 'jest.setup.ts', 'test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...boundaries,
);
