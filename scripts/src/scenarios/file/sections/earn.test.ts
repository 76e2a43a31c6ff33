import { describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import type { QaScenarioProblems } from '@sandbox/shared/qa-wire';
import { BalanceLogType, reconcile } from '@sandbox/server/ledger';
import { readScenarioFile } from '../read.ts';
import { stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string, merge = false) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text, merge } });
const problemsOf = (answer: { result: unknown }) => (answer.result as QaScenarioProblems).problems;
const ERIN = 'users:\n  - { account: erin, password: Erin1234, balances: { spot: { USDT: 10000 } } }\n';

// Worked by hand: the Solar Farm Bond pays 0.15 % a day whatever the order number (its range is
// 0.15..0.15), so 2,000 USDT earn 2,000 x 0.0015 = 3 a day, 9 for 3 days. Two Antminer S21 are
// 6,000 USDT; bought at the clock, they have earned nothing. Spot: 10,000 - 2,000 - 6,000 + 9.
const FILE = `clock: "2026-12-01T09:30:00Z"
${ERIN}earnOrders:
  - { user: erin, product: Solar Farm Bond, amount: 2000, daysPaid: 3 }
  - { user: erin, product: Antminer S21, amount: 6000 }
`;

describe("a file's earn orders", () => {
  test('are bought daysPaid days before the clock and carry the income of those days, through the ledger (worked: 2,000 at 0.15 % for 3 days = 9)', async () => {
    expect((await load('erin.yaml', FILE)).code).toBe(200);
    const token = (await app.api.call(contract['app.login'], { account: 'erin', password: 'Erin1234' })).result.token;
    const orders = (await app.api.call(contract['prod.productOrderList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    const shown = orders.map((o) => [o.productName, o.amount, o.quantity, o.dailyRate, o.totalIncome, o.remainingDays]).sort();
    expect(shown).toEqual([
      ['Antminer S21', '6000', 2, '0.3', '0', 180],
      ['Solar Farm Bond', '2000', 1, '0.15', '9', 87],
    ]);
    const spot = (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result;
    expect(spot.find((b) => b.currency === 'USDT')?.available).toBe('2009');
    // Bought on 28 November, paid at 00:00 UTC+8 of the 29th, 30th and 1st, as the accrual job pays them.
    const erin = await app.api.db.user.findUniqueOrThrow({ where: { account: 'erin' } });
    const income = await app.api.db.balanceLog.findMany({ where: { userId: erin.id, type: BalanceLogType.PRODUCT_INCOME }, orderBy: { createdAt: 'asc' } });
    expect(income.map((r) => [r.availableDelta, r.createdAt.toISOString()])).toEqual([
      ['3', '2026-11-28T16:00:00.000Z'],
      ['3', '2026-11-29T16:00:00.000Z'],
      ['3', '2026-11-30T16:00:00.000Z'],
    ]);
    expect(await reconcile(app.api.db, erin.id)).toEqual([]);
  });

  test('name users of the file, each order number once', () => {
    const read = readScenarioFile(`${ERIN}earnOrders:\n  - { user: bobb, product: Solar Farm Bond, amount: 100, orderNo: PO-1 }\n  - { user: erin, product: Solar Farm Bond, amount: 100, orderNo: PO-1 }\n`);
    expect(read.ok ? [] : read.problems).toEqual(['earnOrders[0].user: no user named "bobb" in this file', "earnOrders[1].orderNo: PO-1 is already earnOrders[0]'s"]);
  });

  test("a product the catalogue does not have, part of a machine or days past the term: every problem with its place, and nothing changes", async () => {
    await load('erin.yaml', FILE);
    const before = await stateDump(app.api.db);
    const refused = await load('broken.yaml', `${ERIN}earnOrders:
  - { user: erin, product: Solar Farm, amount: 100 }
  - { user: erin, product: Antminer S21, amount: 4500 }
  - { user: erin, product: Multi-venue Arbitrage 7D, amount: 1000, daysPaid: 7 }
`);
    expect(refused.code).toBe(400);
    const [unknown, ...rest] = problemsOf(refused);
    expect(unknown).toMatch(/^earnOrders\[0\]\.product: no product "Solar Farm" \(known: BTC Spread Arbitrage 1D, Multi-venue Arbitrage 7D, .*Solar Farm Bond, Harbour Logistics Note\)$/);
    expect(rest).toEqual([
      'earnOrders[1].amount: Antminer S21 sells whole machines of 3000 USDT, not 4500',
      'earnOrders[2].daysPaid: Multi-venue Arbitrage 7D runs 7 days: at most 6 are paid before it ends',
    ]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });

  test("the purchase's own rules refuse at the order's place (the product's limits, the spot balance), and nothing changes", async () => {
    await load('erin.yaml', FILE);
    const before = await stateDump(app.api.db);
    const small = await load('small.yaml', `${ERIN}earnOrders:\n  - { user: erin, product: BTC Spread Arbitrage 1D, amount: 50 }\n`);
    expect(problemsOf(small)).toEqual(['earnOrders[0]: The amount must be between 100 and 5000 USDT']);
    const poor = await load('poor.yaml', `${ERIN}earnOrders:\n  - { user: erin, product: Solar Farm Bond, amount: 6000 }\n  - { user: erin, product: Solar Farm Bond, amount: 5000 }\n`);
    expect(problemsOf(poor)).toEqual(['earnOrders[1]: Insufficient balance']);
    expect(await stateDump(app.api.db)).toEqual(before);
  });

  test('a merged order keeps to its order number (its rate), which must be new to the sandbox', async () => {
    expect((await load('erin.yaml', `${ERIN}earnOrders:\n  - { user: erin, product: AI Quant Trend 15D, amount: 1000, daysPaid: 2, orderNo: PO-SCENARIO-1 }\n`)).code).toBe(200);
    const merged = await load('gus.yaml', 'users:\n  - { account: gus, balances: { spot: { USDT: 5000 } } }\nearnOrders:\n  - { user: gus, product: AI Quant Trend 15D, amount: 1000, orderNo: PO-SCENARIO-1 }\n', true);
    expect(problemsOf(merged)).toEqual(['earnOrders[0].orderNo: PO-SCENARIO-1 is already an order of the sandbox']);
    const order = await app.api.db.productOrder.findUniqueOrThrow({ where: { orderNo: 'PO-SCENARIO-1' } });
    expect(order.dailyRate).toMatch(/^0\.[789]$/);
  });
});
