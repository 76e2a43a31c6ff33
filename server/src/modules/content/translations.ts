import { DEFAULT_LANGUAGE, type Language } from '@sandbox/shared';

/** A content row stored once per language (`key` groups the translations of one item). */
export interface Translatable {
  id: string;
  key: string | null;
  language: string | null;
}

export interface Picked<T> {
  row: T;
  /** Language of the text shown. */
  language: string;
  /** The item lacks the requested language and is shown in English. */
  fallback: boolean;
}

/** The group an item belongs to: its translation key, or the row itself. */
export const itemKey = (row: Translatable): string => row.key ?? row.id;

/** The languages a content query must read to pick each item: the caller's, every-language rows and English. */
export function candidateLanguages(lang: Language) {
  return { OR: [{ language: null }, { language: { in: [lang, DEFAULT_LANGUAGE] } }] };
}

/**
 * One row per item in the caller's language: the row of that language, else the row for every
 * language (language null), else the English row marked `fallback`. Items with none of those are
 * left out. Order: first appearance of each item in `rows`.
 */
export function pickTranslations<T extends Translatable>(rows: readonly T[], lang: Language): Picked<T>[] {
  const groups = new Map<string, { own?: T; every?: T; english?: T }>();
  for (const row of rows) {
    const k = itemKey(row);
    const g = groups.get(k) ?? {};
    if (!groups.has(k)) groups.set(k, g);
    if (row.language === lang) g.own ??= row;
    else if (row.language === null) g.every ??= row;
    else if (row.language === DEFAULT_LANGUAGE) g.english ??= row;
  }
  const picked: Picked<T>[] = [];
  for (const g of groups.values()) {
    if (g.own) picked.push({ row: g.own, language: lang, fallback: false });
    else if (g.every) picked.push({ row: g.every, language: lang, fallback: false });
    else if (g.english) picked.push({ row: g.english, language: DEFAULT_LANGUAGE, fallback: true });
  }
  return picked;
}

/** The rows of one item (found by one row's id) in the caller's language, picked as above. */
export function pickOne<T extends Translatable>(rows: readonly T[], lang: Language): Picked<T> | undefined {
  return pickTranslations(rows, lang)[0];
}

/** Case-insensitive match of every search word in one of the texts. */
export function matchesKeyword(keyword: string | undefined, ...texts: Array<string | null | undefined>): boolean {
  const words = (keyword ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join('\n').toLocaleLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** One translation of an item published by staff (QA API): Markdown body; no language means every language. */
export interface Translation {
  language?: Language | undefined;
  title: string;
  content: string;
}

/** A fresh translation key for an item published now. */
export const newItemKey = (prefix: string, now: Date) => `${prefix}-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
