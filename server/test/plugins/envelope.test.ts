import Fastify from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { WriteConflictError } from '@sandbox/prisma';
import { ManualClock } from '../../src/clock.ts';
import { envelopePlugin } from '../../src/plugins/envelope.ts';

const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(envelopePlugin, { clock: new ManualClock(new Date('2026-11-29T00:00:00Z')) });
  app.get('/conflict', async () => {
    throw new WriteConflictError('ledger: a balance');
  });
  app.get('/outage', async () => {
    throw Object.assign(new Error('driver adapter error'), { name: 'DriverAdapterError', cause: { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 } });
  });
  app.get('/bug', async () => {
    throw new Error('a bug');
  });
  await app.ready();
});
afterAll(() => app.close());

const call = async (url: string, lang: string) => (await app.inject({ url, headers: { lang } })).json<{ success: boolean; code: number; message: string }>();

test('a write conflict that outlived its retries: 409, nothing done, "try again" in the caller’s language', async () => {
  expect(await call('/conflict', 'en-us')).toMatchObject({ success: false, code: 409, message: expect.stringContaining('please try again') });
  expect((await call('/conflict', 'zh-cn')).message).toBe('您的账户正被另一请求同时修改，本次操作未执行，请重试');
});

test('a database out of reach: 503 "reconnecting", not an internal error', async () => {
  expect(await call('/outage', 'en-us')).toEqual(expect.objectContaining({ code: 503, message: 'The service is reconnecting; please try again in a moment' }));
  expect((await call('/outage', 'xi')).message).toBe('El servicio se está reconectando; inténtelo de nuevo en un momento');
  expect((await call('/bug', 'en-us')).code).toBe(500);
});
