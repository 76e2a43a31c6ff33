import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.join(import.meta.dirname, '..', '..');

export interface RunningApi {
  /** `http://127.0.0.1:<port>`, the API and the client build on one origin. */
  baseUrl: string;
  /** The QA API's token (the data directory's qa-token file). */
  qaToken: string;
  /** Stops the server and removes its data directory. */
  stop: () => Promise<void>;
}

/**
 * Starts the real API (`npm run api`'s task) on a free port over a new data directory (seeded
 * with the demo scenario, the server's default), serving the client build in `distDir` as
 * production does (server/src/plugins/client-assets.ts: the build's .br/.gz copies, hashed
 * assets cached as immutable). `label` prefixes its messages.
 */
export async function startApi(distDir: string, label: string): Promise<RunningApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `sandbox-${label}-`));
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'run.mjs'), 'api'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIST: distDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`[${label}] the server did not start within 120 s`)), 120_000);
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
    server.once('exit', (code) => reject(new Error(`[${label}] the server exited with ${code}`)));
  });
  return {
    baseUrl,
    qaToken: readFileSync(path.join(dataDir, 'qa-token'), 'utf8').trim(),
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
