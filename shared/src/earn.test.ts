import { describe, expect, it } from 'vitest';
import { earnDailyIncome, earnDailyRate, earnDaysDue, earnPaymentAt, earnSchedule, fnv1a32, minerDailyOutput, regionDay, regionDayStart } from './earn.ts';

describe('the rate rule: a seeded draw from the order number inside the range', () => {
  it('FNV-1a 32 bits, the published test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('step = hash mod (steps + 1) at the range\'s finest decimals', () => {
    // 0.5..0.8 at 1 decimal is 4 values; 0.5..0.80 at 2 decimals is 31.
    const no = 'PO20260101120000123456';
    const h = fnv1a32(no);
    expect(earnDailyRate(no, '0.5', '0.8')).toBe(String((5 + (h % 4)) / 10));
    expect(earnDailyRate(no, '0.5', '0.80')).toBe(String((50 + (h % 31)) / 100));
    expect(earnDailyRate(no, '1.2', '1.2')).toBe('1.2');
  });

  it('stays inside the range for any order number, and is the same every time', () => {
    for (let i = 0; i < 200; i++) {
      const r = Number(earnDailyRate(`PO${i}`, '0.35', '1.25'));
      expect(r).toBeGreaterThanOrEqual(0.35);
      expect(r).toBeLessThanOrEqual(1.25);
      expect(earnDailyRate(`PO${i}`, '0.35', '1.25')).toBe(earnDailyRate(`PO${i}`, '0.35', '1.25'));
    }
    expect(() => earnDailyRate('PO1', '2', '1')).toThrow(RangeError);
  });
});

describe('income of a day: truncated toward zero to the currency\'s decimals', () => {
  it('principal x rate / 100', () => {
    // 1234.56 x 0.57 / 100 = 7.036992 -> 7.03.
    expect(earnDailyIncome('1234.56', '0.57', 2)).toBe('7.03');
    expect(earnDailyIncome('1234.56', '0.57', 8)).toBe('7.036992');
    // 100 x 0.001 / 100 = 0.001 -> 0 at 2 decimals.
    expect(earnDailyIncome('100', '0.001', 2)).toBe('0');
  });

  it('mining: machines x the truncated output of one machine', () => {
    expect(minerDailyOutput(3, '1000', '0.35', 2)).toBe('10.5');
    // One machine: 333.33 x 0.35 / 100 = 1.1666550 -> 1.16; three: 3.48 (not 3.49 from 3.499965).
    expect(minerDailyOutput(3, '333.33', '0.35', 2)).toBe('3.48');
  });
});

describe('region days (UTC+8)', () => {
  it('the day changes at 16:00 UTC', () => {
    expect(regionDay(new Date('2026-01-01T16:00:00Z')) - regionDay(new Date('2026-01-01T15:59:59.999Z'))).toBe(1);
    expect(regionDayStart(regionDay(new Date('2026-01-02T03:00:00Z')))).toEqual(new Date('2026-01-01T16:00:00Z'));
  });

  it('the schedule: day k paid at the start of the k-th region day after the purchase day', () => {
    const late = new Date('2026-01-01T15:59:59Z'); // 23:59:59 region time, 1 January
    expect(earnSchedule(late, 7)).toEqual({ firstIncomeAt: new Date('2026-01-01T16:00:00Z'), endAt: new Date('2026-01-07T16:00:00Z') });
    const early = new Date('2026-01-01T16:00:00Z'); // 00:00 region time, 2 January
    expect(earnSchedule(early, 1)).toEqual({ firstIncomeAt: new Date('2026-01-02T16:00:00Z'), endAt: new Date('2026-01-02T16:00:00Z') });
    expect(earnPaymentAt(late, 3)).toEqual(new Date('2026-01-03T16:00:00Z'));
  });

  it('days due: none on the purchase day, one per boundary crossed, never more than the cycle', () => {
    const start = new Date('2026-01-01T04:00:00Z');
    expect(earnDaysDue(start, 7, new Date('2026-01-01T15:59:59Z'))).toBe(0);
    expect(earnDaysDue(start, 7, new Date('2026-01-01T16:00:00Z'))).toBe(1);
    expect(earnDaysDue(start, 7, new Date('2026-01-04T16:00:00Z'))).toBe(4);
    expect(earnDaysDue(start, 7, new Date('2026-03-01T00:00:00Z'))).toBe(7);
  });
});
