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
