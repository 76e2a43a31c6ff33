import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes, type QaQuery } from '@sandbox/shared/qa-routes';
import { createFaults } from '../../src/qa/faults.ts';
import { createRequestLog, MASK, maskSecrets } from '../../src/qa/request-log.ts';
import { createTestApp, registerByEmail, type TestApi } from '../harness.ts';

// The app is built once; its calls take a second or two on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
});

const requests = async (query: QaQuery = {}) => (await api.qaCall(qaRoutes['requests.list'], { query })).result;

test('the request log and the faults refuse a caller without the QA token', async () => {
  for (const [method, url] of [
    ['GET', qaPath(qaRoutes['requests.list'])],
    ['DELETE', qaPath(qaRoutes['requests.clear'])],
    ['GET', qaPath(qaRoutes['faults.list'])],
    ['POST', qaPath(qaRoutes['faults.add'])],
    ['DELETE', qaPath(qaRoutes['faults.clear'])],
  ] as const) {
    const res = await api.app.inject({ method, url: `${QA_BASE}${url}`, headers: { 'x-qa-token': 'nope', 'content-type': 'application/json' }, payload: '{"route":"/api/*","kind":"drop"}' });
    expect(res.json().code, `${method} ${url}`).toBe(403);
  }
  expect((await api.qaCall(qaRoutes['faults.list'])).result).toEqual([]);
});

test('every /api call is logged with caller, route, decrypted body, result and duration; no password or code is ever held', async () => {
  const password = 'Very$ecret-Passw0rd';
  const user = await registerByEmail(api, 'log-user@example.com', password);
  const login = await api.call(contract['app.login'], { account: 'log-user@example.com', password });
  expect(login.code).toBe(200);
  const wrong = await api.call(contract['app.login'], { account: 'log-user@example.com', password: 'Wrong-Passw0rd-42' });
  expect(wrong.code).not.toBe(200);
  await api.call(contract['user.getMyUserInfo'], undefined, { token: login.result.token });

  const all = await requests({ limit: 1000 });
  const codes = (await api.db.devMessage.findMany()).flatMap((m) => (m.code ? [m.code] : []));
  expect(codes.length).toBeGreaterThan(0);
  // Every text the log keeps of a call (numbers such as times could hold six digits by chance).
  const held = JSON.stringify(all.requests.map((r) => [r.body, r.query, r.message, r.path, r.route]));
  for (const secret of [password, 'Wrong-Passw0rd-42', ...codes]) expect(held, secret).not.toContain(secret);

  const [register] = (await requests({ route: '/register' })).requests;
  expect(register).toMatchObject({ method: 'POST', httpStatus: 200, code: 200, body: { email: 'log-user@example.com', code: MASK, password: MASK, confirmPassword: MASK, agree: true } });
  expect(register!.durationMs).toBeGreaterThan(0);

  // Newest first; the failed login kept with its code and message; the caller of a token call known.
  const logins = (await requests({ route: '/app/login' })).requests;
  expect(logins).toHaveLength(2);
  expect(logins[0]!.code).toBe(wrong.code);
  expect(logins[0]!.message).toBe(wrong.message);
  const mine = (await requests({ user: 'log-user@example.com' })).requests;
  expect(mine.map((r) => r.path)).toContain(contract['user.getMyUserInfo'].path);
  expect(mine.every((r) => r.userId === user.userId)).toBe(true);
  expect((await requests({ code: wrong.code })).requests.every((r) => r.code === wrong.code || r.httpStatus === wrong.code)).toBe(true);
  // The QA API's own calls are not in it.
  expect(all.requests.some((r) => r.path.startsWith(QA_BASE))).toBe(false);
});

test('what is kept of a body is bounded: long texts cut, buffers named, secrets masked at any depth', () => {
  const kept = maskSecrets({ note: 'x'.repeat(5000), file: Buffer.alloc(10_000), nested: [{ withdrawalPassword: '123456', smsCode: '654321', phoneCode: '1' }] }) as Record<string, unknown>;
  expect((kept.note as string).length).toBeLessThan(2100);
  expect(kept.file).toBe('[Buffer]');
  expect(kept.nested).toEqual([{ withdrawalPassword: MASK, smsCode: MASK, phoneCode: '1' }]);
});

