import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { UNHASHED_CACHE_CONTROL } from '../../src/plugins/client-assets.ts';
import { createTestApp, type TestApi } from '../harness.ts';

const CONSOLE_HTML = '<!doctype html><div id="root"></div><script type="module" src="./assets/console-Ab12cd34.js"></script>';

function writeCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

const dirs: string[] = [];
function fakeBuild(withConsole: boolean): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'console-page-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  writeCompressed(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  if (withConsole) writeCompressed(path.join(dist, 'console.html'), CONSOLE_HTML);
  return dist;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox console page', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApp({ CLIENT_DIST: fakeBuild(true) });
  });
  afterAll(async () => {
    await api.close();
  });

  test('/console serves console.html (brotli when accepted), revalidated like every page', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/console', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(UNHASHED_CACHE_CONTROL);
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(body).toBe(CONSOLE_HTML);
  });

  test('and by its file name, plain to a caller that asks for no compression', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/console.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CONSOLE_HTML);
  });

  test('the page is public, its data is not: the QA API refuses a call without the token', async () => {
    // The envelope carries the code (HTTP 200, as every envelope answer); the console reads it there.
    for (const headers of [{}, { 'x-qa-token': 'wrong' }]) {
      const res = await api.app.inject({ method: 'GET', url: `${QA_BASE}${qaPath(qaRoutes.state)}`, headers });
      expect(res.json()).toMatchObject({ success: false, code: 403, result: null });
    }
  });
});

describe('a build without the console', () => {
  test('/console is an ordinary miss', async () => {
    const api = await createTestApp({ CLIENT_DIST: fakeBuild(false) });
    try {
      const res = await api.app.inject({ method: 'GET', url: '/console' });
      expect(res.statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });
});
