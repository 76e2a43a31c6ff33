import type { Language } from '@sandbox/shared/constants';
import type enUs from './locales/en-us.json';
import { mergeMessages } from './sections.ts';

/** en-us is the reference shape; every other file must hold the same keys (see locales.test.ts). */
export type Messages = typeof enUs;

/**
 * Every language pack, English included, is two chunks (scripts/locale-sections-plugin.ts):
 * the sections the first render of /home needs (FIRST_SECTIONS, about 1 KB gzip), awaited
 * before it, and the rest, loaded after it and awaited by every other page. Only the user's
 * language is loaded (the locale test guarantees each pack is complete, so nothing falls back).
 */
const firstParts = import.meta.glob<Partial<Messages>>('./locales/*.json', { query: '?sections=first', import: 'default' });
const restParts = import.meta.glob<Partial<Messages>>('./locales/*.json', { query: '?sections=rest', import: 'default' });

/**
 * The unit tests run Vite without the app's build plugins, so without the split: there both parts
 * are the whole pack (merged, the same messages). `MODE` is a constant in the build, which drops this.
 */
const wholePacks = import.meta.env.MODE === 'test' ? import.meta.glob<Messages>('./locales/*.json', { import: 'default' }) : undefined;

function loadPart(parts: typeof firstParts, lang: Language): Promise<Partial<Messages>> {
  const load = (wholePacks ?? parts)[`./locales/${lang}.json`];
  if (!load) throw new Error(`No locale file for ${lang}`);
  return load();
}

/** The sections /home's first render needs (FIRST_SECTIONS). */
export const loadFirstMessages = (lang: Language): Promise<Partial<Messages>> => loadPart(firstParts, lang);

/** The other sections. */
export const loadRestMessages = (lang: Language): Promise<Partial<Messages>> => loadPart(restParts, lang);

/** The whole pack (the desktop frame, the tests). */
export async function loadMessages(lang: Language): Promise<Messages> {
  const [first, rest] = await Promise.all([loadFirstMessages(lang), loadRestMessages(lang)]);
  return mergeMessages(first, rest) as Messages;
}
