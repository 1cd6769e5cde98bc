// @ts-check
/** Unit tests (jsdom, Testing Library) for every package; types are checked by `npm run typecheck`. */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  // Both cores: Jest's default leaves one for itself, which on a machine of two halves the suite's speed.
  maxWorkers: '100%',
  // Unit tests run beside the build in npm test, on two cores: a test that types with userEvent or opens
  // PostgreSQL took over Jest's default 5 s when the machine was also busy with a browser (14 of 727 in
  // one fresh-clone run). A limit is a guard against a hang, not a measure of speed.
  testTimeout: 20_000,
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/webpack-config',
    '<rootDir>/media',
    '<rootDir>/release',
    '<rootDir>/shell',
    '<rootDir>/remote-gfm43',
    '<rootDir>/remote-gfmpalam',
    '<rootDir>/remote-blog',
    '<rootDir>/server-kit',
    '<rootDir>/collector',
    '<rootDir>/operators',
    '<rootDir>/stand-ins',
    '<rootDir>/judge',
    '<rootDir>/topology',
    '<rootDir>/scripts',
    '<rootDir>/test',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.serve/'],
  // swiper and htmlparser2 (12, with its DOM packages) ship ES modules only; sanitize-html keeps
  // its own copy of htmlparser2 under its node_modules.
  transformIgnorePatterns: [
    '/node_modules/(?!(?:.*/node_modules/)?(?:swiper|ssr-window|dom7|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)',
  ],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
    '^.+\\.mjs$': swcTransform,
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    // swiper's style sheets are imported by package path, without the extension.
    '^swiper/css(/.*)?$': '<rootDir>/test/style-stub.cjs',
    // Mirrors the `exports` of shared/package.json.
    '^@gfm/shared/ui/hooks/(.*)$': '<rootDir>/shared/src/ui/hooks/$1',
    '^@gfm/shared/ui/image/near-pictures$': '<rootDir>/shared/src/ui/image/near-pictures.ts',
    '^@gfm/shared/ui/(.*)$': '<rootDir>/shared/src/ui/$1/$1.tsx',
    '^@gfm/shared/features/stores/store$': '<rootDir>/shared/src/features/stores/store.ts',
    '^@gfm/shared/features/enquiry/(validation|plain-form)$': '<rootDir>/shared/src/features/enquiry/$1.ts',
    '^@gfm/shared/features/stores/wayfinding/(.*)$': '<rootDir>/shared/src/features/stores/wayfinding/$1.ts',
    '^@gfm/shared/features/(.*)$': '<rootDir>/shared/src/features/$1/index.ts',
    // The core modules, as shared/package.json `exports` names them; anything else is not public.
    '^@gfm/shared/((?:config|content|contracts|data|dated|html|images|media|routing|seo|text|tracing)/.+|constants|paths|router|router-server)$':
      '<rootDir>/shared/src/$1',
  },
};
