import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApi } from '../scripts/api-server.ts';
import { buildClientOnce } from '../scripts/build-once.ts';
import { ensureChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    qaToken: string;
    chromium: string;
    /** The client build the server serves (with its .vite/manifest.json, for the bundle budget). */
    distDir: string;
  }
}

const clientDir = path.join(import.meta.dirname, '..');
const root = path.join(clientDir, '..');

/**
 * Builds the client into a folder of its own under node_modules/.cache, once per set of inputs
 * (client/scripts/build-once.ts: a content hash; a developer's `client/dist` is never touched,
 * and a run with nothing changed in the client reuses the last build), then starts the real API
 * serving that build (scripts/api-server.ts).
 */
export default async function setup(project: TestProject) {
  const chromium = ensureChromium();

  const distDir = path.join(root, 'node_modules', '.cache', 'e2e-client');
  buildClientOnce(distDir, (line) => console.log(`[e2e] ${line}`));

  const api = await startApi(distDir, 'e2e');

  project.provide('baseUrl', api.baseUrl);
  project.provide('qaToken', api.qaToken);
  project.provide('chromium', chromium);
  project.provide('distDir', distDir);

  return api.stop;
}
