import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
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
 * (`npm run api`'s task) on a free port over a new data directory, serving that build.
 */
export default async function setup(project: TestProject) {
  const chromium = ensureChromium();

  const distDir = path.join(root, 'node_modules', '.cache', 'e2e-client');
  buildClientOnce(distDir, (line) => console.log(`[e2e] ${line}`));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-e2e-'));
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'run.mjs'), 'api'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIST: distDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('[e2e] the server did not start within 120 s')), 120_000);
    const lines = createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      const match = /running at (http:\/\/\S+?)\/?$/.exec(line.trim());
      if (match) {
        clearTimeout(timer);
        lines.close();
        server.stdout!.resume(); // keep draining so the server never blocks on a full pipe
        resolve(match[1]!);
      }
    });
    server.once('exit', (code) => reject(new Error(`[e2e] the server exited with ${code}`)));
  });

  project.provide('baseUrl', baseUrl);
  project.provide('qaToken', readFileSync(path.join(dataDir, 'qa-token'), 'utf8').trim());
  project.provide('chromium', chromium);
  project.provide('distDir', distDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
