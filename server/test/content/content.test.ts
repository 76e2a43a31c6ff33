import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contract, contentExt, content as contentApi, type Language } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { createTestApp, registerByEmail, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
});

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 4, 0, 0));
const { HELP_TOPIC } = contentApi;
const { ARTICLE_CATEGORY, CONTENT_PAGE } = contentExt;

beforeEach(async () => {
  await api.db.contentRead.deleteMany();
  await api.db.notice.deleteMany();
  await api.db.announcement.deleteMany();
  await api.db.helpArticle.deleteMany();
  await api.db.article.deleteMany();
});

describe('platform notices and notifications', () => {
  test('platform list: newest first, paged, in the caller language, else English marked fallback, never a personal one', async () => {
    const u = await registerByEmail(api, 'notices@example.com');
    await api.db.notice.createMany({
      data: [
        { title: 'old', content: 'a', publishedAt: at(1) },
        { title: 'japanese only', content: 'b', language: 'jp', publishedAt: at(2) },
        { key: 'n3', title: 'new', content: 'c', language: 'en-us', publishedAt: at(3) },
        { key: 'n3', title: '新しい', content: 'c', language: 'jp', publishedAt: at(3) },
        { title: 'personal', content: 'd', userId: u.userId, publishedAt: at(4) },
        { title: 'future', content: 'e', publishedAt: new Date(Date.UTC(2099, 0, 1)) },
      ],
    });
    const en = await api.call(contract['content.noticeList'], { pageNo: 1, pageSize: 1 });
    expect(en.result).toMatchObject({ total: 2, pages: 2, current: 1, size: 1 });
    expect(en.result.records).toEqual([
      { id: expect.any(String), title: 'new', content: '<p>c</p>\n', createdAt: '2026-11-03 12:00:00', language: 'en-us', fallback: false },
    ]);
    const jp = await api.call(contract['content.noticeList'], {}, { lang: 'jp' });
    expect(jp.result.records.map((r) => [r.title, r.language, r.fallback])).toEqual([
      ['新しい', 'jp', false],
      ['japanese only', 'jp', false],
      ['old', 'jp', false],
    ]);
    const tai = await api.call(contract['content.noticeList'], {}, { lang: 'tai' });
    expect(tai.result.records.map((r) => [r.title, r.language, r.fallback])).toEqual([
      ['new', 'en-us', true],
      ['old', 'tai', false],
    ]);
    const bad = await api.call(contract['content.noticeList'], { pageSize: 1000 });
    expect(bad.code).toBe(400);
    expect(bad.message).toBe('Invalid or missing value: pageSize');
  });

  test('read state is per user: marking one or all read, unread counts, another user\'s notice invisible and unmarkable', async () => {
    const ann = await registerByEmail(api, 'ann.notices@example.com');
    const ben = await registerByEmail(api, 'ben.notices@example.com');
    const platform = await api.db.notice.create({ data: { title: 'maintenance', content: 'tonight', publishedAt: at(1) } });
    const annOwn = await api.db.notice.create({ data: { userId: ann.userId, kind: 2, refId: 'r1', title: 'deposit', content: 'credited', publishedAt: at(2) } });
    const benOwn = await api.db.notice.create({ data: { userId: ben.userId, title: 'ben only', content: 'secret', publishedAt: at(3) } });

    const list = await api.call(contract['content.noticeMyList'], {}, { token: ann.token });
    expect(list.result.records.map((r) => [r.title, r.personal, r.read, r.kind, r.refId])).toEqual([
      ['deposit', true, false, 2, 'r1'],
      ['maintenance', false, false, 1, null],
    ]);
    expect((await api.call(contract['ext.unreadCounts'], {}, { token: ann.token })).result).toEqual({ notices: 2, announcements: 0, chat: 0 });

    // Ben's notice: invisible to Ann and not markable by her (404, nothing changed).
    const foreign = await api.call(contract['ext.noticeRead'], { id: benOwn.id }, { token: ann.token });
    expect(foreign).toMatchObject({ code: 404, message: 'This notification does not exist' });
    expect((await api.db.notice.findUniqueOrThrow({ where: { id: benOwn.id } })).readAt).toBeNull();

    expect((await api.call(contract['ext.noticeRead'], { id: platform.id }, { token: ann.token })).result).toEqual({ unread: 1 });
    // Reading it again changes nothing; Ben's read state of the platform notice is his own.
    expect((await api.call(contract['ext.noticeRead'], { id: platform.id }, { token: ann.token })).result).toEqual({ unread: 1 });
    const benList = await api.call(contract['content.noticeMyList'], {}, { token: ben.token });
    expect(benList.result.records.map((r) => [r.title, r.read])).toEqual([
      ['ben only', false],
      ['maintenance', false],
    ]);

    const unreadOnly = await api.call(contract['content.noticeMyList'], { unreadOnly: 1 }, { token: ann.token });
    expect(unreadOnly.result.records.map((r) => r.id)).toEqual([annOwn.id]);
    expect((await api.call(contract['ext.noticeReadAll'], undefined, { token: ann.token })).result).toEqual({ unread: 0 });
    expect((await api.call(contract['content.noticeMyList'], {}, { token: ann.token })).result.records.every((r) => r.read)).toBe(true);
    expect((await api.call(contract['content.noticeMyList'], {}, { token: ben.token })).result.records.some((r) => r.read)).toBe(false);

    expect((await api.call(contract['content.noticeMyList'], {})).code).toBe(401);
  }, 30_000);

  test('myList pages personal and platform notices merged newest first: the pages together are the whole list, once', async () => {
    const u = await registerByEmail(api, 'pages.notices@example.com');
    // Personal on odd days, platform on even days: every page mixes both.
    for (let day = 1; day <= 11; day++) {
      await api.db.notice.create({ data: { ...(day % 2 ? { userId: u.userId, kind: 2 } : {}), title: `day ${day}`, content: 'x', publishedAt: at(day) } });
    }
    const expected = Array.from({ length: 11 }, (_, i) => `day ${11 - i}`);
    for (const pageSize of [1, 3, 4, 11]) {
      const seen: string[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(11 / pageSize); pageNo++) {
        const res = await api.call(contract['content.noticeMyList'], { pageNo, pageSize }, { token: u.token });
        expect(res.result.total).toBe(11);
        seen.push(...res.result.records.map((r) => r.title));
      }
      expect(seen, `pageSize ${pageSize}`).toEqual(expected);
    }
    // Unread only, after reading two personal and one platform notice.
    const all = (await api.call(contract['content.noticeMyList'], { pageSize: 11 }, { token: u.token })).result.records;
    for (const title of ['day 11', 'day 9', 'day 10']) await api.call(contract['ext.noticeRead'], { id: all.find((r) => r.title === title)!.id }, { token: u.token });
    const unread = await api.call(contract['content.noticeMyList'], { unreadOnly: 1, pageNo: 2, pageSize: 3 }, { token: u.token });
    expect(unread.result.total).toBe(8);
    expect(unread.result.records.map((r) => r.title)).toEqual(['day 5', 'day 4', 'day 3']);
  });

  test('marking read concurrently (one, all, in two languages): every call succeeds, one read row per item', async () => {
    const u = await registerByEmail(api, 'race.notices@example.com');
    const platform = await api.db.notice.create({ data: { key: 'race', title: 'race', content: 'x', publishedAt: at(1) } });
    await api.db.notice.create({ data: { key: 'race', language: 'jp', title: 'レース', content: 'x', publishedAt: at(1) } });
    const calls = [
      ...[1, 2, 3, 4].map(() => api.call(contract['ext.noticeRead'], { id: platform.id }, { token: u.token })),
      api.call(contract['ext.noticeReadAll'], undefined, { token: u.token }),
      api.call(contract['ext.noticeReadAll'], undefined, { token: u.token, lang: 'jp' }),
    ];
    const results = await Promise.all(calls);
    expect(results.map((r) => r.code)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await api.db.contentRead.count({ where: { userId: u.userId } })).toBe(1);
    expect((await api.call(contract['ext.unreadCounts'], {}, { token: u.token, lang: 'jp' })).result.notices).toBe(0);
  });
});

