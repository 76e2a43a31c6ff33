import { describe, expect, it } from 'vitest';
import {
  checkStake,
  periodParts,
  plainPercent,
  secondPayout,
  secondsLeftAtServer,
  secondStatusKey,
} from './second-contract.ts';
import { secondOrderFixture as order } from '../../test/market-fixtures.ts';

const set = { minAmount: '10', maxAmount: '10000' };

describe('second contract rules', () => {
  it('a win pays the stake plus stake x rate (decimal, rounded down to 8 places like the server)', () => {
    // 100 x 80 % = 80 profit; 100 + 80 = 180.
    expect(secondPayout('100', '80')).toEqual({ profit: '80', payout: '180' });
    // 33.33 x 85 % = 28.3305; 33.33 + 28.3305 = 61.6605.
    expect(secondPayout('33.33', '85.0000')).toEqual({ profit: '28.3305', payout: '61.6605' });
    // 0.1 x 95 % = 0.095 exactly (no float drift: 0.1 * 0.95 would be 0.09499999999999999).
    expect(secondPayout('0.1', '95')).toEqual({ profit: '0.095', payout: '0.195' });
    // 0.00000001 x 80 % = 0.000000008 -> rounds down to 0 at 8 places.
    expect(secondPayout('0.00000001', '80')).toEqual({ profit: '0', payout: '0.00000001' });
    expect(secondPayout('', '80')).toBeNull();
    expect(secondPayout('0', '80')).toBeNull();
  });

  it('checks the stake against the set limits and the available balance', () => {
    expect(checkStake('', set, '500')).toEqual({ problem: 'required' });
    expect(checkStake('abc', set, '500')).toEqual({ problem: 'invalid' });
    expect(checkStake('-5', set, '500')).toEqual({ problem: 'invalid' });
    expect(checkStake('0', set, '500')).toEqual({ problem: 'invalid' });
    expect(checkStake('10.123456789', set, '500')).toEqual({ problem: 'decimals', value: 8 });
    // Decimals count as typed, as the server's amount rule does: "10.100" carries 3, over USDT's 2.
    expect(checkStake('10.100', set, '500', 2)).toEqual({ problem: 'decimals', value: 2 });
    expect(checkStake('9.99', set, '500')).toEqual({ problem: 'min', value: '10' });
    expect(checkStake('10000.01', set, '50000')).toEqual({ problem: 'max', value: '10000' });
    expect(checkStake('150', set, '120.5')).toEqual({ problem: 'balance', value: '120.5' });
    expect(checkStake('10', set, '500')).toBeNull();
    expect(checkStake('10000', set, '10000')).toBeNull();
    // Balance unknown (demo before the summary loads): only the limits apply.
    expect(checkStake('150', set, undefined)).toBeNull();
  });

  it('labels periods and percents', () => {
    expect([30, 60, 90, 120, 300, 3600, 7200].map(periodParts)).toEqual([
      { unit: 's', count: 30 },
      { unit: 's', count: 60 },
      { unit: 's', count: 90 },
      { unit: 'min', count: 2 },
      { unit: 'min', count: 5 },
      { unit: 'h', count: 1 },
      { unit: 'h', count: 2 },
    ]);
    expect(plainPercent('80.0000')).toBe('80');
    expect(plainPercent('85.5')).toBe('85.5');
  });

  it('reads the seconds left from the head, or from the settle time against the server time', () => {
    const o = order();
    expect(secondsLeftAtServer(o, { order: o, secondsLeft: 17, serverTime: 0 })).toBe(17);
    // Settle 08:00:30 region time = 00:00:30 UTC; server at 00:00:12.5 UTC -> 17.5 s -> 18 (ceil, as the server).
    const serverTime = Date.UTC(2026, 0, 1, 0, 0, 12, 500);
    expect(secondsLeftAtServer(o, { order: null, secondsLeft: null, serverTime })).toBe(18);
    expect(secondsLeftAtServer(o, { order: null, secondsLeft: null, serverTime: serverTime + 60_000 })).toBe(0);
  });

  it('maps statuses to their keys', () => {
    expect([1, 2, 3, 4].map(secondStatusKey)).toEqual(['running', 'won', 'lost', 'draw']);
  });
});
