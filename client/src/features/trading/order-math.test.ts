import { describe, expect, it } from 'vitest';
import { checkLevels, estimateOrder, leverageChoices, minMarginAt } from './order-math.ts';

const btc = { leverage: 10, price: '50000', feeRate: '0.05', quantityPrecision: 3 };

describe('estimateOrder (server rounding: quantity down, derived margin and fee up to 8 dp)', () => {
  it('margin 100 USDT at 10x, price 50000, fee 0.05 %: notional 1000, quantity 0.02, fee 0.5', () => {
    expect(estimateOrder({ ...btc, mode: 'margin', amount: '100', available: '200' })).toEqual({
      estimate: { quantity: '0.020', notional: '1000', margin: '100', fee: '0.5', cost: '100.5' },
    });
  });

  it('quantity 0.015 at 20x: notional 750, margin 37.5, fee 0.375', () => {
    expect(estimateOrder({ ...btc, leverage: 20, mode: 'quantity', amount: '0.015' })).toEqual({
      estimate: { quantity: '0.015', notional: '750', margin: '37.5', fee: '0.375', cost: '37.875' },
    });
  });

  it('rounds the quantity down to the precision: 33 USDT at 3x, price 3300 -> 0.03 ETH (99 notional)', () => {
    const r = estimateOrder({ mode: 'margin', amount: '33', leverage: 3, price: '3300', feeRate: '0.05', quantityPrecision: 3 });
    expect(r).toEqual({ estimate: { quantity: '0.030', notional: '99', margin: '33', fee: '0.0495', cost: '33.0495' } });
  });

  it('the margin taken follows the truncated quantity, like the server: 100 at 10x, price 2003.17, precision 3', () => {
    // 100 x 10 / 2003.17 -> 0.499; notional 999.58183; margin 99.958183 (USDT at 8 decimals) or 99.96 (at 2);
    // the figure server/test/trade-order-size.test.ts gets from the server.
    const eth = { mode: 'margin' as const, amount: '100', leverage: 10, price: '2003.17', feeRate: '0.05', quantityPrecision: 3 };
    expect(estimateOrder(eth)).toEqual({
      estimate: { quantity: '0.499', notional: '999.58183', margin: '99.958183', fee: '0.49979092', cost: '100.45797392' },
    });
    expect(estimateOrder({ ...eth, marginDecimals: 2 })).toMatchObject({ estimate: { quantity: '0.499', margin: '99.96' } });
    expect(estimateOrder({ ...eth, amount: '100.123', marginDecimals: 2 })).toMatchObject({ estimate: { quantity: '0.499', margin: '99.96' } });
  });

  it('names the problem: empty, not a number, too many decimals, too small, no price, over the balance', () => {
    expect(estimateOrder({ ...btc, mode: 'margin', amount: '' })).toEqual({ problem: 'required' });
    expect(estimateOrder({ ...btc, mode: 'margin', amount: '-5' })).toEqual({ problem: 'invalid' });
    expect(estimateOrder({ ...btc, mode: 'margin', amount: '0' })).toEqual({ problem: 'invalid' });
    expect(estimateOrder({ ...btc, mode: 'margin', amount: '1.123456789' })).toEqual({ problem: 'decimals', value: 8 });
    expect(estimateOrder({ ...btc, mode: 'quantity', amount: '0.0001' })).toEqual({ problem: 'decimals', value: 3 });
    expect(estimateOrder({ ...btc, mode: 'margin', amount: '4' })).toEqual({ problem: 'tooSmall' }); // 40 / 50000 < 0.001
    expect(estimateOrder({ ...btc, mode: 'margin', amount: '10', minQuantity: '0.01' })).toEqual({ problem: 'tooSmall' }); // 0.002 < 0.01
    expect(estimateOrder({ ...btc, price: undefined, mode: 'margin', amount: '10' })).toEqual({ problem: 'noPrice' });
    expect(estimateOrder({ ...btc, mode: 'margin', amount: '100', available: '100.4' })).toEqual({ problem: 'insufficient', value: '100.4' });
  });
});

describe('the minimum size is the server\'s: the truncated quantity against symbolInfo.minQuantity', () => {
  it('5.01 USDT at 10x, price 50000.5, minimum 0.001 BTC: 0.001 BTC is taken (the rounded minimum margin hint, 5.13 at 10x, is no rule)', () => {
    // 5.01 x 10 / 50000.5 = 0.0010019... -> 0.001; notional 50.0005; margin 5.00005; fee 0.02500025.
    expect(estimateOrder({ ...btc, price: '50000.5', mode: 'margin', amount: '5.01', minQuantity: '0.001' })).toEqual({
      estimate: { quantity: '0.001', notional: '50.0005', margin: '5.00005', fee: '0.02500025', cost: '5.02505025' },
    });
    expect(estimateOrder({ ...btc, price: '50000.5', mode: 'margin', amount: '5', minQuantity: '0.001' })).toEqual({ problem: 'tooSmall' }); // 0.00099999
  });
});

describe('checkLevels: the form\'s problem names over the shared side rules (known answers: shared/src/trading.test.ts)', () => {
  it('long: TP above and SL below the price; short the other way round', () => {
    expect(checkLevels(1, '100', '110', '90')).toEqual({});
    expect(checkLevels(1, '100', '95', '105')).toEqual({ takeProfit: 'tpSide', stopLoss: 'slSide' });
    expect(checkLevels(2, '100', '90', '110')).toEqual({});
    expect(checkLevels(2, '100', '110', '90')).toEqual({ takeProfit: 'tpSide', stopLoss: 'slSide' });
    expect(checkLevels(1, '100', 'abc', '')).toEqual({ takeProfit: 'invalid' });
  });
});

describe('leverageChoices', () => {
  it('keeps the offered steps up to the maximum, ascending and unique', () => {
    expect(leverageChoices([1, 2, 3, 5, 10, 20, 25, 50, 75, 100], 50)).toEqual([1, 2, 3, 5, 10, 20, 25, 50]);
  });
});

describe('minMarginAt', () => {
  it('scales the minimum margin quoted at the maximum leverage: 0.40 at 125x is 5.00 at 10x and 0.41 at 123x (up)', () => {
    expect(minMarginAt('0.40', 125, 10)).toBe('5.00');
    expect(minMarginAt('0.40', 125, 123)).toBe('0.41');
    expect(minMarginAt('0.40', 125, 125)).toBe('0.40');
  });
});