describe('announcements', () => {
  test('public list: pinned first, then priority, then newest; drafts and future ones hidden; language fallback marked', async () => {
    await api.db.announcement.createMany({
      data: [
        { key: 'a1', language: 'en-us', title: 'Old news', content: 'x', publishedAt: at(1) },
        { key: 'a1', language: 'tai', title: 'ข่าวเก่า', content: 'x', publishedAt: at(1) },
        { key: 'a2', language: 'en-us', title: 'Pinned', content: 'p', isTop: true, publishedAt: at(2), type: 1, imageUrl: 'https://img.example/b.png', link: 'https://example.com', linkMode: 4 },
        { key: 'a3', language: 'en-us', title: 'Newer', content: 'n', publishedAt: at(3), link: 'javascript:alert(1)', linkMode: 4 },
        { key: 'a4', language: 'en-us', title: 'Draft', content: 'd', status: 0, publishedAt: at(3) },
        { key: 'a5', language: 'en-us', title: 'Priority', content: 'p', sort: 5, publishedAt: at(1) },
      ],
    });
    const en = await api.call(contract['sys.announcementList'], {});
    expect(en.result.records.map((r) => r.title)).toEqual(['Pinned', 'Priority', 'Newer', 'Old news']);
    expect(en.result.records[0]).toMatchObject({ pinned: true, type: 1, imageUrl: 'https://img.example/b.png', link: 'https://example.com', linkMode: 4, summary: 'p' });
    // A stored javascript: address is never handed out.
    expect(en.result.records[2]).toMatchObject({ link: null, linkMode: 1 });
    const tai = await api.call(contract['sys.announcementList'], { pageSize: 2, pageNo: 2 }, { lang: 'tai' });
    expect(tai.result).toMatchObject({ total: 4, pages: 2, current: 2 });
    expect(tai.result.records.map((r) => [r.title, r.language, r.fallback])).toEqual([
      ['Newer', 'en-us', true],
      ['ข่าวเก่า', 'tai', false],
    ]);
    const banners = await api.call(contract['sys.announcementList'], { type: 1 });
    expect(banners.result.records.map((r) => r.title)).toEqual(['Pinned']);
  });

  test('listByUser: opening one marks it read for that user only, in every language; detail of a draft answers 404', async () => {
    const ann = await registerByEmail(api, 'ann.ann@example.com');
    const ben = await registerByEmail(api, 'ben.ann@example.com');
    const en = await api.db.announcement.create({ data: { key: 'k', language: 'en-us', title: 'Fees', content: '**bold**', publishedAt: at(1) } });
    await api.db.announcement.create({ data: { key: 'k', language: 'jp', title: '手数料', content: '**太字**', publishedAt: at(1) } });
    const draft = await api.db.announcement.create({ data: { title: 'Draft', content: 'd', status: 0, publishedAt: at(1) } });

    expect((await api.call(contract['sys.announcementListByUser'], {}, { token: ann.token })).result.records.map((r) => r.read)).toEqual([false]);
    const anonymous = await api.call(contract['ext.announcementDetail'], undefined, { params: { id: en.id } });
    expect(anonymous.result).toMatchObject({ title: 'Fees', content: '<p><strong>bold</strong></p>\n', read: false });
    // Opened in Japanese through the English row's id: the Japanese text, and read.
    const opened = await api.call(contract['ext.announcementDetail'], undefined, { params: { id: en.id }, token: ann.token, lang: 'jp' });
    expect(opened.result).toMatchObject({ title: '手数料', language: 'jp', fallback: false, read: true });
    expect((await api.call(contract['sys.announcementListByUser'], {}, { token: ann.token })).result.records.map((r) => [r.title, r.read])).toEqual([['Fees', true]]);
    expect((await api.call(contract['sys.announcementListByUser'], {}, { token: ben.token })).result.records.map((r) => r.read)).toEqual([false]);
    expect((await api.call(contract['ext.unreadCounts'], {}, { token: ben.token })).result.announcements).toBe(1);
    expect((await api.call(contract['ext.unreadCounts'], {}, { token: ann.token })).result.announcements).toBe(0);
    expect((await api.call(contract['ext.announcementDetail'], undefined, { params: { id: draft.id } })).code).toBe(404);
  });
});

