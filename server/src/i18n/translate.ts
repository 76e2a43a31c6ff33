import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sandbox/shared';
import { messages, type MessageKey } from './messages.ts';

// Browsers and tools send standard tags; the app sends its own codes (SPEC.md section 9).
const ALIASES: Record<string, Language> = {
  en: 'en-us',
  ja: 'jp',
  'ja-jp': 'jp',
  'ko-kr': 'ko',
  ms: 'mlxy',
  th: 'tai',
  vi: 'vl',
  es: 'xi',
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
};

/** The caller's language from the `lang` header (the client's stored code), else Accept-Language. */
export function resolveLanguage(langHeader?: string | string[], acceptLanguage?: string): Language {
  // Runs on every call: the common cases (the app's own `lang` header, or no header) without lists.
  if (typeof langHeader === 'string') {
    const tag = langHeader.trim().toLowerCase();
    if (isLanguage(tag)) return tag;
  } else if (langHeader === undefined && !acceptLanguage) {
    return DEFAULT_LANGUAGE;
  }
  const candidates = [
    ...(Array.isArray(langHeader) ? langHeader : [langHeader]),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]),
  ];
  for (const raw of candidates) {
    const tag = raw?.trim().toLowerCase();
    if (!tag) continue;
    if (isLanguage(tag)) return tag;
    const alias = ALIASES[tag] ?? ALIASES[tag.split('-')[0] ?? ''];
    if (alias) return alias;
  }
  return DEFAULT_LANGUAGE;
}

export function translate(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = messages[key][lang];
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
