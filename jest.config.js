// One jest run covers every package; each package is a project with its own environment.
const swc = (decorators) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators },
      transform: decorators
        ? { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } }
        : { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const aliases = {
  '^@mapa/model$': '<rootDir>/../model/src/index.ts',
  '^@mapa/engine$': '<rootDir>/../engine/src/index.ts',
};
// Packages published only as ES modules that the backend requires.
const ESM_ONLY = ['file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'];
const project = (name, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  // .mjs too: the Vite plugins in engine/vite are plain ES modules (the bench scripts import them as they are).
  transform: { '^.+\\.(t|j)sx?$': swc(name === 'backend'), '^.+\\.mjs$': swc(false) },
  moduleNameMapper: aliases,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  ...extra,
});
module.exports = {
  // A cap, not a wait: CPU-heavy tests (100k-node layouts, property runs) take several times longer on a busy
  // machine than on an idle one, and jest's default 5 s cap failed them there. A hung test still fails.
  testTimeout: 60_000,
  projects: [
    project('model'),
    project('engine'),
    project('backend', {
      setupFilesAfterEnv: ['<rootDir>/test/jestSetup.ts'],
      // file-type (the upload sniffer) and its dependencies are ESM-only: compiled to CommonJS like our sources.
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    }),
    project('frontend'),
    {
      displayName: 'workspace',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      // .mjs too: the test runner's own modules (testSummary.mjs, prerequisites.mjs) are plain ES modules.
      transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.mjs$': swc(false) },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
  ],
};