describe('help centre, news, articles, content pages', () => {
  async function seedHelp() {
    const rows = [
      { key: 'h-dep', category: 'funds', sort: 1, language: 'en-us', title: 'How to deposit', content: 'Choose **USDT** and copy the address.' },
      { key: 'h-dep', category: 'funds', sort: 1, language: 'tai', title: 'วิธีฝากเงิน', content: 'เลือก **USDT** แล้วคัดลอกที่อยู่' },
      { key: 'h-wd', category: 'funds', sort: 2, language: 'en-us', title: 'How to withdraw', content: 'Bind a withdrawal address first.' },
      { key: 'h-liq', category: 'perpetual', sort: 1, language: 'en-us', title: 'Liquidation price', content: 'The formula.' },
      { key: 'h-off', category: 'funds', sort: 3, language: 'en-us', title: 'Disabled', content: 'x', enabled: false },
    ];
    for (const data of rows) await api.db.helpArticle.create({ data });
  }

  test('help list by topic and search, detail in Thai, English marked where Thai is missing, 404 for an unknown id', async () => {
    await seedHelp();
    const funds = await api.call(contract['content.helpList'], { topic: HELP_TOPIC.DEPOSIT_WITHDRAWAL }, { lang: 'tai' });
    expect(funds.result.records.map((r) => [r.title, r.topic, r.category, r.language, r.fallback])).toEqual([
      ['วิธีฝากเงิน', HELP_TOPIC.DEPOSIT_WITHDRAWAL, 1, 'tai', false],
      ['How to withdraw', HELP_TOPIC.DEPOSIT_WITHDRAWAL, 1, 'en-us', true],
    ]);
    expect(funds.result.records[0]!.summary).toBe('เลือก USDT แล้วคัดลอกที่อยู่');
    const all = await api.call(contract['content.helpList'], {});
    expect(all.result.total).toBe(3);
    const search = await api.call(contract['content.helpList'], { keyword: 'FORMULA' });
    expect(search.result.records.map((r) => r.title)).toEqual(['Liquidation price']);
    const thaiSearch = await api.call(contract['content.helpList'], { keyword: 'ฝากเงิน' }, { lang: 'tai' });
    expect(thaiSearch.result.records.map((r) => r.title)).toEqual(['วิธีฝากเงิน']);

    const id = funds.result.records[0]!.id;
    const detail = await api.call(contract['content.helpDetail'], { id }, { lang: 'tai' });
    expect(detail.result).toMatchObject({ title: 'วิธีฝากเงิน', content: '<p>เลือก <strong>USDT</strong> แล้วคัดลอกที่อยู่</p>\n', language: 'tai', fallback: false });
    const missing = await api.call(contract['content.helpDetail'], { id: 'nope' }, { lang: 'tai' });
    expect(missing).toMatchObject({ code: 404, message: 'ไม่พบเนื้อหานี้ หรือเนื้อหานี้ไม่ได้เผยแพร่แล้ว' });
  });

  test('a stored script tag, event handler or javascript: link is served inert', async () => {
    const evil = await api.db.helpArticle.create({
      data: {
        category: 'account',
        title: 'Evil',
        content: 'Hi <script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3)) [ok](https://example.com)',
      },
    });
    const res = await api.call(contract['content.helpDetail'], { id: evil.id });
    const html = res.result.content;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com">ok</a>');
  });

  test('articles: list by category with covers and summaries, paged, detail counts views, share works signed out', async () => {
    for (let i = 1; i <= 3; i++) {
      await api.db.article.create({ data: { key: `m${i}`, category: 'market', language: 'en-us', title: `Market ${i}`, summary: `sum ${i}`, cover: `https://img.example/${i}.png`, content: `body ${i}`, publishedAt: at(i) } });
    }
    await api.db.article.create({ data: { key: 'm3', category: 'market', language: 'xi', title: 'Mercado 3', content: 'cuerpo 3', publishedAt: at(3) } });
    await api.db.article.create({ data: { key: 'g1', category: 'guide', language: 'en-us', title: 'Guide', content: 'g', publishedAt: at(1) } });
    await api.db.article.create({ data: { key: 'page.aboutUs', category: 'page', language: 'en-us', title: 'About us', content: 'We', publishedAt: at(1) } });

    const market = await api.call(contract['ext.articleList'], { category: ARTICLE_CATEGORY.MARKET, pageSize: 2 }, { lang: 'xi' });
    expect(market.result).toMatchObject({ total: 3, pages: 2 });
    expect(market.result.records.map((r) => [r.title, r.summary, r.coverUrl, r.fallback])).toEqual([
      ['Mercado 3', 'cuerpo 3', null, false],
      ['Market 2', 'sum 2', 'https://img.example/2.png', true],
    ]);
    const everything = await api.call(contract['ext.articleList'], {});
    expect(everything.result.records.map((r) => r.title)).toEqual(['Market 3', 'Market 2', 'Guide', 'Market 1']);
    // The spec's help list serves news (2) and articles (3) from the same rows.
    expect((await api.call(contract['content.helpList'], { category: 3 })).result.records.map((r) => r.title)).toEqual(['Guide']);
    expect((await api.call(contract['content.helpList'], { category: 2 })).result.total).toBe(3);

    const id = everything.result.records[1]!.id;
    const first = await api.call(contract['ext.articleDetail'], undefined, { params: { id } });
    expect(first.result).toMatchObject({ title: 'Market 2', content: '<p>body 2</p>\n', views: 1, sharePath: `/#/articleShare?id=${id}` });
    expect((await api.call(contract['ext.articleDetail'], undefined, { params: { id } })).result.views).toBe(2);
    const shared = await api.call(contract['ext.articleShare'], { id });
    expect(shared.result).toMatchObject({ title: 'Market 2', views: 2 });
    const page = await api.db.article.findFirstOrThrow({ where: { category: 'page' } });
    expect((await api.call(contract['ext.articleDetail'], undefined, { params: { id: page.id } })).code).toBe(404);
    expect((await api.call(contract['ext.articleShare'], { id: 'missing' })).code).toBe(404);
  });

  test('content pages: in the caller language, else English marked; a page not written answers 404', async () => {
    await api.db.article.create({ data: { key: 'page.creditScore', category: 'page', language: 'en-us', title: 'Credit score', content: 'Starts at 100.', publishedAt: at(1) } });
    await api.db.article.create({ data: { key: 'page.creditScore', category: 'page', language: 'ko', title: '신용 점수', content: '100점에서 시작합니다.', publishedAt: at(1) } });
    const ko = await api.call(contract['ext.contentPage'], { page: CONTENT_PAGE.CREDIT_SCORE }, { lang: 'ko' });
    expect(ko.result).toMatchObject({ page: 3, title: '신용 점수', content: '<p>100점에서 시작합니다.</p>\n', language: 'ko', fallback: false });
    const vl = await api.call(contract['ext.contentPage'], { page: CONTENT_PAGE.CREDIT_SCORE }, { lang: 'vl' });
    expect(vl.result).toMatchObject({ title: 'Credit score', language: 'en-us', fallback: true });
    expect((await api.call(contract['ext.contentPage'], { page: CONTENT_PAGE.WHITE_PAPER })).code).toBe(404);
    expect((await api.call(contract['ext.contentPage'], { page: 9 as 1 })).code).toBe(400);
  });
});

