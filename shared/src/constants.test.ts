import { describe, expect, it } from 'vitest';
import { compressionQuality, DEFAULT_COUNTRY, isLanguage, LANGUAGES, VIP_LEVELS } from './constants.ts';

const KB = 1024;
const MB = 1024 * KB;

describe('compressionQuality (SPEC.md section 9)', () => {
  it.each([
    [0, null],
    [200 * KB - 1, null],
    [200 * KB, 0.9],
    [512 * KB - 1, 0.9],
    [512 * KB, 0.8],
    [1 * MB - 1, 0.8],
    [1 * MB, 0.85],
    [2 * MB - 1, 0.85],
    [2 * MB, 0.8],
    [10 * MB - 1, 0.8],
    [10 * MB, 0.75],
    [20 * MB - 1, 0.75],
    [50 * MB, 0.75],
  ])('%d bytes -> %s', (bytes, quality) => {
    expect(compressionQuality(bytes)).toBe(quality);
  });
});

describe('other constants', () => {
  it('offers nine languages', () => {
    expect(LANGUAGES).toHaveLength(9);
    expect(isLanguage('zh-tw')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
  it('defaults to the United States', () => {
    expect(DEFAULT_COUNTRY).toEqual({ englishName: 'United States', chineseName: '美国', countryCode: 'US', phoneCode: '1' });
  });
  it('has VIP levels 0 to 6', () => {
    expect(VIP_LEVELS).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
