import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, isLanguage, type Language } from '@sandbox/shared/constants';

export const LANG_STORAGE_KEY = STORAGE_KEYS.lang;
export { LANGUAGES, type Language };

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

interface LangState {
  lang: Language;
  setLang: (lang: Language) => void;
}

/** The interface language, stored as a bare code under `lang` (SPEC.md section 9), default en-us. */
export const useLangStore = create<LangState>()((set) => ({
  lang: readStoredLanguage(),
  setLang: (lang) => {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
    set({ lang });
  },
}));

export const getLang = (): Language => useLangStore.getState().lang;
