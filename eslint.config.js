import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import clientRules from './client/eslint.rules.js';

/*
 * Server boundaries (ARCHITECTURE.md section 4, docs/architecture.md "Server modules"):
 * each rule below fails the build, and scripts/src/lint.test.ts shows each one firing.
 * ESLint keeps only the last `no-restricted-imports` setting that matches a file, so the
 * blocks below each list every restriction their files obey, from the widest to the narrowest.
 */

const FACE = 'A module is used through its face (modules/<domain>/index.ts), never through its files.';

/** From a module's file: `../<other>/<file>` other than the other module's index.ts. */
const faceFromModule = { regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)', message: FACE };
/**
 * From a file in a module's folder (modules/<domain>/<folder>/, one level: identity/kyc/): the same,
 * one level up (`../../<other>/<file>`); `../<folder>/` is its own module's.
 */
const faceFromModuleFolder = { regex: '^\\.\\./\\.\\./[^./][^/]*/(?!index\\.ts$)', message: FACE };
/** From modules/*.ts (the wiring and the helpers every module shares): `./<domain>/<file>`. */
const faceFromModulesRoot = { regex: '^\\./[^/]+/(?!index\\.ts$)', message: FACE };
/** From the rest of server/src (app, qa, jobs, plugins, routes): `.../modules/<domain>/<file>`. */
const faceFromOutside = { regex: '(^|/)modules/[^/]+/(?!index\\.ts$)', message: FACE };
/**
 * The database is reached through services, repositories and the ledger (docs/architecture.md
 * "Server modules").
 * `@sandbox/prisma/failures` only tells database failures apart (the envelope's 409 and 503).
 */
const prisma = {
  regex: '^(@sandbox/prisma|@prisma/client)(/(?!failures$)|$)',
  message: 'Only services, the ledger, jobs, the QA API and the app wiring use the database; call a service.',
};
const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist.*.building/**', 'data/**', 'prisma/generated/**', 'prisma/generated-pg/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import cycles anywhere in the workspace: a type-only circle too (it hides a layering mistake).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only the extensions listed here; without them it never opens a .ts file and sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // kebab-case file names; the middle parts of `x.test.ts` or `x.e2e.test.ts` are kept as they are.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }] },
  },
  {
    // Server time rules read the injectable clock, so tests and QA can move time.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Read time from clock.now() (server/src/clock.ts).' }],
    },
  },
  { files: ['server/src/**/*.ts'], rules: { 'no-restricted-imports': restrict(faceFromOutside, prisma) } },
  {
    // The layers allowed to hold a database client besides the modules' services.
    files: ['server/src/{app,app-deps,main,config}.ts', 'server/src/ledger/**/*.ts', 'server/src/jobs/**/*.ts', 'server/src/qa/**/*.ts', 'server/src/instances/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(faceFromOutside) },
  },
  { files: ['server/src/modules/*.ts'], rules: { 'no-restricted-imports': restrict(faceFromModulesRoot) } },
  { files: ['server/src/modules/*/*.ts'], rules: { 'no-restricted-imports': restrict(faceFromModule) } },
  { files: ['server/src/modules/*/*/*.ts'], rules: { 'no-restricted-imports': restrict(faceFromModuleFolder) } },
  // A route is thin: it calls a service and never touches the database itself.
  { files: ['server/src/modules/*/{routes,*-routes,*-route}.ts'], rules: { 'no-restricted-imports': restrict(faceFromModule, prisma) } },
  { files: ['server/src/modules/*/*/{routes,*-routes,*-route}.ts'], rules: { 'no-restricted-imports': restrict(faceFromModuleFolder, prisma) } },
  { files: ['shared/src/**/*.ts'], rules: { 'no-restricted-imports': restrict(prisma) } },
  ...clientRules,
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
