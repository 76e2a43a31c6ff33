/** Constants of SPEC.md section 9. */

/** Interface languages (ARCHITECTURE.md section 5): zh-cn is Simplified, zh-tw Traditional Chinese. */
export const LANGUAGES = ['en-us', 'jp', 'ko', 'mlxy', 'tai', 'vl', 'xi', 'zh-cn', 'zh-tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-us';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
