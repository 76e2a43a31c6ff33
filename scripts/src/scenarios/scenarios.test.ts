import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { listBalances, reconcile } from '@sandbox/server/ledger';
import { verifyPassword } from '@sandbox/server/modules/auth';
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
      ['contract', 'USDT', '10000', '0'],
      ['demo', 'USDT', '100000', '0'],
      ['spot', 'BTC', '0.5', '0'],
      ['spot', 'ETH', '5', '0'],
      ['spot', 'USDT', '24006.5', '0'],
    ]);
    expect(await balancesOf(bob.id)).toEqual([
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

describe('loading', () => {
  it('is repeatable: loading again gives the same rows, and empty leaves no users', async () => {
    const count = async () => ({
      users: await t.db.user.count(),
      logs: await t.db.balanceLog.count(),
      symbols: await t.db.tradingSymbol.count(),
    });
    await loadScenario(t.db, 'demo', { now });
    const first = await count();
    const started = performance.now();
    await loadScenario(t.db, 'demo', { now });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await count()).toEqual(first);
    await loadScenario(t.db, 'empty', { now });
    expect(await count()).toEqual({ users: 0, logs: 0, symbols: first.symbols });
    expect(await t.db.vipLevel.count()).toBe(7);
    expect(await t.db.appLanguage.count()).toBe(9);
  });

  it('refuses an unknown scenario and leaves the data alone', async () => {
    await loadScenario(t.db, 'demo', { now });
    await expect(loadScenario(t.db, 'nope')).rejects.toThrow(/unknown scenario/);
    expect(await t.db.user.count()).toBe(DEMO_ACCOUNTS.length);
    expect(Object.keys(scenarios).sort()).toEqual(['demo', 'empty']);
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
