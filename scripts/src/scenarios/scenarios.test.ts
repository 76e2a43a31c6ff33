import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { PRODUCT_ORDER_STATUS, PRODUCT_STATUS, PRODUCT_TYPE } from '@sandbox/shared';
import { earnDailyRate, minerDailyOutput, regionDay, regionDayStart } from '@sandbox/shared/earn';
import { drawAllocation, seedCommitment } from '@sandbox/shared/ieo-draw';
import { BalanceLogType, listBalances, reconcile } from '@sandbox/server/ledger';
import { rewardsTotal } from '@sandbox/server/modules/competition';
import { accrueDueIn } from '@sandbox/server/modules/earn';
import { verifyPassword } from '@sandbox/server/modules/identity';
import { DEMO_ACCOUNTS, loadScenario, scenarios } from './index.ts';
import { buildTiers, BTC_BRACKETS } from './tiers.ts';

let t: TestDatabase;
const now = new Date('2026-01-05T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

/** Balances as [account, currency, available, frozen], the shape the expectations are written in. */
async function balancesOf(userId: string) {
  return (await listBalances(t.db, userId)).map((b) => [
    b.account,
    b.currency,
    b.available,
    b.frozen,
  ]);
}

describe('demo', () => {
  beforeAll(async () => {
    await loadScenario(t.db, 'demo', { now });
  });

  it('credits the known amounts, each balance equal to the sum of its log', async () => {
    const [alice, bob, carol, dave] = DEMO_ACCOUNTS;
    expect(await balancesOf(alice.id)).toEqual([
      // Her entry in the Sandbox Trading Cup trades on its own account, funded as a join funds it.
      ['competition:demo-entry-cup-alice', 'USDT', '10000', '0'],
      ['contract', 'USDT', '10000', '0'],
      ['demo', 'USDT', '100000', '0'],
      ['spot', 'BTC', '0.5', '0'],
      ['spot', 'ETH', '5', '0'],
      // Her Orbit Pay allocation, delivered at its listing.
      ['spot', 'ORB', '25000', '0'],
      ['spot', 'USDT', '12363', '0'],
    ]);
    expect(await balancesOf(bob.id)).toEqual([
      ['competition:demo-entry-cup-bob', 'USDT', '10000', '0'],
      ['contract', 'USDT', '500', '0'],
      ['demo', 'USDT', '100000', '0'],
      ['spot', 'USDT', '2800', '200'],
    ]);
    expect(await balancesOf(carol.id)).toEqual([
      ['demo', 'USDT', '100000', '0'],
      ['spot', 'USDT', '100', '0'],
    ]);
    expect(await balancesOf(dave.id)).toEqual([]);
    for (const a of DEMO_ACCOUNTS) expect(await reconcile(t.db, a.id)).toEqual([]);
  });

  it('makes every demo account log in with its documented password', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const user = await t.db.user.findUniqueOrThrow({ where: { account: a.account } });
      expect(await verifyPassword(a.password, user.passwordHash)).toBe(true);
      if ('withdrawPassword' in a)
        expect(await verifyPassword(a.withdrawPassword, user.withdrawPasswordHash!)).toBe(true);
    }
  });

  it('builds the referral chain alice -> bob -> carol', async () => {
    const [alice, bob, carol] = DEMO_ACCOUNTS;
    const c = await t.db.user.findUniqueOrThrow({ where: { id: carol.id } });
    expect(c.inviterId).toBe(bob.id);
    expect(c.inviterPath).toBe(`/${alice.id}/${bob.id}/`);
    expect(await t.db.user.count({ where: { inviterPath: { startsWith: `/${alice.id}/` } } })).toBe(
      2,
    );
  });

  it('seeds the catalogue the brief lists', async () => {
    expect(
      (await t.db.secondContractSetting.findMany({ orderBy: { period: 'asc' } })).map(
        (s) => s.period,
      ),
    ).toEqual([30, 60, 120, 300]);
    expect(await t.db.depositAddress.count({ where: { isSandbox: false } })).toBe(0);
    expect(await t.db.depositAddress.count()).toBeGreaterThan(0);
    for (const model of [
      'flashExchangeSetting',
      'product',
      'loanSetting',
      'ieoProject',
      'notice',
      'announcement',
      'helpArticle',
      'competition',
    ] as const) {
      expect(await (t.db[model] as { count(): Promise<number> }).count(), model).toBeGreaterThan(0);
    }
    expect(
      (await t.db.systemSetting.findUniqueOrThrow({ where: { key: 'isPcLimite' } })).value,
    ).toBe('1');
    expect((await t.db.systemSetting.findUniqueOrThrow({ where: { key: 'environmentBadge' } })).value).toBe(
      'SANDBOX',
    );
  });
});

