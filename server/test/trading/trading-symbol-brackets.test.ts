import Decimal from 'decimal.js';
import { describe, expect, test } from 'vitest';
import { contract, type trade } from '@sandbox/shared';
import type { z } from 'zod';
import { useDemoTrader } from '../demo-world.ts';
import type { TestApi } from '../harness.ts';

/*
 * Issue 10 item 4: the maintenance brackets used for liquidation are published
 * in the symbol info, so anyone can recompute a liquidation price above the
 * first bracket. The demo scenario's market (real simulator, real catalogue).
 */

type SymbolInfo = z.infer<typeof trade.symbolInfo>;
type Tier = SymbolInfo['maintenanceTiers'][number];

let api: TestApi;
let token: string;
useDemoTrader((app, alice) => {
  api = app;
  token = alice;
});

/**
 * Binance's isolated one-way liquidation price, written here from the published
 * brackets only ("How to Calculate Liquidation Price of USDⓈ-M Futures Contracts"):
 *   LP = (WB + cum - side x size x EP) / (size x MMR - side x size),
 * with MMR and cum from the bracket holding the notional at LP itself.
 */
function liquidationFromPublished(tiers: Tier[], side: 1 | -1, size: Decimal, entry: Decimal, margin: Decimal): Decimal {
  const bracketOf = (notional: Decimal) => tiers.find((t) => t.notionalCap === null || notional.lt(t.notionalCap)) ?? tiers[tiers.length - 1]!;
  let tier = bracketOf(size.times(entry));
  for (let i = 0; i <= tiers.length; i++) {
    const mmr = new Decimal(tier.maintenanceMarginRate).div(100);
    const lp = margin.plus(tier.maintenanceAmount).minus(size.times(entry).times(side)).div(size.times(mmr).minus(size.times(side)));
    const at = bracketOf(size.times(lp));
    if (at.tier === tier.tier) return lp;
    tier = at;
  }
  throw new Error('no stable bracket');
}

describe('maintenance brackets in the symbol info', () => {
  test('every bracket is published, rates as percents, with its maintenance amount', async () => {
    const list = await api.call(contract['trade.symbolList']);
    expect(list.code).toBe(200);
    const btc = list.result.find((s) => s.symbol === 'BTCUSDT')!;
    expect(btc.maintenanceTiers).toHaveLength(10);
    // Binance BTCUSDT: 0.4 % up to 50,000; 0.5 % up to 250,000 with cum 50,000 x (0.5 % - 0.4 %) = 50.
    expect(btc.maintenanceTiers.slice(0, 2)).toEqual([
      { tier: 1, notionalFloor: '0', notionalCap: '50000', maxLeverage: 125, maintenanceMarginRate: '0.4', maintenanceAmount: '0' },
      { tier: 2, notionalFloor: '50000', notionalCap: '250000', maxLeverage: 100, maintenanceMarginRate: '0.5', maintenanceAmount: '50' },
    ]);
    expect(btc.maintenanceMarginRate).toBe('0.4');
  });

  test('a liquidation price above the first bracket, recomputed from the published brackets alone, is the server figure', async () => {
    const list = await api.call(contract['trade.symbolList']);
    const btc = list.result.find((s) => s.symbol === 'BTCUSDT')!;
    // 1.5 BTC (demo account) is a notional far above the first bracket's 50,000 cap.
    for (const side of [1, 2] as const) {
      const res = await api.call(
        contract['trade.positionCreate'],
        { symbol: 'BTCUSDT', side, marginMode: 1, leverage: 20, quantity: '1.5', accountType: 2 },
        { token },
      );
      expect(res.code, res.message).toBe(200);
      const p = res.result;
      const entry = new Decimal(p.entryPrice);
      expect(entry.times(p.quantity).gt(50_000)).toBe(true);
      const lp = liquidationFromPublished(btc.maintenanceTiers, side === 1 ? 1 : -1, new Decimal(p.quantity), entry, new Decimal(p.margin));
      // The bracket used is not the first one.
      expect(lp.times(p.quantity).gte(50_000)).toBe(true);
      expect(lp.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed()).toBe(p.liquidationPrice);
    }
  });
});
