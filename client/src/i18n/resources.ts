import type { Language } from '@sandbox/shared';
import enUs from './locales/en-us.json';
import jp from './locales/jp.json';
import ko from './locales/ko.json';
import mlxy from './locales/mlxy.json';
import tai from './locales/tai.json';
import vl from './locales/vl.json';
import xi from './locales/xi.json';
import zhCn from './locales/zh-cn.json';
import zhTw from './locales/zh-tw.json';

/** en-us is the reference shape; every other file must hold the same keys (see locales.test.ts). */
export type Messages = typeof enUs;

/**
 * All nine packs are bundled: together they are a few kilobytes gzipped,
 * so switching language never waits on the network.
 */
export const MESSAGES: Record<Language, Messages> = {
  'en-us': enUs,
  jp,
  ko,
  mlxy,
  tai,
  vl,
  xi,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
};

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
