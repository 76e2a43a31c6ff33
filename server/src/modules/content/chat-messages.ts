import { newId, type ChatMessage, type Tx } from '@sandbox/prisma';
import type { Language } from '@sandbox/shared';
import { notFound } from '../../errors.ts';
import { translate } from '../../i18n/translate.ts';
import { toChatWire, unreadChat, type ChatDeps } from './chat-support.ts';

/* The user's side of the chat: sending (with the automatic first answer), the messages page by page, reading staff answers. */

/** A conversation silent this long gets a new automatic first answer on its next message. */
export const AUTO_ANSWER_AFTER_MS = 24 * 3600 * 1000;
/** Help articles an automatic answer suggests at most. */
export const SUGGESTIONS = 3;

const opensConversation = (last: ChatMessage | null, now: Date) => !last || now.getTime() - last.createdAt.getTime() >= AUTO_ANSWER_AFTER_MS;

/** Stores the user's message; the first of a conversation (or after a day of silence) gets the automatic answer. */
export async function sendMessage(deps: ChatDeps, userId: string, lang: Language, text: string) {
  const { db, clock, help } = deps;
  // The help search runs only for a message that will get the automatic answer (checked again
  // inside the transaction, which decides; a conversation only grows, so the guess holds).
  const before = await db.chatMessage.findFirst({ where: { userId }, orderBy: { id: 'desc' } });
  const suggestions = opensConversation(before, clock.now()) ? await help.suggest(lang, text, SUGGESTIONS) : [];
  const rows = await db.$transaction((tx) => writeMessage(tx, { userId, lang, text, suggestions }, clock.now()));
  return { records: await toChatWire(deps, rows, lang) };
}

/**
 * The user's message inside the caller's transaction at `now` and, when it opens the
 * conversation, the automatic answer in `lang` suggesting `suggestions` (the help its words match).
 */
export async function writeMessage(tx: Tx, message: { userId: string; lang: Language; text: string; suggestions: readonly { key: string }[] }, now: Date) {
  const { userId, lang, text, suggestions } = message;
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
}

async function assertOwn({ db }: ChatDeps, userId: string, id: string) {
  const found = await db.chatMessage.findFirst({ where: { id, userId }, select: { id: true } });
  if (!found) throw notFound('chat.messageNotFound');
}

/** The messages after `afterId` (the poll), or the newest page before `beforeId` (scrolling back), oldest first. */
export async function messages(deps: ChatDeps, userId: string, lang: Language, query: { afterId?: string; beforeId?: string; limit: number }) {
  const { db } = deps;
  const { afterId, beforeId, limit } = query;
  let rows: ChatMessage[];
  let hasMore = false;
  if (afterId) {
    await assertOwn(deps, userId, afterId);
    rows = await db.chatMessage.findMany({ where: { userId, id: { gt: afterId } }, orderBy: { id: 'asc' }, take: limit });
  } else {
    if (beforeId) await assertOwn(deps, userId, beforeId);
    const newest = await db.chatMessage.findMany({
      where: { userId, ...(beforeId ? { id: { lt: beforeId } } : {}) },
      orderBy: { id: 'desc' },
      take: limit + 1,
    });
    hasMore = newest.length > limit;
    rows = newest.slice(0, limit).reverse();
  }
  return { records: await toChatWire(deps, rows, lang), hasMore, unread: await unreadChat(deps, userId) };
}

/**
 * Marks the staff answers read up to `throughId` (the last message the screen shows), or every
 * one: an answer stored after the screen's last poll was not seen, and keeps its badge.
 */
export async function readAnswers(deps: ChatDeps, userId: string, throughId?: string) {
  if (throughId) await assertOwn(deps, userId, throughId);
  await markAnswersRead(deps.db, userId, deps.clock.now(), throughId);
  return { unread: await unreadChat(deps, userId) };
}

/** The user has read the staff answers so far (up to `throughId`, ids ascending in time), at `now`. */
export async function markAnswersRead(tx: Tx, userId: string, now: Date, throughId?: string) {
  await tx.chatMessage.updateMany({ where: { userId, fromStaff: true, readAt: null, ...(throughId ? { id: { lte: throughId } } : {}) }, data: { readAt: now } });
}
