import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@sandbox/shared/constants';
import { loadMessages } from './resources.ts';
import { getLang, useLangStore } from '../store/lang-store.ts';

/** Loads a language's pack into i18next once. */
async function ensureLanguage(lang: Language): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  i18next.addResourceBundle(lang, 'translation', await loadMessages(lang));
}

async function switchTo(lang: Language): Promise<void> {
  let shown = lang;
  try {
    await ensureLanguage(lang);
  } catch {
    // A pack that fails to load (offline, a stale deploy) falls back to English.
    shown = DEFAULT_LANGUAGE;
    await ensureLanguage(DEFAULT_LANGUAGE).catch(() => undefined);
  }
  await i18next.changeLanguage(shown);
  document.documentElement.lang = LANGUAGE_TAGS[shown];
}

/**
 * One i18next instance for the app, ready with the stored language before the first render.
 * Language codes are the product's own (en-us, jp, ...), not BCP 47, so i18next must not
 * split them into language and region.
 */
export async function initI18n(lang: Language = getLang()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {},
      // Packs are added by ensureLanguage; i18next must not look for a backend.
      partialBundledLanguages: true,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      lowerCaseLng: true,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    // Follow the language store, so one setLang call switches the UI and the `lang` header.
    useLangStore.subscribe((state, previous) => {
      if (state.lang !== previous.lang) void switchTo(state.lang);
    });
  }
  await switchTo(lang);
  return i18next;
}

export { i18next };
