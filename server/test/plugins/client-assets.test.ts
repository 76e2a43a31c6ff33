import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HASHED_CACHE_CONTROL, UNHASHED_CACHE_CONTROL } from '../../src/plugins/client-assets.ts';
import { createTestApp, type TestApi } from '../harness.ts';

const INDEX_HTML = '<!doctype html><div id="root"></div><script type="module" src="./assets/main-Bx12ab34.js"></script>';
const PC_HTML = '<!doctype html><iframe src="./index.html"></iframe>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(2000))})`;
const STYLE_CSS = 'body{margin:0}';

let api: TestApi;
let dist: string;

/** Writes a file with the .br and .gz copies a build writes beside it. */
function writeCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  // A stand-in for the Vite build: pages at the top, hashed files under assets/, a manifest in .vite/.
  dist = mkdtempSync(path.join(os.tmpdir(), 'client-assets-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeCompressed(path.join(dist, 'index.html'), INDEX_HTML);
  writeCompressed(path.join(dist, 'pc.html'), PC_HTML);
  writeCompressed(path.join(dist, 'assets', 'main-Bx12ab34.js'), MAIN_JS);
  // Below the compression threshold a build writes no copies: the plain file serves every caller.
  writeFileSync(path.join(dist, 'assets', 'style-C9z8yx76.css'), STYLE_CSS);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  api = await createTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

function expectVaryOnEncoding(headers: Record<string, unknown>) {
  expect(String(headers.vary).toLowerCase().split(/\s*,\s*/)).toContain('accept-encoding');
}

describe('hashed assets', () => {
  test('brotli when the caller accepts it, cached for a year as immutable', async () => {
    const res = await get('/assets/main-Bx12ab34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectVaryOnEncoding(res.headers);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_JS);
  });

  test('gzip when brotli is not accepted', async () => {
    const res = await get('/assets/main-Bx12ab34.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
    expectVaryOnEncoding(res.headers);
    expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_JS);
  });

  test('the plain file when no compression is asked for', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/main-Bx12ab34.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
      expectVaryOnEncoding(res.headers);
      expect(res.body).toBe(MAIN_JS);
    }
  });

  test('a file without compressed copies is served plain to a caller that accepts brotli', async () => {
    const res = await get('/assets/style-C9z8yx76.css', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe(HASHED_CACHE_CONTROL);
    expectVaryOnEncoding(res.headers);
    expect(res.body).toBe(STYLE_CSS);
  });
});

describe('pages', () => {
  test('index.html, at / and by name, compressed but revalidated on every use', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(UNHASHED_CACHE_CONTROL);
      expect(res.headers['cache-control'], url).not.toContain('immutable');
      expectVaryOnEncoding(res.headers);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  test('a revalidation of an unchanged page is a 304', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip' });
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('the desktop page is not cached either', async () => {
    const res = await get('/pc.html', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(UNHASHED_CACHE_CONTROL);
    expect(gunzipSync(res.rawPayload).toString()).toBe(PC_HTML);
  });

  test('pages and assets keep the security headers', async () => {
    for (const url of ['/', '/assets/main-Bx12ab34.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(String(res.headers['content-security-policy']), url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('what is not served', () => {
  test('the compressed copies and the build manifest have no URL of their own', async () => {
    for (const url of ['/assets/main-Bx12ab34.js.br', '/assets/main-Bx12ab34.js.gz', '/index.html.br', '/.vite/manifest.json']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  test('an /api miss is still an envelope, not a file lookup', async () => {
    const res = await get('/api/nope', { 'accept-encoding': 'br' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
