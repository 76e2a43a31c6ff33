import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sandbox/shared/constants';
import { loadMessages } from './resources.ts';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });
const MESSAGES = Object.fromEntries(Object.entries(files).map(([path, messages]) => [/([\w-]+)\.json$/.exec(path)?.[1], messages]));

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
  it('ship exactly the nine languages', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('load through the on-demand loader', async () => {
    for (const lang of LANGUAGES) await expect(loadMessages(lang)).resolves.toEqual(MESSAGES[lang]);
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

  it('translates rather than copies English (beyond a few shared words)', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en-us')) {
      const messages = flatten(MESSAGES[lang]);
      const copied = [...reference].filter(([k, v]) => k !== 'my.uid' && messages.get(k) === v).map(([k]) => k);
      expect(copied.length, `${lang}: ${copied.join(', ')}`).toBeLessThanOrEqual(4);
    }
  });

  it('a count takes its language\'s plural form: one day, two days, never "day(s)"', () => {
    const t = (lang: string, key: string, count: number) => i18next.getFixedT(lang)(key, { count });
    for (const lang of LANGUAGES) i18next.addResourceBundle(lang, 'translation', MESSAGES[lang], true, true);
    expect([1, 7].map((n) => t('en-us', 'earn.fields.days', n))).toEqual(['1 day', '7 days']);
    expect([1, 2].map((n) => t('en-us', 'earn.fields.perUser', n))).toEqual(['1 order per user', '2 orders per user']);
    expect([1, 3].map((n) => t('en-us', 'earn.buy.machinesLine', n))).toEqual(['1 machine', '3 machines']);
    expect([1, 30, 1_000_000].map((n) => t('xi', 'earn.fields.days', n))).toEqual(['1 día', '30 días', '1000000 días']);
    expect([1, 2].map((n) => t('jp', 'earn.fields.machines', n))).toEqual(['1 台', '2 台']);
    for (const lang of LANGUAGES) expect(JSON.stringify(MESSAGES[lang]), lang).not.toMatch(/\((s|es|n)\)/);
  });
});
