import { describe, expect, it } from 'vitest';
import { buildTiers, BTC_BRACKETS, ETH_BRACKETS } from '../../../scripts/src/scenarios/tiers.ts';
import {
  D,
  liquidationPrice,
  maintenanceMargin,
  marginRatioPercent,
  roePercent,
  tierFor,
  tradingFee,
  unrealizedPnl,
} from '../../src/modules/trading/margin-math.ts';

const BTC = buildTiers(BTC_BRACKETS);
const ETH = buildTiers(ETH_BRACKETS);
const d = (v: string | number) => new D(v);

describe('maintenance margin (Binance: notional x rate - maintenance amount)', () => {
  it('matches the figures of Binance\'s cross-margin liquidation example', () => {
    // Binance FAQ "How to Calculate Liquidation Price of USDⓈ-M Futures Contracts", worked example:
    // "Maintenance Margin of ETHUSDT = 356,512.508 (4918775.081 * 10.00% - 135365)" and
    // "Maintenance Margin of BTCUSDT = 71200.81144 (3500032.458 * 2.50% - 16300)".
    expect(maintenanceMargin(d('4918775.081'), '0.1', '135365').toFixed(3, D.ROUND_DOWN)).toBe('356512.508');
    expect(maintenanceMargin(d('3500032.458'), '0.025', '16300').toFixed(4, D.ROUND_DOWN)).toBe('71200.8114');
  });

  it('picks the bracket of the notional; the seeded maintenance amounts are continuous', () => {
    expect(tierFor(BTC, d(49_999)).tier).toBe(1);
    expect(tierFor(BTC, d(50_000)).tier).toBe(2);
    // cum of tier 3 = 50,000 x (0.005 - 0.004) + 250,000 x (0.01 - 0.005) = 50 + 1,250.
    expect(tierFor(BTC, d(300_000)).cum).toBe('1300');
    // Continuity at 250,000: tier 2 gives 250,000 x 0.005 - 50 = 1,200; tier 3 gives 2,500 - 1,300 = 1,200.
    expect(maintenanceMargin(d(250_000), '0.005', '50').toFixed()).toBe('1200');
    expect(maintenanceMargin(d(250_000), '0.01', '1300').toFixed()).toBe('1200');
  });
});

describe('PnL, yield and fees', () => {
  it('long and short PnL = size x (mark - entry) x side; ROE = PnL / initial margin', () => {
    expect(unrealizedPnl(d('0.1'), d(10_000), d(11_000), 1).toFixed()).toBe('100');
    expect(unrealizedPnl(d('0.1'), d(10_000), d(11_000), -1).toFixed()).toBe('-100');
    expect(roePercent(d(100), d(100)).toFixed()).toBe('100');
    expect(roePercent(d(-25), d(100)).toFixed()).toBe('-25');
    // 0.1 BTC at 10,000 with the 0.05 % taker rate: 1,000 x 0.0005 = 0.5.
    expect(tradingFee(d('0.1'), d(10_000), '0.0005').toFixed()).toBe('0.5');
  });

  it('margin ratio = maintenance margin / margin balance, percent', () => {
    expect(marginRatioPercent(d(5), d(100)).toFixed()).toBe('5');
    expect(marginRatioPercent(d(5), d(0)).toFixed()).toBe('100');
  });
});

describe('liquidation price (Binance one-way formula), worked by hand', () => {
  // LP = (WB - TMM1 + UPNL1 + cumB - Side x Position x EP) / (Position x MMR - Side x Position)
  it('isolated long: WB 100, 0.1 BTC at 10,000 (tier 1: 0.4 %, cum 0)', () => {
    // (100 + 0 - 1,000) / (0.0004 - 0.1) = -900 / -0.0996 = 9,036.1445783...
    const lp = liquidationPrice({ walletBalance: d(100), side: 1, size: d('0.1'), entryPrice: d(10_000), tiers: BTC })!;
    expect(lp.toFixed(8)).toBe('9036.14457831');
    // Check: at LP the margin balance equals the maintenance margin (margin ratio 100 %).
    const balance = d(100).plus(unrealizedPnl(d('0.1'), d(10_000), lp, 1));
    expect(balance.minus(maintenanceMargin(d('0.1').times(lp), '0.004', '0')).abs().lt('1e-20')).toBe(true);
  });

  it('isolated short: WB 100, 0.1 BTC at 10,000', () => {
    // (100 + 1,000) / (0.0004 + 0.1) = 1,100 / 0.1004 = 10,956.1752988...
    const lp = liquidationPrice({ walletBalance: d(100), side: -1, size: d('0.1'), entryPrice: d(10_000), tiers: BTC })!;
    expect(lp.toFixed(8)).toBe('10956.17529880');
  });

  it('cross long and short with another position (TMM1 5, UPNL1 -20), 1 ETH at 2,000 (0.5 %, cum 0)', () => {
    const base = { walletBalance: d(1000), otherMaintenance: d(5), otherPnl: d(-20), size: d(1), entryPrice: d(2000), tiers: ETH };
    // Long: (1,000 - 5 - 20 + 0 - 2,000) / (0.005 - 1) = -1,025 / -0.995 = 1,030.1507537...
    expect(liquidationPrice({ ...base, side: 1 })!.toFixed(8)).toBe('1030.15075377');
    // Short: (1,000 - 5 - 20 + 2,000) / (0.005 + 1) = 2,975 / 1.005 = 2,960.1990049...
    expect(liquidationPrice({ ...base, side: -1 })!.toFixed(8)).toBe('2960.19900498');
  });

  it('recalculates with the bracket at the liquidation price when it differs from the entry bracket', () => {
    // 10 BTC at 26,000 (notional 260,000, tier 3: 1 %, cum 1,300), WB 26,000:
    // tier 3 gives (26,000 + 1,300 - 260,000) / (0.1 - 10) = 23,505.05, notional 235,050 = tier 2,
    // so with tier 2 (0.5 %, cum 50): (26,000 + 50 - 260,000) / (0.05 - 10) = 23,512.5628140...
    const lp = liquidationPrice({ walletBalance: d(26_000), side: 1, size: d(10), entryPrice: d(26_000), tiers: BTC })!;
    expect(lp.toFixed(8)).toBe('23512.56281407');
  });

  it('is null when no positive price liquidates (a 1x long with full margin)', () => {
    expect(liquidationPrice({ walletBalance: d(1000), side: 1, size: d('0.1'), entryPrice: d(10_000), tiers: BTC })).toBeNull();
  });
});
