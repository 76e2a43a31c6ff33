import Decimal from 'decimal.js';
import { MARGIN_MODE, POSITION_SIDE } from '@sandbox/shared';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoScenario } from './demo.ts';
import type { Scenario } from './types.ts';

const [alice, bob] = DEMO_ACCOUNTS;
/** How far from its liquidation price each position's mark is steered: 1 %. */
export const MARGIN_CALL_DISTANCE = '0.01';
/** The steer's length: after it the price walks on from there (and may liquidate: a margin call). */
export const MARGIN_CALL_STEER_SECONDS = 30;

/**
 * Positions close to liquidation: alice long BTC at 50x and bob short ETH at 25x, both
 * isolated, opened through the trade module at the live price (margin and fee through the
 * ledger, the liquidation price the module's own), then the market steered over 30 s to 1 %
 * short of each liquidation price. A further 1-2 % move (`qa steer`) liquidates them.
 */
export const marginCallScenario: Scenario = {
  name: 'margin-call',
  description: "demo + alice's 50x BTC long and bob's 25x ETH short, the market steered to 1 % from each liquidation price",
  passwords: demoScenario.passwords,
  load: (tx, ctx) => demoScenario.load(tx, ctx),
  async live({ services }) {
    const positions = [
      { user: alice, symbol: 'BTCUSDT', side: POSITION_SIDE.LONG, leverage: 50, margin: '500' },
      { user: bob, symbol: 'ETHUSDT', side: POSITION_SIDE.SHORT, leverage: 25, margin: '100' },
    ] as const;
    for (const p of positions) {
      const opened = await services.trading.positions.create(p.user.id, { symbol: p.symbol, side: p.side, marginMode: MARGIN_MODE.ISOLATED, leverage: p.leverage, margin: p.margin });
      if (!opened.liquidationPrice) throw new Error(`margin-call: ${p.symbol} opened without a liquidation price`);
      const lp = new Decimal(opened.liquidationPrice);
      // A long is liquidated below its price, a short above it.
      const target = p.side === POSITION_SIDE.LONG ? lp.times(new Decimal(1).plus(MARGIN_CALL_DISTANCE)) : lp.times(new Decimal(1).minus(MARGIN_CALL_DISTANCE));
      services.market.steer({ symbol: p.symbol, kind: 'target', targetPrice: target.toFixed(8), durationSeconds: MARGIN_CALL_STEER_SECONDS });
    }
  },
};
