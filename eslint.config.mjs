// @ts-check
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'remote-gfm43', 'remote-gfmpalam', 'remote-blog'];
/** Every workspace package's folder, as package.json lists them. */
const packages = /** @type {{ workspaces: string[] }} */ (
  JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'))
).workspaces;

/** One router module for every app (decision 008): a second react-router copy would have its own, empty context. */
const routerOnlyThroughShared = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: 'Import the router from @gfm/shared/router, the one copy federation shares.',
};

/** Code flows one way: shared → apps. An app never imports another app; shared imports no app. */
const appImports = {
  group: apps.flatMap((app) => [`**/${app}/**`, `@gfm/${app}`, `@gfm/${app}/**`]),
  message: 'The shared package imports no app.',
};

/** The base rules of shared/src: no app, one router, one run-time configuration. */
const sharedPatterns = [
  appImports,
  routerOnlyThroughShared,
  {
    regex: '^\\.{1,2}/(.*/)?config/runtime-config$',
    message:
      'Import @gfm/shared/config/runtime-config by its package name: federation shares one copy under that name, and a relative import bundles a copy nobody installs.',
  },
];

/** Inside shared, code flows one way too (decision 038): core and ui → features. A primitive knows no feature. */
const uiImportsNoFeature = {
  regex: '(^|/)features(/|$)',
  message: 'shared/src/ui holds primitives: a primitive imports no feature (decision 038).',
};

/** A feature reaches another feature only through that feature's index (decision 038). */
const featureDeepByPath = {
  regex: '(^|/)features/[^/]+/.',
  message:
    "Import another feature through its index ('@gfm/shared/features/<name>' or '../<name>'), never a file inside it (decision 038).",
};
/** The same, for a relative path climbing out of the feature: one level up from a feature's own files, two from its component folders. */
const featureDeepRelative = (depth) => ({
  regex: `^(\\.\\./){${depth}}[^./][^/]*/`,
  message: "Import another feature through its index ('../<name>'), never a file inside it (decision 038).",
});

const restricted = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const sharedIgnores = ['**/*.test.{ts,tsx}', 'shared/src/config/**'];
const tests = '*.test.{ts,tsx}';
/** A zone's rules for its code and, without the run-time-configuration rule the tests are exempt from, for its tests. */
const zone = (folder, patterns) => [
  {
    files: [`${folder}/*.{ts,tsx}`],
    ignores: [`${folder}/${tests}`],
    rules: restricted([...sharedPatterns, ...patterns]),
  },
  { files: [`${folder}/${tests}`], rules: restricted([appImports, ...patterns]) },
];

// ---- Boundaries of decision 052: the core of shared, the services, import cycles (begin) ----
/** The core of shared (everything outside ui/ and features/) is what features build on: it imports no feature. */
const coreImportsNoFeature = {
  regex: '(^|/)features(/|$)',
  message:
    'The core of shared (outside ui/ and features/) imports no feature: move the type or data it needs into the core, or the code into a feature (decision 052).',
};
const sharedCore = { ignores: ['shared/src/ui/**', 'shared/src/features/**'] };
const coreZone = [
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [...sharedCore.ignores, ...sharedIgnores, 'shared/src/router.ts', 'shared/src/router-server.ts'],
    rules: restricted([...sharedPatterns, coreImportsNoFeature]),
  },
  // The core's tests, run-time configuration and router modules keep their own lighter rules, and import no feature either.
  {
    files: [
      'shared/src/**/*.test.{ts,tsx}',
      'shared/src/config/**',
      'shared/src/router.ts',
      'shared/src/router-server.ts',
    ],
    ignores: sharedCore.ignores,
    rules: restricted([appImports, coreImportsNoFeature]),
  },
];

/** The services' packages: what runs in production, and the stand-ins for development and the tests. */
const productionServices = ['server-kit', 'collector', 'operators'];
const services = [...productionServices, 'stand-ins'];
/**
 * A service takes shared code and the other services' by package name, through the entry points their
 * package.json exports, and no app's code; what runs in production imports no stand-in.
 */
