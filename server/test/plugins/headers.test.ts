import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { createTestApp, registerByEmail, type TestApi } from '../harness.ts';

let api: TestApi;
let dist: string;
let token: string;
beforeAll(async () => {
  // A stand-in for the built client, served like client/dist.
  dist = mkdtempSync(path.join(os.tmpdir(), 'headers-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  api = await createTestApp({ CLIENT_DIST: dist });
  token = (await registerByEmail(api, 'headers@example.com')).token;
});
afterAll(async () => {
  await api.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // antd-mobile and the chart set style attributes; previews are data:/blob: images; the stream is same-origin.
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("connect-src 'self'");
  // The desktop page frames the app; nobody else may.
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

/** API answers are data: nothing loads, nothing frames them, nothing stores them. */
function expectApiHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-store');
}

describe('security headers', () => {
  test('the index page', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });

  test('an asset', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  test('an API call with personal data is never stored', async () => {
    const res = await api.app.inject({ method: 'GET', url: contract['user.getMyUserInfo'].path, headers: { 'x-access-token': token } });
    expect(res.json().code).toBe(200);
    expectApiHeaders(res.headers);
  });

  test('error envelopes and 404s get them too; the API explorer is a page, never stored', async () => {
    for (const url of [contract['user.getMyUserInfo'].path, '/api/nope']) expectApiHeaders((await api.app.inject({ method: 'GET', url })).headers);
    const explorer = await api.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expectSecurityHeaders(explorer.headers);
    expect(explorer.headers['cache-control']).toBe('no-store');
  });
});
