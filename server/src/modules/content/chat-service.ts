import { newId, type ChatMessage, type PrismaClient } from '@sandbox/prisma';
import { toRegionTime, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import { translate } from '../../i18n/translate.ts';
import type { HelpService } from './help-service.ts';

export type ChatService = ReturnType<typeof createChatService>;

/** A conversation silent this long gets a new automatic first answer on its next message. */
export const AUTO_ANSWER_AFTER_MS = 24 * 3600 * 1000;
const SUGGESTIONS = 3;

/*
 * Live support chat. One conversation per user: the user's messages and staff answers, ordered by
 * id (newId: time then counter, so ids sort in insertion order even when the sandbox clock stands
 * still); "since" and "before" cursors compare ids. New answers reach the client by polling
 * ext.chatMessages?afterId= (why no push channel: docs/decisions.md "Polling for chat and badges").
 */
export function createChatService(deps: { db: PrismaClient; clock: Clock; help: HelpService }) {
  const { db, clock, help } = deps;

  const parseKeys = (json: string | null): string[] => {
    if (!json) return [];
    try {
      const v: unknown = JSON.parse(json);
      return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  };

  /** Wire form; suggestions resolved in the caller's language (one query per page). */
  async function toWire(rows: ChatMessage[], lang: Language) {
    const keys = [...new Set(rows.flatMap((r) => parseKeys(r.suggestions)))];
    const byKey = new Map((await help.helpTitles(lang, keys)).map((t) => [t.key, { id: t.id, title: t.title }]));
    return rows.map((r) => ({
      id: r.id,
      fromStaff: r.fromStaff,
      automatic: r.automatic,
      content: r.content,
      suggestions: parseKeys(r.suggestions).flatMap((k) => (byKey.get(k) ? [byKey.get(k)!] : [])),
      read: r.readAt !== null,
      createdAt: toRegionTime(r.createdAt),
    }));
  }

  const unread = (userId: string) => db.chatMessage.count({ where: { userId, fromStaff: true, readAt: null } });

  async function assertOwn(userId: string, id: string) {
    const found = await db.chatMessage.findFirst({ where: { id, userId }, select: { id: true } });
    if (!found) throw notFound('chat.messageNotFound');
  }

  return {
    /** Stores the user's message; the first of a conversation (or after a day of silence) gets the automatic answer. */
    async send(userId: string, lang: Language, text: string) {
      const opensConversation = (last: ChatMessage | null, now: Date) => !last || now.getTime() - last.createdAt.getTime() >= AUTO_ANSWER_AFTER_MS;
      // The help search runs only for a message that will get the automatic answer (checked again
      // inside the transaction, which decides; a conversation only grows, so the guess holds).
      const before = await db.chatMessage.findFirst({ where: { userId }, orderBy: { id: 'desc' } });
      const suggestions = opensConversation(before, clock.now()) ? await help.suggest(lang, text, SUGGESTIONS) : [];
      const rows = await db.$transaction(async (tx) => {
        const now = clock.now();
        const last = await tx.chatMessage.findFirst({ where: { userId }, orderBy: { id: 'desc' } });
        const mine = await tx.chatMessage.create({ data: { id: newId(), userId, content: text, createdAt: now } });
        if (!opensConversation(last, now)) return [mine];
        const answer = await tx.chatMessage.create({
          data: {
            id: newId(),
            userId,
            fromStaff: true,
            automatic: true,
            content: translate(lang, suggestions.length > 0 ? 'chat.autoAnswer' : 'chat.autoAnswerNoMatch'),
            suggestions: JSON.stringify(suggestions.map((s) => s.key)),
            createdAt: now,
          },
        });
        return [mine, answer];
      });
      return { records: await toWire(rows, lang) };
    },

    async messages(userId: string, lang: Language, query: { afterId?: string; beforeId?: string; limit: number }) {
      const { afterId, beforeId, limit } = query;
      let rows: ChatMessage[];
      let hasMore = false;
      if (afterId) {
        await assertOwn(userId, afterId);
        rows = await db.chatMessage.findMany({ where: { userId, id: { gt: afterId } }, orderBy: { id: 'asc' }, take: limit });
      } else {
        if (beforeId) await assertOwn(userId, beforeId);
        const newest = await db.chatMessage.findMany({
          where: { userId, ...(beforeId ? { id: { lt: beforeId } } : {}) },
          orderBy: { id: 'desc' },
          take: limit + 1,
        });
        hasMore = newest.length > limit;
        rows = newest.slice(0, limit).reverse();
      }
      return { records: await toWire(rows, lang), hasMore, unread: await unread(userId) };
    },

    async read(userId: string) {
      await db.chatMessage.updateMany({ where: { userId, fromStaff: true, readAt: null }, data: { readAt: clock.now() } });
      return { unread: await unread(userId) };
    },

    unread,

    /** Staff (QA API): every conversation, the one waiting longest for an answer first. */
    async conversations() {
      const last = await db.chatMessage.groupBy({ by: ['userId'], _max: { id: true } });
      const waiting = await db.chatMessage.groupBy({ by: ['userId'], where: { fromStaff: false, readAt: null }, _count: { _all: true }, _min: { id: true } });
      const waitingBy = new Map(waiting.map((w) => [w.userId, w]));
      const lastRows = await db.chatMessage.findMany({ where: { id: { in: last.flatMap((l) => (l._max.id ? [l._max.id] : [])) } } });
      const users = await db.user.findMany({ where: { id: { in: last.map((l) => l.userId) } }, select: { id: true, account: true } });
      const accountOf = new Map(users.map((u) => [u.id, u.account]));
      return lastRows
        .map((m) => ({
          userId: m.userId,
          account: accountOf.get(m.userId) ?? '',
          unanswered: waitingBy.get(m.userId)?._count._all ?? 0,
          waitingSince: waitingBy.get(m.userId)?._min.id ?? null,
          lastMessage: { id: m.id, fromStaff: m.fromStaff, content: m.content, createdAt: toRegionTime(m.createdAt) },
        }))
        .sort((a, b) => (a.waitingSince ?? '~').localeCompare(b.waitingSince ?? '~') || (a.lastMessage.id < b.lastMessage.id ? 1 : -1))
        .map(({ waitingSince: _, ...rest }) => rest);
    },

    /** Staff (QA API): one conversation, oldest first. */
    async conversation(userId: string, lang: Language) {
      const rows = await db.chatMessage.findMany({ where: { userId }, orderBy: { id: 'asc' } });
      return { records: await toWire(rows, lang) };
    },

    /** Staff (QA API): answers a user; the user's messages so far count as read by staff. */
    async answer(userId: string, lang: Language, text: string) {
      const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
      if (!user) throw notFound('chat.conversationNotFound');
      const row = await db.$transaction(async (tx) => {
        const now = clock.now();
        await tx.chatMessage.updateMany({ where: { userId, fromStaff: false, readAt: null }, data: { readAt: now } });
        return tx.chatMessage.create({ data: { id: newId(), userId, fromStaff: true, content: text, createdAt: now } });
      });
      return (await toWire([row], lang))[0]!;
    },
  };
}
