import { describe, expect, it } from 'vitest';
import { orderEstimate, positionSize, secondWinProfit, stopLossOnRightSide, takeProfitOnRightSide } from './trading.ts';

describe('positionSize: the leverage picked is the leverage the position has', () => {
  it('margin 100 at 10x, price 2003.17, quantity precision 3', () => {
    // 100 x 10 / 2003.17 = 0.49920875... -> 0.499 (down); notional 0.499 x 2003.17 = 999.58183;
    // margin 999.58183 / 10 = 99.958183 (8 decimals: exact; 2 decimals: up to 99.96), never the 100 offered.
    const at8 = positionSize({ margin: '100', leverage: 10, price: '2003.17', quantityPrecision: 3, marginDecimals: 8 });
    expect([at8.quantity.toFixed(), at8.notional.toFixed(), at8.margin.toFixed()]).toEqual(['0.499', '999.58183', '99.958183']);
    expect(at8.notional.div(at8.margin).toFixed()).toBe('10');
    const at2 = positionSize({ margin: '100', leverage: 10, price: '2003.17', quantityPrecision: 3, marginDecimals: 2 });
    expect([at2.quantity.toFixed(), at2.margin.toFixed()]).toEqual(['0.499', '99.96']);
  });

  it('by quantity: the quantity rounds down, the margin up', () => {
    const s = positionSize({ quantity: '0.0505', leverage: 20, price: '10000.01', quantityPrecision: 3, marginDecimals: 2 });
    // 0.050 x 10000.01 = 500.0005; / 20 = 25.000025 -> 25.01.
    expect([s.quantity.toFixed(), s.margin.toFixed()]).toEqual(['0.05', '25.01']);
  });

  it('never takes more than the margin offered', () => {
    // 10 x 3 / 3 = 10 exactly: quantity 10, margin 10.
    expect(positionSize({ margin: '10', leverage: 3, price: '3', quantityPrecision: 0, marginDecimals: 0 }).margin.toFixed()).toBe('10');
    const s = positionSize({ margin: '0.01', leverage: 1, price: '0.003', quantityPrecision: 0, marginDecimals: 2 });
    expect(s.margin.lte('0.01')).toBe(true);
  });
});

describe('orderEstimate: the size, the opening fee (notional x rate, up to 8 decimals) and the cost', () => {
  const figures = (e: ReturnType<typeof orderEstimate>) => [e.quantity, e.notional, e.margin, e.fee, e.cost].map((d) => d.toFixed());

  it('margin 100 at 10x, price 50000, fee 0.05 %: quantity 0.02, notional 1000, fee 0.5, cost 100.5', () => {
    const e = orderEstimate({ margin: '100', leverage: 10, price: '50000', quantityPrecision: 3, marginDecimals: 8, feeRate: '0.0005' });
    expect(figures(e)).toEqual(['0.02', '1000', '100', '0.5', '100.5']);
  });

  it('quantity 0.015 at 20x, price 50000: notional 750, margin 37.5, fee 0.375, cost 37.875', () => {
    const e = orderEstimate({ quantity: '0.015', leverage: 20, price: '50000', quantityPrecision: 3, marginDecimals: 8, feeRate: '0.0005' });
    expect(figures(e)).toEqual(['0.015', '750', '37.5', '0.375', '37.875']);
  });

  it('the fee rounds up: 999.58183 x 0.0005 = 0.499790915 -> 0.49979092', () => {
    const e = orderEstimate({ margin: '100', leverage: 10, price: '2003.17', quantityPrecision: 3, marginDecimals: 8, feeRate: '0.0005' });
    expect(figures(e)).toEqual(['0.499', '999.58183', '99.958183', '0.49979092', '100.45797392']);
  });

  it('a zero fee rate costs the margin alone', () => {
    const e = orderEstimate({ margin: '33', leverage: 3, price: '3300', quantityPrecision: 3, marginDecimals: 8, feeRate: '0' });
    expect(figures(e)).toEqual(['0.03', '99', '33', '0', '33']);
  });
});

describe('take-profit and stop-loss sides', () => {
  it('a long at mark 100: take-profit above 100, stop-loss below it', () => {
    expect(['100.01', '100', '99'].map((tp) => takeProfitOnRightSide(true, '100', tp))).toEqual([true, false, false]);
    expect(['99.99', '100', '101'].map((sl) => stopLossOnRightSide(true, '100', sl))).toEqual([true, false, false]);
  });

  it('a short at mark 100: take-profit below 100, stop-loss above it', () => {
    expect(['99.99', '100', '101'].map((tp) => takeProfitOnRightSide(false, '100', tp))).toEqual([true, false, false]);
    expect(['100.01', '100', '99'].map((sl) => stopLossOnRightSide(false, '100', sl))).toEqual([true, false, false]);
  });

  it('a stop-loss lies before the liquidation price: long liquidating at 90, short at 110', () => {
    expect(['90.01', '90', '89'].map((sl) => stopLossOnRightSide(true, '100', sl, '90'))).toEqual([true, false, false]);
    expect(['109.99', '110', '111'].map((sl) => stopLossOnRightSide(false, '100', sl, '110'))).toEqual([true, false, false]);
    // No liquidation price (a cross position the wallet fully backs): only the mark bounds it.
    expect(stopLossOnRightSide(true, '100', '0.01', null)).toBe(true);
  });
});

describe('secondWinProfit: stake x payout rate, truncated to 8 decimals', () => {
  it.each([
    ['100', '0.8', '80'],
    ['33.33', '0.85', '28.3305'],
    ['0.1', '0.95', '0.095'],
    // 0.00000001 x 0.8 = 0.000000008: below the 8th decimal, nothing is paid on top.
    ['0.00000001', '0.8', '0'],
    // 12.34567891 x 0.9 = 11.111111019 -> 11.11111101 (down, never up).
    ['12.34567891', '0.9', '11.11111101'],
    ['50', '0', '0'],
  ] as const)('stake %s at rate %s wins %s', (stake, rate, profit) => {
    expect(secondWinProfit(stake, rate).toFixed()).toBe(profit);
  });
});
