import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from './constants.ts';
import {
  formatInstant,
  formatRegionTime,
  isRegionTime,
  localOffsetMinutes,
  localToRegion,
  regionTimeToDate,
  regionTimeToEpoch,
  regionToLocal,
  toRegionTime,
} from './time.ts';

// 2024-01-01T00:00:00Z
const NEW_YEAR_UTC = 1704067200000;

describe('region time (UTC+8)', () => {
  it('parses to the instant 8 hours earlier in UTC', () => {
    expect(regionTimeToEpoch('2024-01-01 08:00:00')).toBe(NEW_YEAR_UTC);
    expect(regionTimeToDate('2024-01-01 07:59:59').toISOString()).toBe('2023-12-31T23:59:59.000Z');
  });

  it('writes an instant as region time', () => {
    expect(toRegionTime(NEW_YEAR_UTC)).toBe('2024-01-01 08:00:00');
    expect(toRegionTime(new Date('2024-02-29T16:30:05Z'))).toBe('2024-03-01 00:30:05');
    expect(toRegionTime(NEW_YEAR_UTC, DATE_FORMATS.display)).toBe('01/01/2024 08:00:00');
    expect(toRegionTime(NEW_YEAR_UTC, DATE_FORMATS.date)).toBe('2024-01-01');
  });

  it('round-trips', () => {
    for (const text of ['2024-02-29 23:59:59', '1999-12-31 16:00:00', '2038-01-19 11:14:07']) {
      expect(toRegionTime(regionTimeToEpoch(text))).toBe(text);
    }
  });

  it('refuses malformed and impossible dates', () => {
    expect(isRegionTime('2024-01-01 08:00:00')).toBe(true);
    expect(isRegionTime('2024-02-30 08:00:00')).toBe(false);
    expect(isRegionTime('2023-02-29 00:00:00')).toBe(false);
    expect(isRegionTime('2024-01-01T08:00:00')).toBe(false);
    expect(isRegionTime('2024-1-1 8:00:00')).toBe(false);
    expect(isRegionTime('2024-01-01 24:00:00')).toBe(false);
    expect(() => regionTimeToEpoch('yesterday')).toThrow(RangeError);
  });
});

describe("region time in the viewer's zone", () => {
  it.each([
    [0, '2024-01-01 00:00:00'], // London in winter
    [-300, '2023-12-31 19:00:00'], // New York in winter
    [330, '2024-01-01 05:30:00'], // India
    [480, '2024-01-01 08:00:00'], // the region itself
    [540, '2024-01-01 09:00:00'], // Tokyo
    [-570, '2023-12-31 14:30:00'], // Marquesas
  ])('offset %d: %s', (offset, local) => {
    expect(regionToLocal('2024-01-01 08:00:00', offset)).toBe(local);
    expect(localToRegion(local, offset)).toBe('2024-01-01 08:00:00');
  });

  it('formats in the three display formats', () => {
    expect(regionToLocal('2024-03-05 08:09:10', 0, DATE_FORMATS.display)).toBe('05/03/2024 00:09:10');
    expect(regionToLocal('2024-03-05 08:09:10', 0, DATE_FORMATS.dateTime)).toBe('2024-03-05 00:09:10');
    expect(regionToLocal('2024-03-05 07:09:10', 0, DATE_FORMATS.date)).toBe('2024-03-04');
    expect(formatRegionTime('2024-03-05 08:09:10', DATE_FORMATS.display)).toBe('05/03/2024 08:09:10');
    expect(formatInstant(NEW_YEAR_UTC, DATE_FORMATS.display, 60)).toBe('01/01/2024 01:00:00');
  });

  it("defaults to the runtime's own zone", () => {
    const offset = localOffsetMinutes(NEW_YEAR_UTC);
    expect(regionToLocal('2024-01-01 08:00:00')).toBe(regionToLocal('2024-01-01 08:00:00', offset));
    const local = regionToLocal('2024-01-01 08:00:00');
    expect(localToRegion(local)).toBe('2024-01-01 08:00:00');
  });
});
