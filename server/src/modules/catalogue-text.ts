import { z } from 'zod';
import type { PrismaClient, Tx } from '@sandbox/prisma';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type TranslatedLanguage } from '@sandbox/shared';
import { notFound } from '../errors.ts';

/*
 * Catalogue texts in nine languages: the names and descriptions of products, loan offers, IEO
 * projects and competitions. The row's own columns hold English (what admins and QA create
 * with, and what every language without a text of its own reads); CatalogueText holds the
 * other eight, one row per (kind, language, row, field). A list answer reads the texts of its
 * whole page in one query (`IN`), keyed by its primary key's prefix (kind, language).
 */

export type CatalogueKind = 'product' | 'loanSetting' | 'ieoProject' | 'competition';
export type CatalogueField = 'name' | 'description';

/** The languages a translation row may hold: English is the base column. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE) as TranslatedLanguage[];

/** Per-language texts of one row, field -> language -> text, as the demo and the QA create actions give them. */
export type CatalogueTranslations = Partial<Record<CatalogueField, Partial<Record<TranslatedLanguage, string>>>>;

/** A catalogue row or the part of one a list shows: the English base texts under their own id. */
interface Named {
  id: string;
  name: string;
  description?: string | null;
}

type Reader = Pick<PrismaClient | Tx, 'catalogueText'>;

/** The texts of `ids` in `lang`: refId -> field -> text. English reads nothing (the base columns are English). */
async function loadTexts(db: Reader, kind: CatalogueKind, lang: Language, ids: string[]): Promise<Map<string, Partial<Record<CatalogueField, string>>>> {
  const byRef = new Map<string, Partial<Record<CatalogueField, string>>>();
  const unique = [...new Set(ids)];
  if (lang === DEFAULT_LANGUAGE || unique.length === 0) return byRef;
  const rows = await db.catalogueText.findMany({ where: { kind, language: lang, refId: { in: unique } }, select: { refId: true, field: true, text: true } });
  for (const r of rows) {
    const fields = byRef.get(r.refId) ?? {};
    fields[r.field as CatalogueField] = r.text;
    byRef.set(r.refId, fields);
  }
  return byRef;
}

/**
 * The rows with their name and description in the caller's language; a field without a text in
 * that language keeps its English base. One query for the whole list, none in English.
 */
export async function localizeRows<T extends Named>(db: Reader, kind: CatalogueKind, lang: Language, rows: T[]): Promise<T[]> {
  const texts = await loadTexts(db, kind, lang, rows.map((r) => r.id));
  if (texts.size === 0) return rows;
  return rows.map((r) => {
    const t = texts.get(r.id);
    if (!t) return r;
    return { ...r, name: t.name ?? r.name, ...(r.description !== undefined ? { description: t.description ?? r.description } : {}) };
  });
}

/** One row, localized (a detail answer). */
export async function localizeRow<T extends Named>(db: Reader, kind: CatalogueKind, lang: Language, row: T): Promise<T> {
  const [out] = await localizeRows(db, kind, lang, [row]);
  return out!;
}

/**
 * Rows that show a catalogue row they belong to (an order's product, an entry's competition):
 * the nested row under `key` localized, one query for the list.
 */
export async function localizeNested<K extends string, T extends Record<K, Named>>(
  db: Reader,
  kind: CatalogueKind,
  lang: Language,
  rows: T[],
  key: K,
): Promise<T[]> {
  const parents = await localizeRows(db, kind, lang, rows.map((r) => r[key]));
  return rows.map((r, i) => ({ ...r, [key]: parents[i] }));
}

/** The optional per-language texts a QA create action accepts: `{ name: { jp: "..." }, description: { ... } }`. */
// A strict object, not a record: English (the base column) or an unknown code is refused, not dropped.
const perLanguage = z
  .object(Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, z.string().trim().min(1).max(2000).optional()])))
  .strict() as unknown as z.ZodType<Partial<Record<TranslatedLanguage, string>>>;
export const catalogueTranslationsSchema = z.object({ name: perLanguage.optional(), description: perLanguage.optional() }).strict();

/**
 * Writes a row's translations (replacing any it had for the fields given), in the caller's
 * transaction, beside the row itself.
 */
export async function writeCatalogueTexts(tx: Tx, kind: CatalogueKind, refId: string, texts: CatalogueTranslations | undefined): Promise<void> {
  if (!texts) return;
  for (const field of ['name', 'description'] as const) {
    const byLang = texts[field];
    if (!byLang) continue;
    await tx.catalogueText.deleteMany({ where: { kind, refId, field } });
    const data = Object.entries(byLang)
      .filter((e): e is [TranslatedLanguage, string] => typeof e[1] === 'string' && e[1].length > 0)
      .map(([language, text]) => ({ kind, language, refId, field, text }));
    if (data.length > 0) await tx.catalogueText.createMany({ data });
  }
}

/**
 * The QA action "set the texts of a catalogue row" (products, loan offers and IEO projects have
 * no QA create action: the demo and tests write them): the fields given replace their texts, in
 * one transaction; an unknown row is 404 and writes nothing.
 */
export async function setCatalogueTexts(db: PrismaClient, kind: CatalogueKind, refId: string, texts: CatalogueTranslations): Promise<{ rows: number }> {
  return db.$transaction(async (tx) => {
    const where = { where: { id: refId } };
    const exists =
      kind === 'product' ? await tx.product.count(where)
      : kind === 'loanSetting' ? await tx.loanSetting.count(where)
      : kind === 'ieoProject' ? await tx.ieoProject.count(where)
      : await tx.competition.count(where);
    if (exists === 0) throw notFound('request.notFound');
    await writeCatalogueTexts(tx, kind, refId, texts);
    return { rows: await tx.catalogueText.count({ where: { kind, refId } }) };
  });
}