describe('demo earn products', () => {
  const DAY = 86_400_000;
  const [alice] = DEMO_ACCOUNTS;

  beforeAll(async () => {
    await loadScenario(t.db, 'demo', { now });
  });

  it('publishes arbitrage and AI quant products at several levels and cycles, machines with every field, two debt projects', async () => {
    const products = await t.db.product.findMany({ orderBy: { sort: 'asc' } });
    const arbitrage = products.filter((p) => p.type === PRODUCT_TYPE.ARBITRAGE);
    expect(arbitrage.length).toBeGreaterThanOrEqual(4);
    expect(new Set(arbitrage.map((p) => p.levelLimit)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(arbitrage.map((p) => p.cycleDays)).size).toBe(arbitrage.length);
    expect(arbitrage.some((p) => p.name.startsWith('AI Quant'))).toBe(true);
    const machines = products.filter((p) => p.type === PRODUCT_TYPE.MINING);
    expect(machines.length).toBeGreaterThanOrEqual(3);
    for (const m of machines) {
      for (const field of ['manufacturer', 'hashrate', 'powerConsumption', 'size', 'weight', 'temperature', 'humidity', 'network', 'unitPrice'] as const)
        expect(m[field], `${m.id}.${field}`).toMatch(/\S/);
      // One to ten machines can be bought: min..max is the price of 1 and of 10.
      expect([m.minAmount, m.maxAmount]).toEqual([m.unitPrice, new Decimal(m.unitPrice!).times(10).toFixed()]);
    }
    // Output per machine a day = unit price x rate / 100: the S21 makes 3000 x 0.3 / 100 = 9 USDT.
    expect(minerDailyOutput(1, '3000', machines.find((m) => m.id === 'demo-product-miner-s21')!.dailyRateMin, 2)).toBe('9');
    const debts = products.filter((p) => p.type === PRODUCT_TYPE.DEBT);
    expect(debts.map((p) => p.id)).toEqual(['demo-product-debt-solar', 'demo-product-debt-harbour']);
    for (const d of debts) expect(d.description).toContain(d.issuer!);
    // Nearly raised: 500000 - 498500 = 1500 USDT left, fifteen subscriptions of the minimum.
    const harbour = debts[1]!;
    expect(new Decimal(harbour.totalQuota!).minus(harbour.soldAmount).toFixed()).toBe('1500');
    expect(products.every((p) => p.status === PRODUCT_STATUS.ON_SALE)).toBe(true);
  });

  it("pays alice's orders by the accrual rule: each day once, in time order, the 1-day order ended with its principal", async () => {
    const orders = await t.db.productOrder.findMany({ where: { userId: alice.id }, orderBy: { orderNo: 'asc' } });
    // Rates from the order numbers (earnDailyRate; FNV-1a of "DEMO-PO-0003" is 159347246, mod 3 = 2: 0.3 + 0.2).
    expect(orders.map((o) => [o.orderNo, o.productId, o.amount, o.quantity, o.dailyRate, o.status, o.totalIncome])).toEqual([
      // 5000 x 0.15 / 100 = 7.5 a day, 20 days.
      ['DEMO-PO-0001', 'demo-product-debt-solar', '5000', 1, '0.15', PRODUCT_ORDER_STATUS.RUNNING, '150'],
      // 2 machines x 9 = 18 a day, 10 days.
      ['DEMO-PO-0002', 'demo-product-miner-s21', '6000', 2, '0.3', PRODUCT_ORDER_STATUS.RUNNING, '180'],
      // 1000 x 0.5 / 100 = 5, one day, ended.
      ['DEMO-PO-0003', 'demo-product-arb-1', '1000', 1, '0.5', PRODUCT_ORDER_STATUS.ENDED, '5'],
      // 2000 x 0.7 / 100 = 14 a day, 2 days.
      ['DEMO-PO-0004', 'demo-product-arb-7', '2000', 1, '0.7', PRODUCT_ORDER_STATUS.RUNNING, '28'],
    ]);
    for (const o of orders) {
      const product = await t.db.product.findUniqueOrThrow({ where: { id: o.productId } });
      expect(o.dailyRate).toBe(earnDailyRate(o.orderNo, product.dailyRateMin, product.dailyRateMax));
    }
    const logs = await t.db.balanceLog.findMany({
      where: { userId: alice.id, refType: 'ProductOrder' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const ofOrder = (i: number, type: number) => logs.filter((l) => l.refId === orders[i]!.id && l.type === type);
    expect([0, 1, 2, 3].map((i) => ofOrder(i, BalanceLogType.PRODUCT_INCOME).map((l) => l.availableDelta))).toEqual([
      Array(20).fill('7.5'),
      Array(10).fill('18'),
      ['5'],
      ['14', '14'],
    ]);
    // Day k is paid at 00:00 region time of the k-th day after the purchase, the order and the day in the remark.
    const solar = ofOrder(0, BalanceLogType.PRODUCT_INCOME);
    expect(solar.map((l) => l.createdAt.getTime())).toEqual(solar.map((_, k) => regionDayStart(regionDay(now.getTime() - 20 * DAY) + k + 1).getTime()));
    expect(solar.map((l) => l.remark).slice(0, 2)).toEqual(['i18n:earnIncome {"orderNo":"DEMO-PO-0001","day":1,"days":90}', 'i18n:earnIncome {"orderNo":"DEMO-PO-0001","day":2,"days":90}']);
    expect(ofOrder(2, BalanceLogType.PRODUCT_PRINCIPAL_RETURN).map((l) => l.availableDelta)).toEqual(['1000']);
    expect(ofOrder(3, BalanceLogType.PRODUCT_BUY).map((l) => l.availableDelta)).toEqual(['-2000']);
    // Written in time order: each spot row's balance after is the one before plus its change.
    const spot = await t.db.balanceLog.findMany({
      where: { userId: alice.id, account: 'spot', currency: 'USDT' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    spot.reduce((before, l) => {
      expect(new Decimal(before).plus(l.availableDelta).toFixed(), l.remark ?? '').toBe(new Decimal(l.availableAfter).toFixed());
      return l.availableAfter;
    }, '0');
    expect(spot.at(-1)!.availableAfter).toBe('12363');
    // The quota counts the purchases: 188 + 2 machines, 235000 + 5000 USDT.
    expect((await t.db.product.findUniqueOrThrow({ where: { id: 'demo-product-miner-s21' } })).soldAmount).toBe('190');
    expect((await t.db.product.findUniqueOrThrow({ where: { id: 'demo-product-debt-solar' } })).soldAmount).toBe('240000');
    // Nothing is due any more: the job's next pass at the same instant pays nothing.
    expect(await t.db.$transaction((tx) => accrueDueIn(tx, now))).toEqual({ orders: 0, days: 0, ended: 0 });
    expect(await reconcile(t.db, alice.id)).toEqual([]);
  });
});

describe('loading', () => {
  const count = async () => ({
    users: await t.db.user.count(),
    logs: await t.db.balanceLog.count(),
    symbols: await t.db.tradingSymbol.count(),
  });

  // How long a load takes is a bench row (scripts/src/bench/scenario-load.ts), not a timed test's.
  it('is repeatable: loading the demo again gives the same rows', async () => {
    await loadScenario(t.db, 'demo', { now });
    const first = await count();
    await loadScenario(t.db, 'demo', { now });
    expect(await count()).toEqual(first);
  });

  it('empty after the demo leaves no users, only the reference data', async () => {
    await loadScenario(t.db, 'demo', { now });
    const demo = await count();
    await loadScenario(t.db, 'empty', { now });
    // The demo's one listed IEO token (ORB/USDT) is not in the empty scenario.
    expect(await count()).toEqual({ users: 0, logs: 0, symbols: demo.symbols - 1 });
    expect(await t.db.vipLevel.count()).toBe(7);
    expect(await t.db.appLanguage.count()).toBe(9);
  });

  it("the demo's competitions promise no more in ranked rewards than their prize fund", async () => {
    // demo-content.ts writes every scenario's competitions (the others build on the demo).
    await loadScenario(t.db, 'demo', { now });
    const competitions = await t.db.competition.findMany();
    expect(competitions.length).toBeGreaterThan(1);
    for (const c of competitions) expect(rewardsTotal(JSON.parse(c.rewards) as Parameters<typeof rewardsTotal>[0]).lte(c.fund), c.name).toBe(true);
  });

  it('refuses an unknown scenario and leaves the data alone', async () => {
    await loadScenario(t.db, 'demo', { now });
    await expect(loadScenario(t.db, 'nope')).rejects.toThrow(/unknown scenario/);
    expect(await t.db.user.count()).toBe(DEMO_ACCOUNTS.length);
    expect(Object.keys(scenarios).sort()).toEqual([
      'contest-running',
      'demo',
      'empty',
      'ieo-draw-day',
      'kyc-pending',
      'loan-overdue',
      'margin-call',
      'second-contract-expiring',
      'vip-monday-eve',
      'withdrawal-review',
    ]);
  });
});

describe('symbols', () => {
  it('keeps maintenance margin continuous across tiers (Binance cum rule)', () => {
    const tiers = buildTiers(BTC_BRACKETS);
    expect(tiers.map((x) => x.cum)).toEqual([
      '0',
      '50',
      '1300',
      '16300',
      '266300',
      '1266300',
      '2516300',
      '5016300',
      '25016300',
      '100016300',
    ]);
  });

  it('gives every symbol tiers whose first leverage is its max leverage', async () => {
    await loadScenario(t.db, 'empty', { now });
    const rows = await t.db.tradingSymbol.findMany();
    expect(rows.map((r) => r.symbol)).toEqual(
      expect.arrayContaining([
        'BTC/USDT',
        'ETH/USDT',
        'SOL/USDT',
        'BNB/USDT',
        'XRP/USDT',
        'DOGE/USDT',
        'EUR/USD',
        'GBP/USD',
        'USD/JPY',
        'AUD/USD',
        'XAU/USD',
      ]),
    );
    for (const r of rows) expect(JSON.parse(r.maintenanceTiers)[0].maxLeverage).toBe(r.maxLeverage);
  });
});

describe('demo catalogue texts and the listed IEO token', () => {
  beforeAll(async () => {
    await loadScenario(t.db, 'demo', { now });
  });

  it('writes the eight other languages of every translated name and description, none an English copy', async () => {
    const rows = await t.db.catalogueText.findMany();
    const bases = new Map<string, { name: string; description: string | null }>();
    for (const p of await t.db.product.findMany()) bases.set(`product:${p.id}`, p);
    for (const s of await t.db.loanSetting.findMany()) bases.set(`loanSetting:${s.id}`, { name: s.name, description: null });
    for (const p of await t.db.ieoProject.findMany()) bases.set(`ieoProject:${p.id}`, p);
    for (const c of await t.db.competition.findMany()) bases.set(`competition:${c.id}`, c);
    const groups = new Map<string, Set<string>>();
    for (const r of rows) {
      const base = bases.get(`${r.kind}:${r.refId}`);
      expect(base, `${r.kind} ${r.refId}`).toBeDefined();
      expect(r.text).not.toBe(base![r.field as 'name' | 'description']);
      const key = `${r.kind}:${r.refId}:${r.field}`;
      groups.set(key, (groups.get(key) ?? new Set()).add(r.language));
    }
    for (const [key, langs] of groups) expect([...langs].sort(), key).toEqual(['jp', 'ko', 'mlxy', 'tai', 'vl', 'xi', 'zh-cn', 'zh-tw']);
    // Every description is translated; every name but the brands (machines, IEO projects).
    for (const key of bases.keys()) expect(groups.has(`${key}:description`) || key.startsWith('loanSetting:'), key).toBe(true);
    const named = [...groups.keys()].filter((k) => k.endsWith(':name')).map((k) => k.split(':')[1]);
    expect(named.filter((id) => id!.includes('miner') || id!.startsWith('demo-ieo'))).toEqual([]);
    expect(named).toHaveLength(bases.size - 3 - 3);
    const jp = await t.db.catalogueText.findUniqueOrThrow({
      where: { kind_language_refId_field: { kind: 'loanSetting', language: 'jp', refId: 'demo-loan-credit-7', field: 'name' } },
    });
    expect(jp.text).toBe('信用ローン 7日');
  });

  it('lists Orbit Pay on the market as its delivery would: ORB/USDT from its listing minute at the issue price, the currency and both flash pairs', async () => {
    const orbit = await t.db.ieoProject.findUniqueOrThrow({ where: { id: 'demo-ieo-orb' } });
    expect(orbit.listOnMarket).toBe(true);
    const symbol = await t.db.tradingSymbol.findUniqueOrThrow({ where: { symbol: 'ORB/USDT' } });
    expect(symbol).toMatchObject({ base: 'ORB', quote: 'USDT', startPrice: '0.08', contractEnabled: false, secondEnabled: false, maxLeverage: 1 });
    expect(symbol.listedAt!.getTime()).toBe(Math.floor(orbit.listAt.getTime() / 60_000) * 60_000);
    expect(await t.db.currency.findUniqueOrThrow({ where: { code: 'ORB' } })).toMatchObject({ usdPrice: '0.08', canDeposit: false, canWithdraw: false });
    const pairs = await t.db.flashExchangeSetting.findMany({ where: { OR: [{ fromCurrency: 'ORB' }, { toCurrency: 'ORB' }] }, orderBy: { sort: 'asc' } });
    expect(pairs.map((p) => [p.fromCurrency, p.toCurrency, p.minAmount, p.maxAmount])).toEqual([
      ['USDT', 'ORB', '10', '100000'],
      ['ORB', 'USDT', '125', '1250000'],
    ]);
    expect((await t.db.ieoProject.findUniqueOrThrow({ where: { id: 'demo-ieo-sbx' } })).listOnMarket).toBe(true);
  });

  it("shows Orbit Pay's draw as its calendar made it: the revealed seed matches the commitment, alice's allocation recomputes from it, paid and delivered through the ledger", async () => {
    const [alice] = DEMO_ACCOUNTS;
    const orbit = await t.db.ieoProject.findUniqueOrThrow({ where: { id: 'demo-ieo-orb' } });
    expect(orbit.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(orbit.seedHash).toBe(seedCommitment(orbit.seed!));
    expect([orbit.drawnAt, orbit.deliveredAt]).toEqual([orbit.lotteryAt, orbit.listAt]);
    const orders = await t.db.ieoOrder.findMany({ where: { projectId: orbit.id } });
    expect(orders.map((o) => [o.userId, o.orderNo, o.quantity, o.winQuantity, o.amount, o.status])).toEqual([[alice.id, 'DEMO-IO-0001', '25000', '25000', '2000', 3]]);
    // 25,000 asked of 20,000,000 on offer: the draw gives what was asked (shared/ieo-draw.ts), 25,000 x 0.08 = 2,000 USDT.
    const won = drawAllocation({ seed: orbit.seed!, allocation: 'proRata', totalSupply: orbit.totalSupply, lotSize: orbit.minSubscribe, decimals: 8, applications: orders });
    expect([...won]).toEqual([['DEMO-IO-0001', '25000']]);
    const order = orders[0]!;
    expect(order.createdAt > orbit.startAt && order.createdAt < orbit.endAt).toBe(true);
    expect(order.paidAt! > orbit.lotteryAt && order.paidAt! < orbit.listAt).toBe(true);
    const logs = await t.db.balanceLog.findMany({ where: { refType: 'IeoOrder', refId: order.id }, orderBy: { createdAt: 'asc' } });
    expect(logs.map((l) => [l.currency, l.type, l.availableDelta, l.createdAt.getTime()])).toEqual([
      ['USDT', BalanceLogType.IEO_PAY, '-2000', order.paidAt!.getTime()],
      ['ORB', BalanceLogType.IEO_DELIVERY, '25000', orbit.listAt.getTime()],
    ]);
  });
});
