import { afterAll, beforeAll, expect, test } from 'vitest';
import { content as contentApi } from '@sandbox/shared';
import { writeNotice, type NotifyEvent } from '../../src/modules/content/index.ts';
import { registerByEmail } from '../harness.ts';
import { createFinanceApp } from '../wallet-fixtures.ts';

const { NOTICE_KIND } = contentApi;
let t: Awaited<ReturnType<typeof createFinanceApp>>;
beforeAll(async () => {
  t = await createFinanceApp();
});
afterAll(async () => {
  await t.close();
});

test("a step's many events are written at once, each in its own user's language of the moment (one not of the nine: English)", async () => {
  const [jp, ko, none] = await Promise.all(['many.jp@example.com', 'many.ko@example.com', 'many.other@example.com'].map((e) => registerByEmail(t.api, e)));
  await t.api.db.user.update({ where: { id: jp!.userId }, data: { language: 'jp' } });
  await t.api.db.user.update({ where: { id: ko!.userId }, data: { language: 'ko' } });
  await t.api.db.user.update({ where: { id: none!.userId }, data: { language: 'fr' } });
  const event = (userId: string, refId: string, quantity: string): NotifyEvent => ({ userId, kind: NOTICE_KIND.IEO_LAPSED, refId, params: { name: 'Moon', coin: 'MOON', quantity, deadline: '2026-03-05 12:00:00' } });
  const events = [event(jp!.userId, 'many-1', '10'), event(ko!.userId, 'many-2', '20'), event(none!.userId, 'many-3', '30'), event(jp!.userId, 'many-4', '40')];
  await t.api.db.$transaction((tx) => writeNotice(t.api.clock, tx, events));
  const rows = await t.api.db.notice.findMany({ where: { refId: { startsWith: 'many-' } }, orderBy: { refId: 'asc' } });
  expect(rows.map((r) => [r.refId, r.userId, r.language, r.kind, r.params])).toEqual([
    ['many-1', jp!.userId, 'jp', NOTICE_KIND.IEO_LAPSED, '{"name":"Moon","coin":"MOON","quantity":"10","deadline":"2026-03-05 12:00:00"}'],
    ['many-2', ko!.userId, 'ko', NOTICE_KIND.IEO_LAPSED, '{"name":"Moon","coin":"MOON","quantity":"20","deadline":"2026-03-05 12:00:00"}'],
    ['many-3', none!.userId, 'en-us', NOTICE_KIND.IEO_LAPSED, '{"name":"Moon","coin":"MOON","quantity":"30","deadline":"2026-03-05 12:00:00"}'],
    ['many-4', jp!.userId, 'jp', NOTICE_KIND.IEO_LAPSED, '{"name":"Moon","coin":"MOON","quantity":"40","deadline":"2026-03-05 12:00:00"}'],
  ]);
  expect(new Set(rows.map((r) => r.id)).size).toBe(4);
  expect(rows.map((r) => r.title)).toEqual(['IEO 割当が失効しました', 'IEO 배정이 소멸되었습니다', 'IEO allocation lapsed', 'IEO 割当が失効しました']);
  // Markdown, the values' special characters escaped (noticeTexts).
  expect(rows[2]!.content).toBe('Your allocation of 30 MOON in Moon was not paid by 2026\\-03\\-05 12:00:00 and has lapsed. Nothing has been charged.');
  expect(rows.every((r) => r.readAt === null && r.publishedAt.getTime() === rows[0]!.publishedAt.getTime())).toBe(true);
});
