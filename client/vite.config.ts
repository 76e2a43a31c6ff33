import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/bundle-report-plugin.ts';

const root = import.meta.dirname;

/**
 * Two pages (multi-page build): the app (index.html) and the desktop frame (pc.html).
 * The dev server proxies /api to the Fastify server; in production the server serves dist.
 */
export default defineConfig({
  root,
  base: './',
  plugins: [react(), bundleReport()],
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: {
      input: {
        main: resolve(root, 'index.html'),
        pc: resolve(root, 'pc.html'),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
});
