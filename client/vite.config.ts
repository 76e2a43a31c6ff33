import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdMobileWithoutLegacyRender, axiosWithoutFetchAdapter, axiosWithoutUnusedStatics, preloadOnlyWhatPagesAdd, optimizeIconPaths, syncExternalStoreFromReact } from './scripts/build-plugins.ts';
import { bundleReport } from './scripts/bundle-report-plugin.ts';
import { loadingShell } from './scripts/loading-shell-plugin.ts';
import { localeSections } from './scripts/locale-sections-plugin.ts';
import { preloadStartupChunks } from './scripts/startup-preload-plugin.ts';
import { FIRST_SECTIONS } from './src/i18n/sections.ts';

const root = import.meta.dirname;
const preload = preloadOnlyWhatPagesAdd('main', /[\\/]src[\\/]app[\\/]page-loaders\.ts$/);

/**
 * antd-mobile's package.json marks its barrel (es/index.js) as having side effects, for the one
 * line that imports its global styles. So every `import { X } from 'antd-mobile'` kept all its
 * components in the static graph, and the chunker put Toast, Mask and the animation library
 * (react-spring) into a chunk the entry loads: about 20 KB gzip on /home for nothing it shows.
 * main.tsx imports those global styles itself (antd-mobile/es/global), so the barrel is pure here.
 */
function antdMobileBarrelIsPure(): Plugin {
  return {
    name: 'sandbox-antd-mobile-barrel-is-pure',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]antd-mobile[\\/]es[\\/]index\.js$/ },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14102),
 * which differs from dist/production by one flag: ENABLE_DEV_WARNINGS, dev-only console warnings
 * (about 2 KB gzip). The build takes the production files; a layout change fails here, loudly.
 */
function reactRouterProductionBuild(): Alias[] {
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const dist = resolve(dirname(fromRouterDom.resolve('react-router/package.json')), 'dist', 'production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return Object.entries(files).map(([specifier, file]) => {
    const replacement = resolve(dist, file);
    if (!existsSync(replacement)) throw new Error(`react-router's production build moved: no ${replacement}`);
    return { find: new RegExp(`^${specifier}$`), replacement };
  });
}

/**
 * Two pages (multi-page build): the app (index.html) and the desktop frame (pc.html).
 * The dev server proxies /api to the Fastify server; in production the server serves dist
 * (server/src/plugins/client-assets.ts): the .br and .gz copies written here beside each file,
 * files under assets/ (content-hashed names) cached as immutable, the pages revalidated.
 * build.manifest lets the bundle budget (scripts/bundle-budget.ts) find what /home loads.
 */
export default defineConfig(({ command }) => ({
  root,
  base: './',
  plugins: [
    react(),
    antdMobileBarrelIsPure(),
    antdMobileWithoutLegacyRender(),
    optimizeIconPaths(),
    syncExternalStoreFromReact(),
    localeSections(FIRST_SECTIONS),
    axiosWithoutFetchAdapter(),
    axiosWithoutUnusedStatics(),
    preload.plugin,
    preloadStartupChunks('main'),
    loadingShell('main'),
    // Brotli (quality 11) and gzip (level 9) once at build; the manifest is not served, so not compressed.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite[\\/]/], logLevel: 'silent' }),
    bundleReport(),
  ],
  resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    // ES2022 keeps class fields and private methods native (TanStack Query is written with them):
    // es2020 rewrote them into WeakMap helpers, 1 KB gzip more on /home. Browsers: Chrome and Edge
    // 94, Firefox 93, Safari 15 (16.4 once a class static block ships; the build has none today).
    // Vite 8's own default (baseline widely available: Safari 16.4, Chrome 111) is newer still.
    target: 'es2022',
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      input: {
        main: resolve(root, 'index.html'),
        pc: resolve(root, 'pc.html'),
        // The sandbox console (staff, desktop): its own entry and chunks, never loaded by the app.
        console: resolve(root, 'console.html'),
      },
      // Chunks named by their hash alone: the entry lists every page's chunk files for preloading
      // and every chunk names those it imports, so a long name ("use-isomorphic-update-layout-
      // effect-...") costs bytes in /home's first download (1.7 KB gzip with 60 pages). The
      // manifest keeps each chunk's name, and the bundle report prints it beside the file.
      // Stylesheets likewise, and shorter: since components style themselves with CSS modules,
      // most pages have a stylesheet of their own, and the entry's preload table lists each by
      // file name (named: +0.9 KB gzip on /home's first render; 4 hash characters, 64^4 values
      // for about 80 stylesheets, keep it at 149.9 KB, as before the modules).
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) => (asset.names.some((n) => n.endsWith('.css')) ? 'assets/[hash:4][extname]' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The QA API too: the console and the app's sign-in-as exchange call it (loopback to loopback, so its guard passes).
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true }, '/__qa': { target: 'http://127.0.0.1:3000' } },
  },
  preview: {
    // The QA API too: the console and the app's sign-in-as exchange call it (loopback to loopback, so its guard passes).
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true }, '/__qa': { target: 'http://127.0.0.1:3000' } },
  },
}));
