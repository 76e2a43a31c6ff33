import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@sandbox/shared/constants';
import { loadFirstMessages, loadRestMessages, type Messages } from './resources.ts';
import { getLang, useLangStore } from '../store/lang-store.ts';

/*
 * A pack comes in two parts (resources.ts): the sections /home's first render needs, awaited
 * before it, and the rest, which every other page waits for (app/router.tsx, whenAllMessages).
 * Each part is added to the one `translation` namespace, so keys stay `section.key` everywhere.
 */

const add = (lang: Language) => (messages: Partial<Messages>) => void i18next.addResourceBundle(lang, 'translation', messages, true, true);

const firstParts = new Map<Language, Promise<void>>();
const restParts = new Map<Language, Promise<void>>();

/** Loads a part of a language's pack into i18next once; a failed load is asked for again next time. */
function ensure(parts: Map<Language, Promise<void>>, load: (lang: Language) => Promise<Partial<Messages>>, lang: Language): Promise<void> {
  let part = parts.get(lang);
  if (!part) {
    part = load(lang).then(add(lang));
    parts.set(lang, part);
    part.catch(() => parts.delete(lang));
  }
  return part;
}

const ensureFirst = (lang: Language) => ensure(firstParts, loadFirstMessages, lang);
const ensureRest = (lang: Language) => ensure(restParts, loadRestMessages, lang);

/** Shows `lang` once the given parts of its pack are in; a pack that fails to load (offline, a stale deploy) falls back to English. */
async function switchTo(lang: Language, whole: boolean): Promise<void> {
  const ensureParts = (l: Language) => Promise.all([ensureFirst(l), whole ? ensureRest(l) : undefined]);
  let shown = lang;
  try {
    await ensureParts(lang);
  } catch {
    shown = DEFAULT_LANGUAGE;
    await ensureParts(DEFAULT_LANGUAGE).catch(() => undefined);
  }
  await i18next.changeLanguage(shown);
  document.documentElement.lang = LANGUAGE_TAGS[shown];
}

/**
 * Resolves once the shown language's whole pack is in (started by main.tsx right after the
 * first render, awaited by every page but /home). If its rest fails to load, the English rest
 * stands in (i18next falls back to English key by key); it rejects only if that fails too.
 */
export async function whenAllMessages(): Promise<void> {
  const lang = (i18next.language || DEFAULT_LANGUAGE) as Language;
  await ensureRest(lang).catch(() => ensureRest(DEFAULT_LANGUAGE));
}

/** The options of every i18next instance of the app (this one, the first frames' at build). */
export const I18N_OPTIONS = {
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'currentOnly',
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
} as const satisfies InitOptions;

/**
 * One i18next instance for the app, ready with the stored language's first part (the sections
 * /home needs) before the first render. Language codes are the product's own (en-us, jp, ...),
 * not BCP 47, so i18next must not split them into language and region.
 */
export async function initI18n(lang: Language = getLang()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      ...I18N_OPTIONS,
      // Packs are added by ensure() (into this object, so one per instance); i18next must not look for a backend.
      resources: {},
      partialBundledLanguages: true,
      // A screen translated before the rest of the pack arrived renders again when it does.
      react: { bindI18nStore: 'added' },
    });
    // Follow the language store, so one setLang call switches the UI and the `lang` header;
    // the screen showing may be any page, so the whole pack loads before the switch.
    useLangStore.subscribe((state, previous) => {
      if (state.lang !== previous.lang) void switchTo(state.lang, true);
    });
  }
  await switchTo(lang, false);
  return i18next;
}

export { i18next };
