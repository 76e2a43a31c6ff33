import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@sandbox/shared';
import { LANGUAGE_TAGS, MESSAGES } from './resources.ts';
import { getLang, useLangStore } from '../store/lang-store.ts';

/**
 * One i18next instance for the app. Language codes are the product's own (en-us, jp, ...),
 * not BCP 47, so i18next must not try to split them into language and region.
 */
export function initI18n(lang: Language = getLang()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(Object.entries(MESSAGES).map(([code, messages]) => [code, { translation: messages }])),
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      lowerCaseLng: true,
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    });
    // Follow the language store, so one setLang call switches the UI and the `lang` header.
    useLangStore.subscribe((state) => {
      void i18next.changeLanguage(state.lang);
      applyDocumentLang(state.lang);
    });
  }
  applyDocumentLang(lang);
  return i18next;
}

function applyDocumentLang(lang: Language): void {
  document.documentElement.lang = LANGUAGE_TAGS[lang];
}

export { i18next };
