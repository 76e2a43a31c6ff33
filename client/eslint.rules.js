import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX from 'eslint-plugin-import-x';

/**
 * The client's module boundaries (ARCHITECTURE.md section 5), kept by lint rather than by
 * memory: imports flow components/api/lib -> pages -> app, and never back up. The root
 * eslint.config.js spreads this array in.
 */

// Zones are resolved against the repository root, wherever eslint is started from.
const root = join(import.meta.dirname, '..');
const pageFolders = readdirSync(join(import.meta.dirname, 'src', 'pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noFetch = 'A page loads data through an api module (client/src/api), never with fetch.';

/** http.ts's transport sits under `call()` (call.ts): an api module names a contract entry instead of a path. */
const transport = {
  group: ['**/api/http.ts', './http.ts'],
  importNames: ['get', 'post', 'upload', 'getOneOrNull'],
  message: 'Call the server with call(endpoints[...]) from api/call.ts; only call.ts uses the transport.',
};
/** Outside api/, not even the axios instance: screens and the shell go through an api module. */
const axiosInstance = {
  group: ['**/api/http.ts'],
  importNames: ['http', 'loadHttp'],
  message: 'Only api modules use the http instance; add a function to an api module.',
};
const tests = ['client/src/**/*.test.{ts,tsx}', 'client/test/**'];

/**
 * antd-mobile's parts that bring react-spring (16.6 KB gzip) or large illustrations load when
 * first shown, each from one place (docs/client.md, "What a page waits for").
 */
const antdOnFirstUse = {
  group: ['antd-mobile'],
  importNames: ['SpinLoading', 'ErrorBlock', 'Popup', 'Picker', 'Dialog', 'Toast'],
  message:
    'Use the versions loaded on first use: Spinner (components/spinner.tsx), ErrorBlock (components/error-block.tsx), Popup, Picker and Dialog (components/overlays.tsx), confirmDialog and alertDialog (lib/dialog.ts), showToast (lib/notify.ts).',
};

/** A feature (client/src/features/<domain>) is used through its face, its index.ts, as a server module is. */
const FACE = "A feature is used through its face (features/<domain>/index.ts), never through its files; export what is needed there.";
/** From outside the features: `.../features/<domain>/<file>` other than index.ts or a stylesheet. */
const featureFaceFromOutside = { regex: '(^|/)features/[^/]+/(?!index\\.ts$|[^/]+\\.css$)', message: FACE };
/** From a feature's file: `../<other>/<file>` other than the other feature's index.ts or a stylesheet. */
const featureFaceFromFeature = { regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$|[^/]+\\.css$)', message: FACE };

/** Route paths are named once (client/src/lib/route-paths.ts); a screen never spells one. */
const routeLiteral = 'Use the route object (routes.x, routeWith) from client/src/lib/route-paths.ts, not a spelled path.';
const noRouteLiterals = [
  'error',
  { selector: 'Literal[value=/^\\/[A-Za-z]/]', message: routeLiteral },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/[A-Za-z]/]', message: routeLiteral },
];

// ESLint keeps only the last `no-restricted-imports` setting matching a file: each block
// below lists every restriction its files obey, widest first.
export default [
  {
    files: ['client/src/api/**/*.ts'],
    ignores: ['client/src/api/call.ts', ...tests],
    rules: { 'no-restricted-imports': ['error', { patterns: [transport] }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/api/**', ...tests],
    rules: { 'no-restricted-imports': ['error', { patterns: [transport, axiosInstance, featureFaceFromOutside, antdOnFirstUse] }] },
  },
  {
    files: ['client/src/features/**/*.{ts,tsx}'],
    ignores: tests,
    plugins: { 'import-x': importX },
    rules: {
      'no-restricted-imports': ['error', { patterns: [transport, axiosInstance, featureFaceFromFeature, antdOnFirstUse] }],
      'no-restricted-syntax': noRouteLiterals,
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: 'client/src/features', from: 'client/src/pages', message: 'A feature never imports a page: pages compose features.' },
            { target: 'client/src/features', from: 'client/src/app', message: 'A feature never imports the app shell.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/pages/**/*.{ts,tsx}'],
    ignores: tests,
    plugins: { 'import-x': importX },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'A page calls the server through an api module (client/src/api), never axios.' }],
          patterns: [transport, axiosInstance, featureFaceFromOutside, antdOnFirstUse],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: noFetch }],
      'no-restricted-syntax': noRouteLiterals,
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: noFetch },
        { object: 'globalThis', property: 'fetch', message: noFetch },
        { object: 'self', property: 'fetch', message: noFetch },
      ],
      // One zone per route folder: a page composes shared code, never another page.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: pageFolders.map((folder) => ({
            target: `client/src/pages/${folder}`,
            from: 'client/src/pages',
            except: [`./${folder}`],
            message: 'Pages never import each other; move what both need into components/, lib/ or api/.',
          })),
        },
      ],
    },
  },
  {
    files: ['client/src/components/**/*.{ts,tsx}'],
    // A component's test may wire the app's shims (antd-mobile on React 19) like main.tsx does.
    ignores: ['client/src/components/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'no-restricted-syntax': noRouteLiterals,
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'client/src/components',
              from: 'client/src/pages',
              message: 'Components are shared UI: they never import a page.',
            },
            {
              target: 'client/src/components',
              from: 'client/src/app',
              message: 'Components are shared UI: they never import the app shell.',
            },
          ],
        },
      ],
    },
  },
];
