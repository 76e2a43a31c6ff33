import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';
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
 * Builds the client into a temporary directory (so a developer's `client/dist` and a
 * parallel e2e run are never overwritten mid-run), then starts the real API
 * (`npm run api`'s task) on a free port over a new data directory, serving that build.
 */
export default async function setup(project: TestProject) {
  const chromium = ensureChromium();

  const distDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-e2e-dist-'));
  const build = spawnSync(
    path.join(clientDir, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build: test what users get.
    { cwd: clientDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('[e2e] the client build failed');

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
    rmSync(distDir, { recursive: true, force: true });
  };
}
