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

export default [
  {
    files: ['client/src/pages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'A page calls the server through an api module (client/src/api), never axios.' }] },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: noFetch }],
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
