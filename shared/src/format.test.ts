import { describe, expect, it } from 'vitest';
import { formatNumber, toDecimal, truncate } from './format.ts';

describe('formatNumber truncates toward zero with thousands separators', () => {
  it.each([
    ['1234567.899', 2, '1,234,567.89'],
    [1234567.899, 2, '1,234,567.89'],
    ['0.29', 2, '0.29'], // 0.29 is 0.28999... as a float; strings stay exact
    [0.29, 2, '0.29'],
    ['1.005', 2, '1.00'],
    ['999.999', 0, '999'],
    ['1000', 2, '1,000.00'],
    ['100', 2, '100.00'],
    ['-1234.5678', 2, '-1,234.56'],
    [-0.129, 2, '-0.12'],
    ['-0.001', 2, '0.00'],
    ['0', 4, '0.0000'],
    ['12345678901234567890.123456789', 8, '12,345,678,901,234,567,890.12345678'],
    ['1e21', 2, '1,000,000,000,000,000,000,000.00'],
    ['0.000000012345', 10, '0.0000000123'],
    ['1,234.5', 1, '1,234.5'],
    [' 42 ', 1, '42.0'],
  ] as const)('formatNumber(%j, %d) = %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it('honours the options', () => {
    expect(formatNumber('1234.5000', 4, { trimZeros: true })).toBe('1,234.5');
    expect(formatNumber('1234.0000', 4, { trimZeros: true })).toBe('1,234');
    expect(formatNumber('1234.5', 2, { separator: '' })).toBe('1234.50');
    expect(formatNumber('12.349', 2, { plusSign: true })).toBe('+12.34');
    expect(formatNumber('-12.349', 2, { plusSign: true })).toBe('-12.34');
    expect(formatNumber('0.001', 2, { plusSign: true })).toBe('0.00');
  });

  it('returns the fallback for non-numbers', () => {
    expect(formatNumber('', 2)).toBe('--');
    expect(formatNumber('abc', 2)).toBe('--');
    expect(formatNumber(null, 2)).toBe('--');
    expect(formatNumber(undefined, 2, { fallback: '' })).toBe('');
    expect(formatNumber(Number.NaN, 2)).toBe('--');
    expect(formatNumber(Number.POSITIVE_INFINITY, 2)).toBe('--');
  });

  it('rejects a bad decimals count', () => {
    expect(() => formatNumber('1', -1)).toThrow(RangeError);
    expect(() => formatNumber('1', 1.5)).toThrow(RangeError);
  });

  it('parses exactly', () => {
    expect(toDecimal('0.1')?.plus('0.2').toString()).toBe('0.3');
    expect(toDecimal('x')).toBeNull();
  });
});

describe('truncate: toward zero, canonical text (no separators, no trailing zeros, never -0)', () => {
  it.each([
    ['1234.5678', 2, '1234.56'],
    ['-1234.5678', 2, '-1234.56'],
    ['0.999', 2, '0.99'],
    ['-0.001', 2, '0'],
    ['0', 2, '0'],
    ['1.50', 2, '1.5'],
    ['999.999', 0, '999'],
    ['12345678901234567890.123456789', 8, '12345678901234567890.12345678'],
    [1e-7, 8, '0.0000001'],
  ] as const)('truncate(%j, %d) = %s', (value, decimals, expected) => {
    expect(truncate(value, decimals)).toBe(expected);
  });

  it('keeps 8 decimals by default (MONEY_DP)', () => {
    expect(truncate('0.123456789')).toBe('0.12345678');
    expect(truncate('-0.000000009')).toBe('0');
  });

  it('agrees with the display: 1234.5678 at 2 shows as 1,234.56', () => {
    expect(formatNumber(truncate('1234.5678', 2), 2)).toBe('1,234.56');
    expect(formatNumber('1234.5678', 2)).toBe('1,234.56');
  });
});
