import { describe, expect, it } from 'vitest';
import { compressionQuality, DEFAULT_COUNTRY, isLanguage, LANGUAGE_LABELS, LANGUAGE_TAGS, LANGUAGES, VIP_LEVELS } from './constants.ts';

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
  it('derives the codes, labels and tags from the one language table', () => {
    expect(LANGUAGES).toEqual(['en-us', 'jp', 'ko', 'mlxy', 'tai', 'vl', 'xi', 'zh-cn', 'zh-tw']);
    expect([LANGUAGE_LABELS.jp, LANGUAGE_LABELS['zh-tw'], LANGUAGE_TAGS.jp, LANGUAGE_TAGS.mlxy]).toEqual(['日本語', '繁體中文', 'ja-JP', 'ms-MY']);
    // Every tag is a canonical BCP 47 tag (Intl accepts it unchanged).
    for (const code of LANGUAGES) expect(Intl.getCanonicalLocales(LANGUAGE_TAGS[code])).toEqual([LANGUAGE_TAGS[code]]);
  });
  it('defaults to the United States', () => {
    expect(DEFAULT_COUNTRY).toEqual({ englishName: 'United States', chineseName: '美国', countryCode: 'US', phoneCode: '1' });
  });
  it('has VIP levels 0 to 6', () => {
    expect(VIP_LEVELS).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
