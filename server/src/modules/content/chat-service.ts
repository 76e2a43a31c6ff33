import type { Language } from '@sandbox/shared';
import { messages, readAnswers, sendMessage } from './chat-messages.ts';
import { answer, conversation, conversations } from './chat-staff.ts';
import { unreadChat, type ChatDeps } from './chat-support.ts';

export type ChatService = ReturnType<typeof createChatService>;

/*
 * Live support chat. One conversation per user: the user's messages and staff answers, ordered by
 * id (newId: time then counter, so ids sort in insertion order even when the sandbox clock stands
 * still); "since" and "before" cursors compare ids. New answers reach the client by polling
 * ext.chatMessages?afterId= (why no push channel: docs/decisions.md "Polling for chat and badges").
 * The parts: chat-messages.ts (the user's side), chat-staff.ts (staff, through the QA API),
 * chat-support.ts (the wire form and the unread count).
 */
export function createChatService(deps: ChatDeps) {
  return {
    send: (userId: string, lang: Language, text: string) => sendMessage(deps, userId, lang, text),
    messages: (userId: string, lang: Language, query: { afterId?: string; beforeId?: string; limit: number }) => messages(deps, userId, lang, query),
    read: (userId: string, throughId?: string) => readAnswers(deps, userId, throughId),
    unread: (userId: string) => unreadChat(deps, userId),
    conversations: () => conversations(deps),
    conversation: (userId: string, lang: Language) => conversation(deps, userId, lang),
    answer: (userId: string, lang: Language, text: string) => answer(deps, userId, lang, text),
  };
}
