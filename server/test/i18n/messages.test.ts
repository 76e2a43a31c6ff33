import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@sandbox/shared';
import { messages } from '../../src/i18n/messages.ts';
import { resolveLanguage, translate } from '../../src/i18n/translate.ts';

describe('message catalogue', () => {
  test('every key has a non-empty text in all nine languages with the same placeholders', () => {
    for (const [key, texts] of Object.entries(messages)) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',');
      for (const lang of LANGUAGES) {
        const text = (texts as Record<string, string>)[lang];
        expect(text, `${key} in ${lang}`).toBeTruthy();
        expect(placeholders(text!), `${key} placeholders in ${lang}`).toBe(placeholders(texts['en-us']));
      }
    }
  });

  test('fills placeholders and falls back to en-us for unknown languages', () => {
    expect(translate('en-us', 'code.tooSoon', { seconds: 42 })).toBe('Please wait 42 seconds before requesting another code');
    expect(translate('zh-tw', 'request.invalidField', { field: 'amount' })).toBe('參數無效或缺少：amount');
    expect(resolveLanguage('jp')).toBe('jp');
    expect(resolveLanguage(undefined, 'ja-JP,ja;q=0.9')).toBe('jp');
    expect(resolveLanguage('zh-Hant')).toBe('zh-tw');
    expect(resolveLanguage('klingon', undefined)).toBe('en-us');
  });
});
