import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `npm run api` as users start it (optionally under `sh -c`, as npm does), on a free port over a new data directory. */
function startApi(dataDir: string, viaShell: boolean) {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIST: '/nonexistent', LOG_LEVEL: 'info' };
  const child: ChildProcess = viaShell
    ? spawn('sh', ['-c', `"${process.execPath}" scripts/run.mjs api`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, [path.join(root, 'scripts', 'run.mjs'), 'api'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/\S+?)\/?\n/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`));
    });
  });
  return { child, ready, output: () => output };
}

/** Whether the server still answers (the shell's child may outlive the shell). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    get(`${url}/api//public/getServerTime`, (res) => {
      res.resume();
      resolve(true);
    }).on('error', () => resolve(false));
  });
}

/** Opens the market stream (a connection that never ends by itself) and keeps it open. */
function openStream(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    get(`${url}/api/ext/market/stream?symbols=BTCUSDT`, (res) => {
      res.once('data', () => resolve());
      res.on('error', () => undefined);
    }).on('error', reject);
  });
}

function newDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-shutdown-'));
  dirs.push(dir);
  return dir;
}

const mode = (file: string) => statSync(file).mode & 0o777;

describe('stopping the server', () => {
  test('SIGTERM stops it gracefully with an open market stream: shutdown logged, exit 0 within 10 s', async () => {
    const dataDir = newDataDir();
    // A data directory left world-readable by an older version is tightened at start.
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'notes.txt'), 'x', { mode: 0o644 });
    const api = startApi(dataDir, false);
    const url = await api.ready;
    await openStream(url);

    for (const file of ['.', 'keys', 'qa-token', 'sandbox.db', 'keys/request-rsa-private.pem', 'keys/request-rsa-public.pem', 'notes.txt']) {
      const full = path.join(dataDir, file);
      expect(mode(full), file).toBe(statSync(full).isDirectory() ? 0o700 : 0o600);
    }

    const started = Date.now();
    api.child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => api.child.once('exit', resolve));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(code).toBe(0);
    expect(api.output()).toMatch(/"signal":"SIGTERM","msg":"shutting down"/);
    expect(api.output()).toMatch(/"msg":"stopped"/);
  }, 90_000);

  test('stopping the shell npm runs it under stops the server too (it was orphaned and kept serving)', async () => {
    const api = startApi(newDataDir(), true);
    const url = await api.ready;
    api.child.kill('SIGTERM');
    const started = Date.now();
    while (!/"msg":"stopped"/.test(api.output()) && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(api.output()).toMatch(/"msg":"stopped"/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await answers(url)).toBe(false);
  }, 90_000);
});
