import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { isLoopback } from '../../src/qa/routes.ts';
import { createTestApp, QA_TOKEN, type TestApi } from '../harness.ts';

/** The QA API can mint money and wipe the database: off loopback it must not exist unless QA_REMOTE=1. */
const clockUrl = `${QA_BASE}${qaPath(qaRoutes['clock.show'])}`;
const call = (api: TestApi, remoteAddress: string) =>
  api.app.inject({ method: 'GET', url: clockUrl, remoteAddress, headers: { 'x-qa-token': QA_TOKEN } });

describe('QA API bound to loopback by default', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  test.each(['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'])('a caller on %s is served', async (address) => {
    const res = await call(api, address);
    expect(res.json()).toMatchObject({ code: 200 });
  });

  test.each(['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1', '128.0.0.1'])('a caller on %s gets a 404 envelope, even with the token', async (address) => {
    const res = await call(api, address);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, success: false, result: null });
    // Reset would wipe the database: it must not run either.
    const before = await api.db.systemSetting.count();
    const reset = await api.app.inject({ method: 'POST', url: `${QA_BASE}${qaPath(qaRoutes.reset)}`, remoteAddress: address, headers: { 'x-qa-token': QA_TOKEN } });
    expect(reset.json().code).toBe(404);
    expect(await api.db.systemSetting.count()).toBe(before);
  });

  test('a forwarding header cannot claim to be local', async () => {
    const res = await api.app.inject({ method: 'GET', url: clockUrl, remoteAddress: '10.0.0.7', headers: { 'x-qa-token': QA_TOKEN, 'x-forwarded-for': '127.0.0.1' } });
    expect(res.json().code).toBe(404);
  });

  test('the product API still answers remote callers', async () => {
    const res = await api.app.inject({ method: 'GET', url: contract['public.serverTime'].path, remoteAddress: '10.0.0.7' });
    expect(res.json().code).toBe(200);
  });
});

describe('QA_REMOTE=1 opens it (the token still guards it)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApp({ QA_REMOTE: '1' });
  });
  afterAll(async () => {
    await api.close();
  });

  test('a remote caller with the token is served, without it refused', async () => {
    expect((await call(api, '10.0.0.7')).json().code).toBe(200);
    const res = await api.app.inject({ method: 'GET', url: clockUrl, remoteAddress: '10.0.0.7' });
    expect(res.json().code).toBe(403);
  });
});

test('loopback addresses', () => {
  expect(isLoopback('127.0.0.1')).toBe(true);
  expect(isLoopback('::1')).toBe(true);
  expect(isLoopback('::ffff:127.9.9.9')).toBe(true);
  expect(isLoopback('::ffff:10.0.0.1')).toBe(false);
  expect(isLoopback(undefined)).toBe(false);
});
