import type { PrismaClient, Tx } from '@sandbox/prisma';
import { instantOf, type ScenarioChat, type ScenarioFileInput } from '@sandbox/shared/scenario-file';
import { answerScenarioMessage, sendScenarioMessage } from '@sandbox/server/modules/content';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, type UserNames, unknownUser } from './support.ts';

/*
 * The file's chat (docs/scenarios.md "Chat"): each user's conversation, message by message at its
 * instant through the chat's own writers (a user's message as the app sends it, with the automatic
 * answer when it opens the conversation; staff's answer as the QA API writes it; the user's read
 * as the chat screen marks it); exported as the messages the users and staff wrote (an automatic
 * answer comes back with the message it answers).
 */

type ExportedChat = NonNullable<ScenarioFileInput['chat']>[number];

/**
 * What the file alone tells: the user is one of the file's, with one conversation; the messages
 * go forward in time; only an answer is read, and reading one reads every answer before it.
 */
export function chatProblems(chats: readonly ScenarioChat[], named: UserNames): string[] {
  const conversationOf = new Map<string, number>();
  return chats.flatMap((chat, i) => {
    const key = chat.user.toLowerCase();
    const earlier = conversationOf.get(key);
    if (earlier === undefined) conversationOf.set(key, i);
    const problems = [
      ...unknownUser(`chat[${i}].user`, chat.user, named),
      ...(earlier === undefined ? [] : [`chat[${i}].user: ${chat.user}'s conversation is chat[${earlier}]: one conversation a user`]),
    ];
    let last: { at: string; index: number } | undefined;
    let unread: number | undefined;
    chat.messages.forEach((message, m) => {
      const place = `chat[${i}].messages[${m}]`;
      if (message.at !== undefined) {
        if (last && isBefore(message.at, last.at)) problems.push(`${place}.at: ${message.at} is before messages[${last.index}]'s ${last.at}: a conversation goes forward`);
        last = { at: message.at, index: m };
      }
      if (message.from === 'user' && message.read !== undefined) problems.push(`${place}.read: only an answer is read by the user`);
      if (message.from === 'support' && message.read === true && unread !== undefined) problems.push(`${place}.read: reading the chat reads every answer before this one: messages[${unread}] is read too`);
      if (message.from === 'support' && message.read !== true) unread ??= m;
    });
    return problems;
  });
}

/** Whether one message's `at` is before another's: two dates, or two offsets from the clock (a date and an offset compare only once the clock is known). */
function isBefore(at: string, than: string): boolean {
  const relative = (text: string) => /^[+-]/.test(text);
  if (relative(at) !== relative(than)) return false;
  return instantOf(at, EPOCH) < instantOf(than, EPOCH);
}
const EPOCH = new Date(0);

/** The messages as steps in time, each at its `at` (default the clock, which none may pass), in the conversation's order. */
export function planChats(tx: Tx, chats: readonly ScenarioChat[], userIdOf: (account: string) => string, now: Date) {
  const problems: string[] = [];
  const events: TimelineEvent[] = [];
  chats.forEach((chat, i) =>
    chat.messages.forEach((message, m) => {
      const place = `chat[${i}].messages[${m}]`;
      const at = instantOf(message.at, now);
      if (at > now) {
        problems.push(`${place}.at: ${message.at} is after the clock (${now.toISOString()}): a message is sent by then`);
        return;
      }
      const userId = userIdOf(chat.user);
      const write = message.from === 'user' ? () => sendScenarioMessage(tx, userId, message.text, at) : () => answerScenarioMessage(tx, userId, message.text, at, message.read === true);
      events.push({ at, run: () => atPlace(place, write) });
    }),
  );
  return { problems, events };
}

/** The users' (`mine`) conversations by account, each message the user or staff wrote in its order. */
export async function exportChats(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>): Promise<ExportedChat[]> {
  const rows = await db.chatMessage.findMany({ where: { ...mine, automatic: false }, orderBy: { id: 'asc' } });
  const byUser = new Map<string, ExportedChat['messages']>();
  for (const row of rows) {
    const messages = byUser.get(row.userId) ?? [];
    messages.push({ from: row.fromStaff ? 'support' : 'user', text: row.content, at: row.createdAt.toISOString(), ...(row.fromStaff && row.readAt ? { read: true } : {}) });
    byUser.set(row.userId, messages);
  }
  return [...byUser]
    .map(([userId, messages]) => ({ user: accountOf.get(userId)!, messages }))
    .sort((a, b) => compare(a.user, b.user));
}
