import { afterEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import type { QaCatalogueTexts } from '@sandbox/shared/qa-wire';
import { localizeNested, localizeRows } from '../../src/modules/catalogue-text.ts';
import type { TestApi } from '../harness.ts';
import { createIeoApp, project } from '../ieo-fixture.ts';
import { createLoanApp, loanUser } from '../loan-fixture.ts';
import { createProdApp, fundedUser } from '../earn-fixture.ts';
import { createTestApp, registerByEmail } from '../harness.ts';

/*
 * Catalogue texts (products, loan offers, IEO projects, competitions): the caller's language
 * when the row has a text in it, else the English base column; a list reads its texts in one query.
 */

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const texts = (kind: string, refId: string, field: string, byLang: Record<string, string>) =>
  Object.entries(byLang).map(([language, text]) => ({ kind, refId, field, language, text }));

describe('localizeRows', () => {
  /** A reader that counts its queries and answers Japanese names for every id asked. */
  function countingReader() {
    const calls: unknown[] = [];
    return {
      calls,
      db: {
        catalogueText: {
          findMany: async (args: { where: { refId: { in: string[] }; language: string } }) => {
            calls.push(args);
            return args.where.refId.in.filter((id) => id !== 'p-none').map((refId) => ({ refId, field: 'name', text: `名前 ${refId}` }));
          },
        },
      } as never,
    };
  }

  test('a page of 50 rows is one query; English is none; a row without a text keeps its English', async () => {
    const r = countingReader();
    const rows = [...Array.from({ length: 49 }, (_, i) => ({ id: `p-${i}`, name: `Name ${i}`, description: 'English text' })), { id: 'p-none', name: 'Plain', description: null }];
    const jp = await localizeRows(r.db, 'product', 'jp', rows);
    expect(r.calls).toHaveLength(1);
    expect(r.calls[0]).toEqual({ where: { kind: 'product', language: 'jp', refId: { in: rows.map((x) => x.id) } }, select: { refId: true, field: true, text: true } });
    expect(jp[0]).toEqual({ id: 'p-0', name: '名前 p-0', description: 'English text' });
    expect(jp[49]).toEqual({ id: 'p-none', name: 'Plain', description: null });
    expect(await localizeRows(r.db, 'product', 'en-us', rows)).toBe(rows);
    expect(r.calls).toHaveLength(1);
  });

  test('nested rows: the ids asked once each, one query for the list', async () => {
    const r = countingReader();
    const orders = [1, 2, 3].map((n) => ({ id: `o-${n}`, product: { id: n === 3 ? 'p-1' : `p-${n}`, name: 'Base' } }));
    const out = await localizeNested(r.db, 'product', 'jp', orders, 'product');
    expect(r.calls).toHaveLength(1);
    expect((r.calls[0] as { where: { refId: { in: string[] } } }).where.refId.in).toEqual(['p-1', 'p-2']);
    expect(out.map((o) => [o.id, o.product.name])).toEqual([['o-1', '名前 p-1'], ['o-2', '名前 p-2'], ['o-3', '名前 p-1']]);
  });
});

describe('earn products', () => {
  test('list, detail, purchase and orders in Japanese; Korean (no text) and English read the English base', async () => {
    api = await createProdApp();
    await api.db.catalogueText.createMany({
      data: [
        ...texts('product', 'arb-known', 'name', { jp: 'BTC アービトラージ 7日', 'zh-cn': 'BTC 套利 7 天' }),
        ...texts('product', 'arb-known', 'description', { jp: '模擬市場での裁定取引。' }),
      ],
    });
    await api.db.product.update({ where: { id: 'arb-known' }, data: { description: 'Arbitrage on simulated markets.' } });
    const list = await api.call(contract['prod.productList'], { pageNo: 1, pageSize: 100 }, { lang: 'jp' });
    expect(list.result.records.slice(0, 2).map((p) => [p.id, p.name, p.description])).toEqual([
      ['arb-known', 'BTC アービトラージ 7日', '模擬市場での裁定取引。'],
      ['arb-range', 'AI quant 15 days', ''],
    ]);
    const detail = await api.call(contract['prod.productDetail'], { id: 'arb-known' }, { lang: 'zh-cn' });
    // zh-cn has a name and no description: the description falls back to English alone.
    expect([detail.result.name, detail.result.description]).toEqual(['BTC 套利 7 天', 'Arbitrage on simulated markets.']);
    const ko = await api.call(contract['prod.productDetail'], { id: 'arb-known' }, { lang: 'ko' });
    expect([ko.result.name, ko.result.description]).toEqual(['BTC arbitrage 7 days', 'Arbitrage on simulated markets.']);
    const en = await api.call(contract['prod.productDetail'], { id: 'arb-known' });
    expect(en.result.name).toBe('BTC arbitrage 7 days');

    const alice = await fundedUser(api, 'alice@example.com');
    const bought = await api.call(contract['prod.debitBuy'], { productId: 'arb-known', amount: '100' }, { token: alice.token, lang: 'jp' });
    expect(bought.code, bought.message).toBe(200);
    expect(bought.result.productName).toBe('BTC アービトラージ 7日');
    await api.call(contract['prod.debitBuy'], { productId: 'arb-range', amount: '100' }, { token: alice.token });
    const orders = await api.call(contract['prod.productOrderList'], { pageNo: 1, pageSize: 10 }, { token: alice.token, lang: 'jp' });
    expect(orders.result.records.map((o) => o.productName).sort()).toEqual(['AI quant 15 days', 'BTC アービトラージ 7日']);
    const ordersEn = await api.call(contract['prod.productOrderList'], { pageNo: 1, pageSize: 10 }, { token: alice.token, lang: 'en-us' });
    expect(ordersEn.result.records.map((o) => o.productName).sort()).toEqual(['AI quant 15 days', 'BTC arbitrage 7 days']);
  });
});

describe('QA sets the texts of a product, a loan offer or an IEO project', () => {
  test('the fields given replace their texts; an unknown row is 404 and writes nothing', async () => {
    api = await createProdApp();
    const set = await api.qaCall(qaRoutes['prod.products.texts'], { params: { id: 'arb-known' }, body: { name: { jp: '旧名', ko: '옛 이름' } } });
    expect(set.code, set.message).toBe(200);
    expect(set.result.rows).toBe(2);
    const again = await api.qaCall(qaRoutes['prod.products.texts'], { params: { id: 'arb-known' }, body: { name: { jp: 'BTC アービトラージ 7日' }, description: { jp: '説明' } } });
    expect(again.result.rows).toBe(2);
    const jp = await api.call(contract['prod.productDetail'], { id: 'arb-known' }, { lang: 'jp' });
    expect([jp.result.name, jp.result.description]).toEqual(['BTC アービトラージ 7日', '説明']);
    // The Korean name went with the replaced name texts.
    expect((await api.call(contract['prod.productDetail'], { id: 'arb-known' }, { lang: 'ko' })).result.name).toBe('BTC arbitrage 7 days');
    for (const route of [qaRoutes['prod.products.texts'], qaRoutes['loan.offers.texts'], qaRoutes['ieo.projects.texts']]) {
      expect((await api.qaCall(route, { params: { id: 'nope' }, body: { name: { jp: '名前' } } })).code, route.path).toBe(404);
    }
    expect((await api.qaCall(qaRoutes['prod.products.texts'], { params: { id: 'arb-known' }, body: { name: { 'en-us': 'English' } as QaCatalogueTexts['name'] } })).code).toBe(400);
    expect(await api.db.catalogueText.count()).toBe(2);
  });
});

describe('loan offers', () => {
  test('offer names in Thai; an offer without a Thai name keeps its English', async () => {
    const t = await createLoanApp();
    api = t.api;
    await api.db.catalogueText.createMany({ data: texts('loanSetting', 'credit-7', 'name', { tai: 'สินเชื่อเครดิต 7 วัน' }) });
    const u = await loanUser(api, 'kim@example.com', 1);
    const offers = await api.call(contract['loan.loanSetList'], {}, { token: u.token, lang: 'tai' });
    expect(offers.code, offers.message).toBe(200);
    expect(offers.result.map((s) => [s.id, s.name])).toEqual([
      ['credit-7', 'สินเชื่อเครดิต 7 วัน'],
      ['credit-30', 'Credit loan 30 days'],
      ['pledge-btc', 'BTC pledge loan 30 days'],
    ]);
  });
});

describe('IEO projects', () => {
  test('description in Vietnamese in the project list and the name in my subscriptions', async () => {
    api = await createIeoApp();
    await project(api, 'p1', { requiredKycLevel: 0 });
    await api.db.catalogueText.createMany({
      data: [...texts('ieoProject', 'p1', 'description', { vl: 'Một token hư cấu' }), ...texts('ieoProject', 'p1', 'name', { 'zh-tw': '項目 p1' })],
    });
    const u = await registerByEmail(api, 'ann@example.com');
    const vl = await api.call(contract['ioe.projectList'], { pageNo: 1, pageSize: 10 }, { token: u.token, lang: 'vl' });
    expect(vl.result.records.map((p) => [p.name, p.description])).toEqual([['Project p1', 'Một token hư cấu']]);
    const applied = await api.call(contract['ioe.apply'], { projectId: 'p1', quantity: '100' }, { token: u.token, lang: 'zh-tw' });
    expect(applied.code, applied.message).toBe(200);
    expect(applied.result.projectName).toBe('項目 p1');
    const mine = await api.call(contract['ioe.orderList'], { pageNo: 1, pageSize: 10 }, { token: u.token, lang: 'zh-tw' });
    expect(mine.result.records.map((o) => o.projectName)).toEqual(['項目 p1']);
  });
});

describe('competitions', () => {
  test('QA opens one with its texts in other languages; list, detail and my entries read them, Malay (none) reads English', async () => {
    api = await createTestApp();
    await api.db.currency.create({ data: { code: 'USDT', name: 'Tether', kind: 1, precision: 2, usdPrice: '1' } });
    const opened = await api.qaCall(qaRoutes['community.competitions.create'], {
      body: {
        name: 'Weekly trading cup',
        description: 'Highest yield wins.',
        translations: { name: { 'zh-cn': '每周交易杯', jp: '週間トレードカップ' }, description: { 'zh-cn': '收益率最高者获胜。' } },
      },
    });
    expect(opened.code, opened.message).toBe(200);
    const id = opened.result.id;
    const zh = await api.call(contract['ext.competitionList'], { pageNo: 1, pageSize: 10 }, { lang: 'zh-cn' });
    expect(zh.result.records.map((c) => [c.name, c.description])).toEqual([['每周交易杯', '收益率最高者获胜。']]);
    const jp = await api.call(contract['ext.competitionDetail'], { id }, { lang: 'jp' });
    expect([jp.result.competition.name, jp.result.competition.description]).toEqual(['週間トレードカップ', 'Highest yield wins.']);
    const ms = await api.call(contract['ext.competitionList'], { pageNo: 1, pageSize: 10 }, { lang: 'mlxy' });
    expect(ms.result.records[0]!.name).toBe('Weekly trading cup');

    const u = await registerByEmail(api, 'joe@example.com');
    expect((await api.call(contract['ext.competitionJoin'], { id }, { token: u.token })).code).toBe(200);
    const entries = await api.call(contract['ext.competitionMyList'], { pageNo: 1, pageSize: 10 }, { token: u.token, lang: 'zh-cn' });
    expect(entries.result.records.map((e) => e.competitionName)).toEqual(['每周交易杯']);
  });

  test('QA refuses English among the translations (the base column is English) and an unknown language; nothing is opened', async () => {
    api = await createTestApp();
    const refused: object[] = [{ name: { 'en-us': 'Cup' } }, { name: { fr: 'Coupe' } }, { title: { jp: 'カップ' } }];
    for (const translations of refused) {
      const r = await api.qaCall(qaRoutes['community.competitions.create'], { body: { name: 'Cup', translations: translations as QaCatalogueTexts } });
      expect(r.code, JSON.stringify(translations)).toBe(400);
    }
    expect(await api.db.competition.count()).toBe(0);
    expect(await api.db.catalogueText.count()).toBe(0);
  });
});
