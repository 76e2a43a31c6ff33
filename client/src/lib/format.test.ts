import { describe, expect, it } from 'vitest';
import { formatNumber, formatRegionTime, parseRegionTime } from './format.ts';

describe('formatNumber', () => {
  it('truncates instead of rounding', () => {
    expect(formatNumber('1.239', 2)).toBe('1.23');
    expect(formatNumber('-0.999', 2)).toBe('-0.99');
    expect(formatNumber(2.5, 0)).toBe('2');
  });
  it('adds thousands separators and pads decimals', () => {
    expect(formatNumber('1234567.5', 2)).toBe('1,234,567.50');
    expect(formatNumber(1000, 4)).toBe('1,000.0000');
    expect(formatNumber('0001234', 0)).toBe('1,234');
  });
  it('does not print a negative zero', () => {
    expect(formatNumber('-0.001', 2)).toBe('0.00');
  });
  it('shows a dash for missing or invalid values', () => {
    expect(formatNumber(undefined)).toBe('--');
    expect(formatNumber('abc')).toBe('--');
    expect(formatNumber(Number.NaN)).toBe('--');
  });
  it('handles tiny numbers without exponent notation', () => {
    expect(formatNumber(1e-7, 8)).toBe('0.00000010');
  });
});

describe('formatRegionTime', () => {
  it('treats server time as UTC+8 and converts back', () => {
    expect(parseRegionTime('2026-01-02 08:00:00')?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
  it('formats in the three display formats for a given viewer offset', () => {
    // Viewer in UTC: 08:30 region time is 00:30 UTC.
    expect(formatRegionTime('2026-03-04 08:30:05', 'YYYY-MM-DD HH:mm:ss', 0)).toBe('2026-03-04 00:30:05');
    expect(formatRegionTime('2026-03-04 08:30:05', 'DD/MM/YYYY HH:mm:ss', 0)).toBe('04/03/2026 00:30:05');
    // Crossing midnight backwards.
    expect(formatRegionTime('2026-03-04 07:00:00', 'YYYY-MM-DD', 0)).toBe('2026-03-03');
    // Viewer in UTC-5.
    expect(formatRegionTime('2026-03-04 08:30:05', 'YYYY-MM-DD HH:mm:ss', -300)).toBe('2026-03-03 19:30:05');
  });
  it('passes through what it cannot parse', () => {
    expect(formatRegionTime('soon')).toBe('soon');
    expect(formatRegionTime(null)).toBe('--');
  });
});
