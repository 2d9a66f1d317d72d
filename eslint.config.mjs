// `npm run lint`: rules that catch real mistakes (promises nobody awaits, hooks misuse, inaccessible markup,
// import cycles), not style. Type information comes from each folder's own tsconfig.json (projectService).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a layer must not make: by the workspace alias, or by a relative path into the other workspace's sources. */
const layer = (names, message) => [
  { regex: `^@studio/(${names.join('|')})(/|$)`, message },
  { regex: `^(\\.\\./)+(${names.join('|')})/`, message },
];
const LAYER_PATTERNS = {
  core: layer(['api', 'worker'], 'core is the shared domain: it must not import the api or the worker (move the code into core, or invert the call).'),
  api: layer(['worker'], 'The api must not import the worker: what both need lives in core.'),
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'data/', 'tmp/', '.tmp/', 'coverage/', 'bench-output/', 'test-results/', 'docs/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // import-x's TypeScript settings, with its built-in resolver (no extra resolver package needed).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Passing on an error of unknown type (a callback's `err`) is fine; rejecting with a string or object is not.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      // Nest hooks and interface methods are async by contract even when this implementation has nothing to await.
      '@typescript-eslint/require-await': 'off',
      // Values typed `any` by libraries (JSON bodies, driver rows): flagging every use of them is noise, not mistakes.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Tests and benches read untyped response bodies on purpose.
    files: ['**/*.spec.{ts,tsx}', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/test/**', 'e2e/**', 'scripts/**', 'frontend/src/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    // The classic hooks rules. The React Compiler's own diagnostics (refs, set-state-in-effect, purity...) are left
    // out: we do not use the compiler, and they flag the accepted latest-value-ref pattern everywhere.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A feature imports only itself and what is shared (components/, lib/, config/, app/ wiring): one zone per feature
    // forbids every other feature. Shared machinery moves out of the feature that grew it first.
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
            .filter((d) => d.isDirectory())
            .map(({ name }) => ({
              target: `./frontend/src/features/${name}`,
              from: './frontend/src/features',
              except: [`./${name}`],
              message: 'No cross-feature imports: move what both need to components/ or lib/.',
            })),
        },
      ],
    },
  },
  // The layers (docs/architecture.md, "Layout"): core is the domain both processes share and imports neither; the
  // api is the HTTP shell and never imports the worker. Proven by api/src/common/layer-rule.spec.ts (a fixture that must fail).
  {
    files: ['core/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: LAYER_PATTERNS.core }] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: LAYER_PATTERNS.api }] },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['frontend/src/**/*.tsx'],
    // `role` on our own components (<RequireRole role="admin">) is a prop, not an ARIA role.
    rules: { 'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] },
  },
  {
    // Plain JavaScript (config files, the bootstrap that runs before dependencies exist): no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
