import { newId, type Tx } from '@sandbox/prisma';
import { toRegionTime, type Language } from '@sandbox/shared';
import { notFound } from '../../errors.ts';
import { toChatWire, type ChatDeps } from './chat-support.ts';

/* Staff's side of the chat (QA API): the conversations, one conversation, an answer. */

/** Every conversation, the one waiting longest for an answer first. */
export async function conversations({ db }: ChatDeps) {
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
}

/** One conversation, oldest first. */
export async function conversation(deps: ChatDeps, userId: string, lang: Language) {
  const rows = await deps.db.chatMessage.findMany({ where: { userId }, orderBy: { id: 'asc' } });
  return { records: await toChatWire(deps, rows, lang) };
}

/** Answers a user; the user's messages so far count as read by staff. */
export async function answer(deps: ChatDeps, userId: string, lang: Language, text: string) {
  const { db, clock } = deps;
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound('chat.conversationNotFound');
  const row = await db.$transaction((tx) => writeAnswer(tx, userId, text, clock.now()));
  return (await toChatWire(deps, [row], lang))[0]!;
}

/** Staff's answer inside the caller's transaction at `now`: the user's messages so far read by staff. */
export async function writeAnswer(tx: Tx, userId: string, text: string, now: Date) {
  await tx.chatMessage.updateMany({ where: { userId, fromStaff: false, readAt: null }, data: { readAt: now } });
  return tx.chatMessage.create({ data: { id: newId(), userId, fromStaff: true, content: text, createdAt: now } });
}
