import { afterAll, beforeAll, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { createTestApp, registerByEmail, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
});

test('platform notices: newest first, paged, in the caller language or for all, never a personal one', async () => {
  const u = await registerByEmail(api, 'notices@example.com');
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 4, 0, 0));
  await api.db.notice.createMany({
    data: [
      { title: 'old', content: 'a', publishedAt: at(1) },
      { title: 'japanese only', content: 'b', language: 'jp', publishedAt: at(2) },
      { title: 'new', content: 'c', publishedAt: at(3) },
      { title: 'personal', content: 'd', userId: u.userId, publishedAt: at(4) },
    ],
  });
  const en = await api.call(
    contract['content.noticeList'],
    { pageNo: 1, pageSize: 1 },
  );
  expect(en.result).toMatchObject({ total: 2, pages: 2, current: 1, size: 1 });
  expect(en.result.records).toEqual([{ id: expect.any(String), title: 'new', content: 'c', createdAt: '2026-11-03 12:00:00' }]);
  const jp = await api.call(contract['content.noticeList'], {}, { lang: 'jp' });
  expect(jp.result.records.map((r) => r.title)).toEqual(['new', 'japanese only', 'old']);
  const bad = await api.call(contract['content.noticeList'], { pageSize: 1000 });
  expect(bad.code).toBe(400);
  expect(bad.message).toBe('Invalid or missing value: pageSize');
});