const servicesZones = services.map((folder) => ({
  files: [`${folder}/**/*.{ts,mjs,js}`],
  rules: restricted([
    {
      regex: `^(\\.\\./)+(${packages.filter((name) => name !== folder).join('|')})(/|$)`,
      message:
        "A service imports shared code by package name (@gfm/shared/…), through an entry point of shared/package.json's exports; never by a path into the package (decision 052).",
    },
    {
      group: apps.flatMap((app) => [`@gfm/${app}`, `@gfm/${app}/**`]),
      message: 'A service imports no app: what the apps and the services share lives in @gfm/shared (decision 052).',
    },
    ...(productionServices.includes(folder)
      ? [
          {
            group: ['@gfm/stand-ins', '@gfm/stand-ins/**'],
            message:
              'What runs in production imports no stand-in: the stand-ins are for development and the tests only.',
          },
        ]
      : []),
  ]),
}));

/**
 * No import cycles anywhere (decision 052): a cycle is a boundary nobody drew. Imports resolve as Node and the
 * bundlers resolve them, workspace packages through their exports, so a cycle through `@gfm/shared/...` is found
 * too. A lazy `import()` counts like any other import: a page links to its mall's pages through
 * `page-paths.ts`, never through the route table that loads it. Only a type-only import (erased) does not count.
 */
const cycleExtensions = ['.ts', '.tsx', '.mjs', '.js', '.cjs'];
const noCycles = {
  files: ['**/*.{ts,tsx,mjs,js,cjs}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': cycleExtensions,
    'import-x/resolver-next': [createNodeResolver({ extensions: [...cycleExtensions, '.json'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { maxDepth: '∞' }] },
};
// ---- Boundaries of decision 052 (end) ----

const boundaries = [
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: restricted([
      {
        group: apps
          .filter((other) => other !== app)
          .flatMap((other) => [`**/${other}/**`, `@gfm/${other}`, `@gfm/${other}/**`]),
        message: 'Apps never import each other: they meet in the URL and in @gfm/shared.',
      },
      routerOnlyThroughShared,
    ]),
  })),
  // Everything in shared, its tests and run-time configuration included, imports no app.
  { files: ['shared/**/*.{ts,tsx,mjs,cjs,js}'], rules: restricted([appImports]) },
  { files: ['shared/src/**/*.{ts,tsx}'], ignores: sharedIgnores, rules: restricted(sharedPatterns) },
  ...zone('shared/src/ui/**', [uiImportsNoFeature]),
  // A feature's own files (features/<name>/*.ts) and its component folders (features/<name>/<part>/*.tsx).
  ...zone('shared/src/features/*', [featureDeepByPath, featureDeepRelative(1)]),
  ...zone('shared/src/features/*/*/**', [featureDeepByPath, featureDeepRelative(2)]),
  { files: ['shared/src/router.ts', 'shared/src/router-server.ts'], rules: restricted([appImports]) },
  // ---- decision 052 (begin) ----
  ...coreZone,
  ...servicesZones,
  noCycles,
  // ---- decision 052 (end) ----
  {
    // scripts/ is tooling: what it takes from an app, it takes through the app's package exports.
    files: ['scripts/**/*.{js,mjs,ts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${packages.join('|')})(/|$)`,
              message:
                "scripts/ imports app code by package name (@gfm/shared/…, @gfm/shell/…), listed in the package's exports; never by a path into the package.",
            },
          ],
        },
      ],
    },
  },
];

