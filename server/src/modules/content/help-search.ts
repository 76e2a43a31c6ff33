import type { Tx } from '@sandbox/prisma';
import type { Language } from '@sandbox/shared';
import { helpItems } from './help-reads.ts';
import { helpOrder, type HelpDeps } from './help-support.ts';
import { candidateLanguages, pickTranslations } from './translations.ts';

/* Help entries for the live chat: the ones a message's words match (its automatic answer) and the titles of stored suggestions. */

/** Help articles matching a text (the chat's automatic answer): by words shared with the title and body; inside a transaction too. */
export async function suggestHelp(deps: { db: Tx }, lang: Language, text: string, limit = 3) {
  const items = await helpItems(deps, lang);
  const terms = searchTerms(text);
  const scored = items
    .map((p) => ({ p, score: scoreOf(terms, p.row.title, 3) + scoreOf(terms, p.row.content, 1) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || helpOrder(a.p, b.p));
  return scored.slice(0, limit).map(({ p }) => ({ id: p.row.id, key: p.row.key ?? p.row.id, title: p.row.title }));
}

/** Help entries by translation key (the chat's stored suggestions), in the caller's language, in the keys' order. */
export async function helpTitles({ db }: HelpDeps, lang: Language, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db.helpArticle.findMany({ where: { enabled: true, OR: [{ key: { in: [...keys] } }, { id: { in: [...keys] } }], AND: [candidateLanguages(lang)] } });
  const picked = pickTranslations(rows, lang);
  const byKey = new Map(picked.map((p) => [p.row.key ?? p.row.id, p.row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [{ key, id: row.id, title: row.title }] : [];
  });
}

/**
 * Search terms of a chat message: its words (3 letters or more) and, for scripts written without
 * spaces (Chinese, Japanese, Thai), its two-character runs. Written by hand: a full-text index is
 * more than a few dozen help articles need.
 */
export function searchTerms(text: string): string[] {
  const lower = text.toLocaleLowerCase();
  const words = lower.split(/[\s\p{P}\p{S}]+/u).filter((w) => w.length >= 3);
  const dense = lower.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]+/gu) ?? [];
  const pairs = dense.flatMap((run) => {
    const chars = Array.from(run);
    return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
  });
  return [...new Set([...words, ...pairs])];
}

function scoreOf(terms: readonly string[], text: string, weight: number): number {
  const lower = text.toLocaleLowerCase();
  return terms.reduce((sum, t) => sum + (lower.includes(t) ? weight : 0), 0);
}
