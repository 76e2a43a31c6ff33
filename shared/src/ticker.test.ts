import { describe, expect, it } from 'vitest';
import { change24h } from './ticker.ts';

describe('change24h (known answers)', () => {
  it('change at the price decimals, percent of open at 2 decimals, half up', () => {
    // 134296.79 - 136142.14 = -1845.35; -1845.35 / 136142.14 = -1.35546...% -> -1.36
    expect(change24h('136142.14', '134296.79', 2)).toEqual({ change: '-1845.35', percent: '-1.36' });
    // 1.0005 / 100 = 1.0005 % -> 1.00
    expect(change24h('100', '101.0005', 4)).toEqual({ change: '1.0005', percent: '1.00' });
    // 0.125 % rounds half up to 0.13 (a 4-decimal figure cut to 2 would show 0.12)
    expect(change24h('200', '200.25', 2)).toEqual({ change: '0.25', percent: '0.13' });
  });

  it('a change that rounds to nothing is flat, never "-0.00"', () => {
    expect(change24h('100000', '99999.999', 3)).toEqual({ change: '-0.001', percent: '0.00' });
    expect(change24h('5', '5', 2)).toEqual({ change: '0.00', percent: '0.00' });
  });
});
