import { describe, expect, test } from 'vitest';
import Decimal from 'decimal.js';
import { contract, CLOSE_REASON, POSITION_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useDemoTrader } from '../demo-world.ts';
import type { TestApi } from '../harness.ts';

/** The engine wired to the real simulated market (no fake feed): the demo scenario, QA steering, QA job run. */
let api: TestApi;
let token: string;
useDemoTrader((app, alice) => {
  api = app;
  token = alice;
});

describe('trading on the simulated market', () => {
  test('a position opens at the market mark; a steered crash liquidates it through the QA job run', async () => {
    const res = await api.call(contract['trade.positionCreate'], { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 50, margin: '100' }, { token });
    expect(res.code, res.message).toBe(200);
    const p = res.result;
    expect(p.status).toBe(POSITION_STATUS.RUNNING);
    expect(Number(p.liquidationPrice)).toBeLessThan(Number(p.entryPrice));
    const watched = await api.qaCall(qaRoutes['trade.risk']);
    expect(watched.result.watchedPositions).toBeGreaterThanOrEqual(1);

    // 50x: a 10 % fall is far beyond the 2 % the margin covers.
    expect((await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'crash', percent: '10', durationSeconds: 60 } })).code).toBe(200);
    await api.qaCall(qaRoutes['clock.advance'], { body: { ms: 120_000 } });
    // Closed by the QA run, or already by the market tick that reading the mark triggers: either way once.
    expect((await api.qaCall(qaRoutes['trade.run'])).code).toBe(200);
    const closed = await api.db.position.findUniqueOrThrow({ where: { id: p.id } });
    // The whole margin is lost (gross) and the open fee was paid (net); no close fee on a liquidation.
    expect(closed).toMatchObject({ status: POSITION_STATUS.CLOSED, closeReason: CLOSE_REASON.LIQUIDATION, closeFee: '0', grossPnl: `-${closed.margin}` });
    expect(closed.realizedPnl).toBe(new Decimal(closed.margin).plus(closed.openFee).negated().toFixed());
  });

  test('second-contract periods, a purchase and the flash quote from market prices', async () => {
    const sets = await api.call(contract['trade.secondSetList']);
    expect(sets.result.map((s) => s.periodSeconds)).toEqual([30, 60, 120, 300]);
    const buy = await api.call(contract['trade.secondBuy'], { symbol: 'ETHUSDT', setId: 'demo-sc-30', direction: 1, amount: '10' }, { token });
    expect(buy.code, buy.message).toBe(200);
    await api.qaCall(qaRoutes['clock.advance'], { body: { ms: 31_000 } });
    const list = await api.call(contract['trade.secondOrderList'], {}, { token });
    expect(list.result.records.find((r) => r.id === buy.result.id)?.closePrice).not.toBeNull();
    const quote = await api.call(contract['ext.flashQuote'], { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0.01' });
    expect(quote.code, quote.message).toBe(200);
    expect(Number(quote.result.rate)).toBeGreaterThan(0);
  });
});
