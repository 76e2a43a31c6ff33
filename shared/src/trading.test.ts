import { describe, expect, it } from 'vitest';
import { positionSize } from './trading.ts';

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