describe('publishing through the QA API (until an operator console exists)', () => {
  test('a notice and a pinned announcement in two languages show at once, in the reader language or English marked', async () => {
    const notice = await api.qaCall(qaRoutes['content.notice'], {
      body: {
        translations: [
          { language: 'en-us', title: 'Deposits paused', content: 'For **ten** minutes.' },
          { language: 'xi', title: 'Depósitos en pausa', content: 'Durante **diez** minutos.' },
        ],
      },
    });
    expect(notice.code).toBe(200);
    const xi = await api.call(contract['content.noticeList'], {}, { lang: 'xi' });
    expect(xi.result.records).toEqual([expect.objectContaining({ title: 'Depósitos en pausa', content: '<p>Durante <strong>diez</strong> minutos.</p>\n', fallback: false })]);
    const ko = await api.call(contract['content.noticeList'], {}, { lang: 'ko' });
    expect(ko.result.records).toEqual([expect.objectContaining({ title: 'Deposits paused', language: 'en-us', fallback: true })]);

    await api.db.announcement.create({ data: { title: 'Older', content: 'x', sort: 100, publishedAt: at(1) } });
    const ann = await api.qaCall(qaRoutes['content.announcement'], {
      body: { translations: [{ title: 'Read me first', content: 'Pinned.' }], pinned: true, type: 2, link: 'https://example.com/promo', linkMode: 4 },
    });
    expect(ann.code).toBe(200);
    const list = await api.call(contract['sys.announcementList'], {}, { lang: 'vl' });
    expect(list.result.records.map((r) => [r.title, r.pinned, r.type, r.linkMode, r.fallback])).toEqual([
      ['Read me first', true, 2, 4, false],
      ['Older', false, 3, 1, false],
    ]);
    expect((await api.qaCall(qaRoutes['content.notice'], { body: { translations: [] } })).code).toBe(400);
    expect((await api.qaCall(qaRoutes['content.announcement'], { body: { translations: [{ language: 'fr' as Language, title: 'x', content: 'y' }] } })).code).toBe(400);
  });
});
