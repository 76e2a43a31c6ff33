import type { Language } from '@sandbox/shared/constants';
import enUs from './locales/en-us.json';

/** en-us is the reference shape; every other file must hold the same keys (see locales.test.ts). */
export type Messages = typeof enUs;

/** English ships in the main bundle (it is the fallback); the other eight load on demand. */
export const FALLBACK_MESSAGES: Messages = enUs;

const loaders = import.meta.glob<Messages>(['./locales/*.json', '!./locales/en-us.json'], { import: 'default' });

export async function loadMessages(lang: Language): Promise<Messages> {
  if (lang === 'en-us') return enUs;
  const load = loaders[`./locales/${lang}.json`];
  if (!load) throw new Error(`No locale file for ${lang}`);
  return load();
}

/** Language names in their own language, as language pickers show them. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  'en-us': 'English',
  jp: '日本語',
  ko: '한국어',
  mlxy: 'Bahasa Melayu',
  tai: 'ไทย',
  vl: 'Tiếng Việt',
  xi: 'Español',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
};

/** BCP 47 tags for Intl and the document's lang attribute. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  'en-us': 'en-US',
  jp: 'ja-JP',
  ko: 'ko-KR',
  mlxy: 'ms-MY',
  tai: 'th-TH',
  vl: 'vi-VN',
  xi: 'es-ES',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
};
