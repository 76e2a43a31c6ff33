import { afterAll, beforeAll, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { createTestApp, registerByEmail, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
  const rows = [
    { key: 'h-wd', category: 'funds', sort: 1, language: 'en-us', title: 'How to withdraw', content: 'Bind a withdrawal address, then withdraw with your withdrawal password.' },
    { key: 'h-wd', category: 'funds', sort: 1, language: 'zh-cn', title: '如何提现', content: '先绑定提现地址，再使用提现密码提现。' },
    { key: 'h-kyc', category: 'verification', sort: 1, language: 'en-us', title: 'Identity verification levels', content: 'Basic and advanced verification.' },
    { key: 'h-vip', category: 'vip', sort: 1, language: 'en-us', title: 'VIP levels', content: 'Levels follow total assets.' },
  ];
  for (const data of rows) await api.db.helpArticle.create({ data });
});
afterAll(async () => {
  await api.close();
});

test('chat round trip: stored message, automatic answer with matching help, staff answer through the QA API arrives on the next poll, unread badge', async () => {
  const u = await registerByEmail(api, 'chat.user@example.com');
  const first = await api.call(contract['ext.chatSend'], { content: '  How do I withdraw my USDT?  ' }, { token: u.token });
  expect(first.code).toBe(200);
  const [mine, auto] = first.result.records;
  expect(mine).toMatchObject({ fromStaff: false, automatic: false, content: 'How do I withdraw my USDT?', suggestions: [], read: false });
  expect(auto).toMatchObject({ fromStaff: true, automatic: true, read: false });
  expect(auto!.content).toMatch(/^Hello! Thank you for your message/);
  expect(auto!.suggestions.map((s) => s.title)).toEqual(['How to withdraw']);

  // The second message of the conversation gets no automatic answer.
  const second = await api.call(contract['ext.chatSend'], { content: 'Still waiting' }, { token: u.token });
  expect(second.result.records).toHaveLength(1);
  const lastId = second.result.records[0]!.id;

  // Staff see the conversation waiting and answer it.
  const conversations = await api.qaCall(qaRoutes['content.chat.conversations']);
  expect(conversations.result).toEqual([
    { userId: u.userId, account: 'chat.user@example.com', unanswered: 2, lastMessage: expect.objectContaining({ content: 'Still waiting', fromStaff: false }) },
  ]);
  const answer = await api.qaCall(qaRoutes['content.chat.answer'], { body: { userId: u.userId, content: 'Your withdrawal is under review.' } });
  expect(answer.result).toMatchObject({ content: 'Your withdrawal is under review.' });
  expect((await api.qaCall(qaRoutes['content.chat.conversations'])).result[0]!.unanswered).toBe(0);

  // The client's poll since the last id it holds gets the answer; the badge counts 2 unread staff messages.
  const poll = await api.call(contract['ext.chatMessages'], { afterId: lastId }, { token: u.token });
  expect(poll.result.records.map((r) => [r.fromStaff, r.content])).toEqual([[true, 'Your withdrawal is under review.']]);
  expect(poll.result.unread).toBe(2);
  expect((await api.call(contract['ext.unreadCounts'], {}, { token: u.token })).result.chat).toBe(2);
  // The user's own messages now show as read by staff.
  const all = await api.call(contract['ext.chatMessages'], {}, { token: u.token });
  expect(all.result.records.map((r) => [r.fromStaff, r.read])).toEqual([
    [false, true],
    [true, false],
    [false, true],
    [true, false],
  ]);
  expect((await api.call(contract['ext.chatRead'], {}, { token: u.token })).result).toEqual({ unread: 0 });
  expect((await api.call(contract['ext.unreadCounts'], {}, { token: u.token })).result.chat).toBe(0);
  expect((await api.call(contract['ext.chatMessages'], { afterId: answer.result.id }, { token: u.token })).result.records).toEqual([]);
});

