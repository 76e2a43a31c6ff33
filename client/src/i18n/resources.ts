import type { Language } from '@sandbox/shared/constants';
import type enUs from './locales/en-us.json';

/** en-us is the reference shape; every other file must hold the same keys (see locales.test.ts). */
export type Messages = typeof enUs;

/**
 * Every language pack, English included, is its own chunk loaded before the first
 * render: the pack grows with every screen, and only the user's language is needed
 * (the locale test guarantees each pack is complete, so nothing falls back).
 */
const loaders = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });

export async function loadMessages(lang: Language): Promise<Messages> {
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
