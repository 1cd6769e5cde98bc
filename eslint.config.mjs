// @ts-check
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'remote-gfm43', 'remote-gfmpalam', 'remote-blog'];
/** Every workspace package's folder, as package.json lists them. */
const packages = /** @type {{ workspaces: string[] }} */ (JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'))).workspaces;

/** One router module for every app (decision 008): a second react-router copy would have its own, empty context. */
const routerOnlyThroughShared = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: 'Import the router from @gfm/shared/router, the one copy federation shares.',
};

/** Code flows one way: shared → apps. An app never imports another app; shared imports no app. */
const boundaries = [
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.filter((other) => other !== app).flatMap((other) => [`**/${other}/**`, `@gfm/${other}`, `@gfm/${other}/**`]),
              message: 'Apps never import each other: they meet in the URL and in @gfm/shared.',
            },
            routerOnlyThroughShared,
          ],
        },
      ],
    },
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.flatMap((app) => [`**/${app}/**`, `@gfm/${app}`, `@gfm/${app}/**`]),
              message: 'The shared package imports no app.',
            },
            routerOnlyThroughShared,
            {
              regex: '^\\.{1,2}/(.*/)?config/runtime-config$',
              message: 'Import @gfm/shared/config/runtime-config by its package name: federation shares one copy under that name, and a relative import bundles a copy nobody installs.',
            },
          ],
        },
      ],
    },
  },
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
              message: 'scripts/ imports app code by package name (@gfm/shared/…, @gfm/shell/…), listed in the package\'s exports; never by a path into the package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/router.ts', 'shared/src/router-server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: apps.flatMap((app) => [`**/${app}/**`, `@gfm/${app}`, `@gfm/${app}/**`]), message: 'The shared package imports no app.' }] },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'reports/**', '**/*.tmp.mjs', '.topology/**', '.topology-load/**', '.releases/**'] },
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
    files: ['scripts/**/*.mjs', 'scripts/**/*.ts', 'services/**/*.ts', 'e2e/**/*.ts', '*.config.*', 'playwright.config.ts'],
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
