import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sandbox/shared';
import { MESSAGES } from './resources.ts';

/** Flattens nested messages to dotted keys. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const reference = flatten(MESSAGES['en-us']);

describe('locale files', () => {
  it('ship all nine languages', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const lang of LANGUAGES) {
    it(`${lang} has every key, non-empty, and no extra keys`, () => {
      const messages = flatten(MESSAGES[lang]);
      const missing = [...reference.keys()].filter((key) => !messages.has(key));
      const empty = [...messages].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      const extra = [...messages.keys()].filter((key) => !reference.has(key));
      expect({ missing, empty, extra }).toEqual({ missing: [], empty: [], extra: [] });
    });

    it(`${lang} keeps the interpolation placeholders`, () => {
      const messages = flatten(MESSAGES[lang]);
      for (const [key, en] of reference) {
        const placeholders = String(en).match(/\{\{\w+\}\}/g) ?? [];
        for (const placeholder of placeholders) expect(String(messages.get(key)), key).toContain(placeholder);
      }
    });
  }

  it('translates rather than copies English (beyond shared brand words)', () => {
    const allowedSame = new Set(['my.uid', 'tabs.contract', 'register.email', 'register.byEmail', 'login.tabEmail']);
    for (const lang of LANGUAGES.filter((l) => l !== 'en-us')) {
      const messages = flatten(MESSAGES[lang]);
      const copied = [...reference].filter(([k, v]) => !allowedSame.has(k) && messages.get(k) === v).map(([k]) => k);
      expect(copied.length, `${lang}: ${copied.join(', ')}`).toBeLessThan(3);
    }
  });
});