test('the ring keeps the newest calls only: memory stays flat', () => {
  const log = createRequestLog(5);
  for (let i = 1; i <= 12; i++) {
    log.add({ seq: log.nextSeq(), at: i, method: 'GET', path: `/api/x/${i}`, route: undefined, userId: undefined, query: {}, body: undefined, httpStatus: 200, code: 200, message: 'ok', durationMs: 1 });
  }
  expect(log.size()).toBe(5);
  expect(log.list().map((r) => r.seq)).toEqual([12, 11, 10, 9, 8]);
  // A part of the path: /api/x/1 is in 12, 11 and 10 (the 1 fell out of the ring).
  expect(log.list({ route: '/api/x/1' }).map((r) => r.seq)).toEqual([12, 11, 10]);
});

test('an injected envelope code hits the given number of calls, then the route answers again', async () => {
  const set = await api.qaCall(qaRoutes['faults.add'], { body: { route: '/api/*getServerTime', kind: 'code', code: 500, calls: 2 } });
  expect(set.code).toBe(200);
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push((await api.call(contract['public.serverTime'])).code);
  expect(answers).toEqual([500, 500, 200]);
  const logged = (await requests({ route: 'serverTime', limit: 3 })).requests;
  expect(logged.map((r) => r.fault)).toEqual([undefined, set.result.id, set.result.id]);
  expect((await api.qaCall(qaRoutes['faults.list'])).result).toEqual([]);
});

test('a 401 for a span of sandbox time, latency, and a reset clears what is left', async () => {
  const u = await registerByEmail(api, 'fault-user@example.com');
  expect((await api.qaCall(qaRoutes['faults.add'], { body: { route: '/api/*getMyUserInfo', kind: 'unauthorized', seconds: 60 } })).code).toBe(200);
  const refused = await api.call(contract['user.getMyUserInfo'], undefined, { token: u.token });
  expect(refused.code).toBe(401);
  api.clock.advance(61_000);
  expect((await api.call(contract['user.getMyUserInfo'], undefined, { token: u.token })).code).toBe(200);

  expect((await api.qaCall(qaRoutes['faults.add'], { body: { route: '/api/*getServerTime', method: 'GET', kind: 'latency', latencyMs: 300, calls: 1 } })).code).toBe(200);
  const started = performance.now();
  expect((await api.call(contract['public.serverTime'])).code).toBe(200);
  expect(performance.now() - started).toBeGreaterThanOrEqual(290);

  await api.qaCall(qaRoutes['faults.add'], { body: { route: '/api/*', kind: 'code', code: 500 } });
  expect((await api.call(contract['public.serverTime'])).code).toBe(500);
  const reset = await api.qaCall(qaRoutes['faults.clear']);
  expect(reset.result).toEqual({ cleared: 1 });
  expect((await api.call(contract['public.serverTime'])).code).toBe(200);
});

test('a dropped connection: the client gets no answer at all', async () => {
  const url = await api.app.listen({ host: '127.0.0.1', port: 0 });
  await api.qaCall(qaRoutes['faults.add'], { body: { route: '/api/*getServerTime', kind: 'drop', calls: 1 } });
  const path = contract['public.serverTime'].path;
  await expect(fetch(`${url}${path}`)).rejects.toThrow();
  const after = await fetch(`${url}${path}`);
  expect(((await after.json()) as { code: number }).code).toBe(200);
  expect((await requests({ route: 'serverTime', limit: 2 })).requests.map((r) => r.httpStatus)).toEqual([200, 0]);
});

test('a seeded rate hits the same calls every run', () => {
  const pattern = (seed: number) => {
    const faults = createFaults();
    faults.add({ route: '/api/*', kind: 'code', rate: 0.5, seed }, 0);
    return Array.from({ length: 20 }, () => (faults.take('GET', '/api/a', 0) ? 1 : 0)).join('');
  };
  expect(pattern(7)).toBe(pattern(7));
  const hits = [...pattern(7)].filter((c) => c === '1').length;
  expect(hits).toBeGreaterThan(2);
  expect(hits).toBeLessThan(18);
  expect(pattern(8)).not.toBe(pattern(7));
});
