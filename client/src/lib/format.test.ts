import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatNumber, formatServerTime } from './format.ts';

describe('formatNumber (shared helper, as the screens use it)', () => {
  it('truncates instead of rounding', () => {
    expect(formatNumber('1.239', 2)).toBe('1.23');
    expect(formatNumber('-0.999', 2)).toBe('-0.99');
    expect(formatNumber(2.5, 0)).toBe('2');
    expect(formatNumber('0.29', 2)).toBe('0.29');
  });
  it('adds thousands separators and pads decimals', () => {
    expect(formatNumber('1234567.5', 2)).toBe('1,234,567.50');
    expect(formatNumber(1000, 4)).toBe('1,000.0000');
    expect(formatNumber('12345678901234567890.123456789', 8)).toBe('12,345,678,901,234,567,890.12345678');
  });
  it('does not print a negative zero', () => {
    expect(formatNumber('-0.001', 2)).toBe('0.00');
  });
  it('shows a dash for missing or invalid values', () => {
    expect(formatNumber(undefined, 2)).toBe('--');
    expect(formatNumber('abc', 2)).toBe('--');
    expect(formatNumber(Number.NaN, 2)).toBe('--');
  });
  it('handles tiny numbers without exponent notation', () => {
    expect(formatNumber(1e-7, 8)).toBe('0.00000010');
  });
});

describe('formatServerTime', () => {
  it('treats server time as UTC+8 and shows it in the viewer zone, in the three display formats', () => {
    expect(formatServerTime('2026-03-04 08:30:05', DATE_FORMATS.dateTime, 0)).toBe('2026-03-04 00:30:05');
    expect(formatServerTime('2026-03-04 08:30:05', DATE_FORMATS.display, 0)).toBe('04/03/2026 00:30:05');
    expect(formatServerTime('2026-03-04 07:00:00', DATE_FORMATS.date, 0)).toBe('2026-03-03');
    // A viewer in UTC-5 and one in UTC+9.
    expect(formatServerTime('2026-03-04 08:30:05', DATE_FORMATS.dateTime, -300)).toBe('2026-03-03 19:30:05');
    expect(formatServerTime('2026-03-04 08:30:05', DATE_FORMATS.dateTime, 540)).toBe('2026-03-04 09:30:05');
  });
  it('passes through what it cannot parse and dashes what is missing', () => {
    expect(formatServerTime('soon')).toBe('soon');
    expect(formatServerTime(null)).toBe('--');
  });
});