// ---- Webpack configuration package and tooling (decision 050) ---------------------------------
// Separate from `boundaries` above: a second `no-restricted-imports` entry for the same files would
// replace theirs (flat config does not merge a rule's options), so these use typescript-eslint's
// rule of the same purpose, which runs beside the core one.
/** What no package imports by a path: tooling (scripts/) and the webpack configuration (by its name, @gfm/webpack-config/…). */
const toolingByPath = {
  regex: '^(\\.\\./)+(scripts|webpack-config)(/|$)',
  message:
    'scripts/ is tooling and nothing imports it; the webpack configuration is the package @gfm/webpack-config, imported by name (@gfm/webpack-config/create-config) from an app’s webpack and federation configs.',
};
/** What an app's running code never imports: the webpack configuration, the media tooling and the release command run on a developer's or CI's machine only. */
const buildInAppCode = {
  group: [
    '@gfm/webpack-config',
    '@gfm/webpack-config/**',
    '@gfm/media',
    '@gfm/media/**',
    '@gfm/release/command',
    '@gfm/topology',
    '@gfm/topology/**',
  ],
  message:
    'Only an app’s webpack.config.mjs and federation.config.mjs use @gfm/webpack-config, only its media/art.ts @gfm/media, and no running code the release command or the topology; the code they build does not.',
};
// An app's build configuration: its webpack and federation configs, and what its media build draws (decision 049).
const appConfigs = packages.flatMap((folder) => [
  `${folder}/webpack.config.mjs`,
  `${folder}/federation.config.mjs`,
  `${folder}/media/art.ts`,
]);
/** The build-time packages: they run on a developer's or CI's machine, never in the site, and may use each other. */
const toolingPackages = ['webpack-config', 'media', 'topology'];
/** The release command in the release package, beside the pointer code the servers run. */
const releaseCommand = [
  'release/bin/**',
  'release/src/cli.mjs',
  'release/src/command.mjs',
  'release/src/command.test.mjs',
];
/** A relative path from a tooling package into scripts/ or another package. */
const byPathFrom = (folder, message) => ({
  regex: `^(\\.\\./)+(scripts|${packages.filter((other) => other !== folder).join('|')})(/|$)`,
  message,
});
const restrictedBeside = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
const buildAndTooling = [
  {
    // Every package but the tooling: its code, its tests and its own configuration.
    files: packages
      .filter((folder) => !toolingPackages.includes(folder))
      .map((folder) => `${folder}/**/*.{ts,tsx,mjs,cjs,js}`),
    ignores: [...appConfigs, ...releaseCommand],
    rules: restrictedBeside([toolingByPath, buildInAppCode]),
  },
  { files: appConfigs, rules: restrictedBeside([toolingByPath]) },
  {
    // The webpack configuration imports no app (each app builds with it: a cycle) and no tooling; @gfm/shared by name only.
    files: ['webpack-config/**/*.{ts,mjs,cjs,js}'],
    rules: restrictedBeside([
      byPathFrom(
        'webpack-config',
        'The webpack configuration imports no tooling, and other packages by name only (@gfm/shared/…).',
      ),
      {
        group: [...apps, ...services].flatMap((folder) => [`@gfm/${folder}`, `@gfm/${folder}/**`]),
        message: 'The webpack configuration imports no app: every app builds with it (a package cycle).',
      },
    ]),
  },
  {
    files: releaseCommand,
    rules: restrictedBeside([
      byPathFrom('release', 'The release command imports no file of scripts/, and other packages by name only.'),
    ]),
  },
  {
    // The tests import no file of scripts/: what a test shares with a command lives with the tests (e2e/support/) or in a package.
    files: ['e2e/**/*.{ts,mjs}', 'test/**/*.{ts,tsx,mjs,cjs}', '*.config.{ts,mjs}', 'jest.setup.ts'],
    rules: restrictedBeside([
      {
        regex: '^(\\./|(\\.\\./)+)scripts(/|$)',
        message:
          'The tests import no file of scripts/ (commands): a module a test and a command share lives in e2e/support/, test/ or a package.',
      },
    ]),
  },
  // The other tooling packages import no file of scripts/, and other packages by name only.
  ...toolingPackages
    .filter((folder) => folder !== 'webpack-config')
    .map((folder) => ({
      files: [`${folder}/**/*.{ts,mjs,cjs,js}`],
      rules: restrictedBeside([
        byPathFrom(folder, `${folder}/ imports no file of scripts/, and other packages by name only (@gfm/shared/…).`),
      ]),
    })),
];
// ---- end: webpack configuration package and tooling ---------------------------------------------

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
  ...buildAndTooling,
);
