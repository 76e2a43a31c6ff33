import { LANGUAGE_TAGS } from '@sandbox/shared/constants';
import { describe, expect, it } from 'vitest';
import { compactLocales } from '../../scripts/compact-locales';
import { compactNumber } from './compact-number';
import { COMPACT_LOCALES } from './compact-patterns';

const intlCompact = (n: number, tag: string) => new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 2, roundingMode: 'trunc' }).format(n);

/** A fixed pseudo-random sequence (mulberry32), so a failure names the same values on every run. */
function randoms(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [0, -0, 0.001, 0.005, 0.1 + 0.2, 1, 9.999, 999, 999.999, 1000, 1234.5, 9999.99, 10000, 99999.999, 123456, 999999.995, 1e6, 1273687009, 1279999999, 947158179.5, 1e12, 1e15, 1.5e16, 1.5e20, 123456789012345680, -1234.5, -0.001, -947158179.5];

function sampleValues(): number[] {
  const next = randoms(33);
  const values = [...EDGES];
  for (let i = 0; i < 1500; i++) {
    const magnitude = 10 ** (next() * 21 - 2);
    const value = next() < 0.3 ? Math.floor(magnitude) : Number((magnitude * (1 + next())).toFixed(Math.floor(next() * 9)));
    values.push(next() < 0.1 ? -value : value);
  }
  return values;
}

describe('compactNumber', () => {
  const values = sampleValues();

  it.each(Object.values(LANGUAGE_TAGS))('writes what Intl writes in %s, for every power of ten and sign', (tag) => {
    const mismatches = values.filter((n) => compactNumber(n, tag) !== intlCompact(n, tag)).map((n) => `${n}: ${compactNumber(n, tag)} != ${intlCompact(n, tag)}`);
    expect(mismatches).toEqual([]);
  });

  it('keeps the worked figures (Spanish and Vietnamese put a no-break space before the unit)', () => {
    expect(compactNumber(1273687009, 'en-US')).toBe('1.27B');
    expect(compactNumber(1273687009, 'ja-JP')).toBe('12.73億');
    expect(compactNumber(1273687009, 'es-ES')).toBe('1273,68\u00a0M');
    expect(compactNumber(12736870090, 'es-ES')).toBe('12,73\u00a0mil\u00a0M');
    expect(compactNumber(12345.678, 'vi-VN')).toBe('12,34\u00a0N');
  });

  it('reads an unknown tag as English', () => {
    expect(compactNumber(1273687009, 'fr-FR')).toBe('1.27B');
  });

  it('ships the patterns this ICU gives, for every language (regenerate: tsx client/scripts/compact-patterns.ts)', () => {
    expect(COMPACT_LOCALES).toEqual(compactLocales());
    expect(Object.keys(COMPACT_LOCALES)).toEqual(Object.values(LANGUAGE_TAGS));
  });
});
