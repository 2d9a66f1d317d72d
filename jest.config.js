// One jest run, four tiers. `npm test` runs them all; `npx jest --selectProjects unit` runs one.
const swc = (tsx = false) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = { '^@studio/(core|worker|api)/(.*)$': '<rootDir>/$1/src/$2' };
// NestJS 12 ships ES modules only; jest (on Node 20) loads CommonJS, so those packages are compiled too.
// So does age-encryption (backups) with its @noble and @scure dependencies.
const esmOnly = ['@nestjs', 'file-type', 'strtok3', 'token-types', 'peek-readable', 'uint8array-extras', '@tokenizer', 'age-encryption', '@noble', '@scure'];
const node = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swc(), '^.+\\.m?js$': swc() },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper,
};

module.exports = {
  // Global (not per project): generous, because 2 shared cores run image encodes and several suites at once.
  testTimeout: 30000,
  projects: [
    { ...node, displayName: 'unit', testMatch: ['<rootDir>/{core,worker,api}/src/**/*.spec.ts', '<rootDir>/scripts/lib/**/*.spec.ts'] },
    {
      ...node,
      displayName: 'integration',
      testMatch: ['<rootDir>/{api,worker}/test/**/*.int-spec.ts'],
      // `testTimeout` is not read per project; a setup file sets it.
      setupFilesAfterEnv: ['<rootDir>/api/test/timeout.setup.ts'],
    },
    {
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/frontend/src/testing/preload-lazy-ui.ts'],
      // yet-another-react-lightbox ships ES modules only: compiled like our own files.
      transform: { '^.+\\.tsx?$': swc(true), '^.+\\.m?js$': swc() },
      transformIgnorePatterns: ['/node_modules/(?!yet-another-react-lightbox/)'],
      moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': '<rootDir>/frontend/test/file-stub.cjs', '^@studio/rules/(.*)$': '<rootDir>/core/src/rules/$1' },
    },
    {
      ...node,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/timeout.setup.ts'],
    },
  ],
};
