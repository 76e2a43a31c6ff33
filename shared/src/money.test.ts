import { describe, expect, it } from 'vitest';
import { tradeAmount, userAmount } from './contract/amount.ts';
import { MAX_AMOUNT_PER_CALL, MONEY_DP, amountProblem, decimalsOf, withdrawalFee, withinMaximum } from './money.ts';

describe('decimalsOf', () => {
  it('counts the decimals as written, trailing zeros included', () => {
    expect(['12.50', '137', '0.5', '1.000000000000000001', '0'].map(decimalsOf)).toEqual([2, 0, 1, 18, 0]);
  });

  it('a price the server sent at its symbol precision keeps that precision', () => {
    expect(['1.17089', '65000.10', '-0.25'].map(decimalsOf)).toEqual([5, 2, 2]);
  });
});

describe('withdrawalFee: fixed + amount x rate %, rounded up to the currency decimals; net = amount - fee', () => {
  it('100 USDT at 1 fixed + 0.5 %: fee 1 + 0.5 = 1.5, net 98.5', () => {
    expect(withdrawalFee('100', { fixed: '1', ratePercent: '0.5' }, 2)).toEqual({ fee: '1.5', net: '98.5' });
  });

  it('rounds the fee up, never down: 33.33 at 1 % = 0.3333 -> 0.34; 10 at 0.123 % = 0.0123 -> 0.02', () => {
    expect(withdrawalFee('33.33', { fixed: '0', ratePercent: '1' }, 2)).toEqual({ fee: '0.34', net: '32.99' });
    expect(withdrawalFee('10', { fixed: '0', ratePercent: '0.123' }, 2)).toEqual({ fee: '0.02', net: '9.98' });
    // A currency without decimals: 100 at 0.5 % = 0.5 -> 1.
    expect(withdrawalFee('100', { fixed: '0', ratePercent: '0.5' }, 0)).toEqual({ fee: '1', net: '99' });
  });

  it('a fee of a few satoshi is plain text, not exponent notation (the client copy wrote "1e-7")', () => {
    // 0.0001 BTC at 0.1 % = 0.0000001, exact at 8 decimals.
    expect(withdrawalFee('0.0001', { fixed: '0', ratePercent: '0.1' }, MONEY_DP)).toEqual({ fee: '0.0000001', net: '0.0000999' });
  });

  it('no fee at all, and a fee larger than the amount (callers refuse it: the net is negative)', () => {
    expect(withdrawalFee('25', { fixed: '0', ratePercent: '0' }, 2)).toEqual({ fee: '0', net: '25' });
    expect(withdrawalFee('0.5', { fixed: '1', ratePercent: '0' }, 2)).toEqual({ fee: '1', net: '-0.5' });
  });

  it('keeps every digit of a large amount before rounding (64 significant digits, as the ledger)', () => {
    // 999999999.12345678 x 0.123 % = 1229999.998921851839... -> 1229999.99892186 (up, 8 dp); + 5 fixed.
    expect(withdrawalFee('999999999.12345678', { fixed: '5', ratePercent: '0.123' }, 8)).toEqual({
      fee: '1230004.99892186',
      net: '998769994.12453492',
    });
  });
});

describe('amountProblem', () => {
  it('accepts a positive amount within the decimals and the maximum', () => {
    expect(amountProblem('12.34', 2)).toBeNull();
    expect(amountProblem('0.01', 2)).toBeNull();
    expect(amountProblem(MAX_AMOUNT_PER_CALL, 2)).toBeNull();
    expect(amountProblem('999999999.99', 2)).toBeNull();
  });

  it('names the first rule broken', () => {
    for (const text of ['', ' 1', '1e5', '-1', '1,000', '.5', '1.', 'abc']) expect(amountProblem(text, 2)).toBe('invalid');
    expect(amountProblem('0', 2)).toBe('notPositive');
    expect(amountProblem('0.000', 2)).toBe('notPositive');
    expect(amountProblem('12.345', 2)).toBe('tooManyDecimals');
    expect(amountProblem('12.345', 8)).toBeNull();
    expect(amountProblem('1000000000.01', 2)).toBe('aboveMaximum');
    expect(amountProblem('1000000000000000000000000000000', 2)).toBe('aboveMaximum');
    // Decimals are checked before the maximum: the currency rule is the more useful hint.
    expect(amountProblem('1000000000000.123', 2)).toBe('tooManyDecimals');
  });

  it('takes a tighter maximum', () => {
    expect(amountProblem('501', 2, '500')).toBe('aboveMaximum');
  });
});

describe('the contract amount schema', () => {
  const ok = (v: unknown) => userAmount.safeParse(v).success;

  it('accepts positive plain decimals up to 18 decimals and the maximum', () => {
    for (const v of ['1', '0.01', '12.345', '1000000000', '0.000000000000000001', '010.50']) expect(ok(v)).toBe(true);
  });

  it('refuses everything else', () => {
    const bad = ['', '0', '0.00', '-1', '1e5', ' 1', '1 ', '1,000', '.5', '1.', '1000000000.00000001', '1000000000000000000000000000000', '0.0000000000000000001', 1];
    for (const v of bad) expect(ok(v), String(v)).toBe(false);
  });

  it('trading money stops at 8 decimals', () => {
    expect(tradeAmount.safeParse('0.00000001').success).toBe(true);
    expect(tradeAmount.safeParse('0.000000001').success).toBe(false);
    expect(tradeAmount.safeParse('1000000000.01').success).toBe(false);
  });

  it('published maximum is a whole number of units', () => {
    expect(withinMaximum(MAX_AMOUNT_PER_CALL)).toBe(true);
    expect(withinMaximum('1000000000.00000001')).toBe(false);
  });
});