test('marking read goes through the last message shown: an answer stored since keeps its badge; an id of another conversation answers 404 and marks nothing', async () => {
  const u = await registerByEmail(api, 'chat.reader@example.com');
  const other = await registerByEmail(api, 'chat.other@example.com');
  const [, auto] = (await api.call(contract['ext.chatSend'], { content: 'hello' }, { token: u.token })).result.records;
  // The screen shows the automatic answer; staff answer before its read call arrives.
  const later = await api.qaCall(qaRoutes['content.chat.answer'], { body: { userId: u.userId, content: 'A staff answer not shown yet' } });
  expect(later.code).toBe(200);
  const theirs = (await api.call(contract['ext.chatSend'], { content: 'mine' }, { token: other.token })).result.records[0]!;

  const foreign = await api.call(contract['ext.chatRead'], { throughId: theirs.id }, { token: u.token });
  expect(foreign).toMatchObject({ code: 404, message: 'This message is not in your conversation' });
  expect((await api.call(contract['ext.unreadCounts'], {}, { token: u.token })).result.chat).toBe(2);

  expect((await api.call(contract['ext.chatRead'], { throughId: auto!.id }, { token: u.token })).result).toEqual({ unread: 1 });
  const all = await api.call(contract['ext.chatMessages'], {}, { token: u.token });
  expect(all.result.records.filter((r) => r.fromStaff).map((r) => [r.content.startsWith('Hello!') ? 'automatic' : r.content, r.read])).toEqual([
    ['automatic', true],
    ['A staff answer not shown yet', false],
  ]);
  expect((await api.call(contract['ext.unreadCounts'], {}, { token: u.token })).result.chat).toBe(1);
});

test('paging back with beforeId, the suggestions in the reader language, a day of silence brings a new automatic answer', async () => {
  const u = await registerByEmail(api, 'chat.pager@example.com');
  await api.call(contract['ext.chatSend'], { content: '提现怎么操作' }, { token: u.token, lang: 'zh-cn' });
  for (let i = 1; i <= 4; i++) await api.call(contract['ext.chatSend'], { content: `m${i}` }, { token: u.token });

  const latest = await api.call(contract['ext.chatMessages'], { limit: 3 }, { token: u.token, lang: 'zh-cn' });
  expect(latest.result.records.map((r) => r.content)).toEqual(['m2', 'm3', 'm4']);
  expect(latest.result.hasMore).toBe(true);
  const older = await api.call(contract['ext.chatMessages'], { limit: 3, beforeId: latest.result.records[0]!.id }, { token: u.token, lang: 'zh-cn' });
  expect(older.result.records.map((r) => r.content.slice(0, 5))).toEqual(['提现怎么操', '您好！感谢', 'm1']);
  expect(older.result.hasMore).toBe(false);
  expect(older.result.records[1]!.suggestions.map((s) => s.title)).toEqual(['如何提现']);
  // Read in English, the same stored suggestion shows its English title.
  const en = await api.call(contract['ext.chatMessages'], { limit: 3, beforeId: latest.result.records[0]!.id }, { token: u.token });
  expect(en.result.records[1]!.suggestions.map((s) => s.title)).toEqual(['How to withdraw']);

  api.clock.advance(24 * 3600 * 1000);
  const after = await api.call(contract['ext.chatSend'], { content: 'VIP levels?' }, { token: u.token });
  expect(after.result.records.map((r) => r.automatic)).toEqual([false, true]);
  expect(after.result.records[1]!.suggestions.map((s) => s.title)).toEqual(['VIP levels', 'Identity verification levels']);
});

test("another user's message id answers 404, bad input 400, signed out 401; two first messages at once get one automatic answer", async () => {
  const a = await registerByEmail(api, 'chat.a@example.com');
  const b = await registerByEmail(api, 'chat.b@example.com');
  const sent = await api.call(contract['ext.chatSend'], { content: 'hello' }, { token: a.token });
  const foreign = await api.call(contract['ext.chatMessages'], { afterId: sent.result.records[0]!.id }, { token: b.token });
  expect(foreign).toMatchObject({ code: 404, message: 'This message is not in your conversation' });
  expect((await api.call(contract['ext.chatMessages'], { beforeId: sent.result.records[0]!.id }, { token: b.token })).code).toBe(404);
  expect((await api.send(contract['ext.chatSend'], { content: '   ' }, { token: b.token })).code).toBe(400);
  expect((await api.send(contract['ext.chatSend'], { content: 'x'.repeat(1001) }, { token: b.token })).code).toBe(400);
  expect((await api.call(contract['ext.chatSend'], { content: 'hi' })).code).toBe(401);
  expect((await api.qaCall(qaRoutes['content.chat.answer'], { body: { userId: 'nobody', content: 'hi' } })).code).toBe(404);

  const results = await Promise.all(['one', 'two', 'three'].map((content) => api.call(contract['ext.chatSend'], { content }, { token: b.token })));
  expect(results.every((r) => r.code === 200)).toBe(true);
  expect(await api.db.chatMessage.count({ where: { userId: b.userId, automatic: true } })).toBe(1);
  expect(await api.db.chatMessage.count({ where: { userId: b.userId, fromStaff: false } })).toBe(3);
});
