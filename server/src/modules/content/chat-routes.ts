import type { Handlers } from '../../routes/handlers.ts';
import type { ContentModule } from './module.ts';

/** Live support chat and the badges' unread counts (/api/ext). */
export function chatHandlers(content: ContentModule): Handlers {
  const { chat } = content;
  return {
    'ext.chatSend': async ({ body, user, request }) => {
      await content.notices.rememberLanguage(user.id, request.lang);
      return chat.send(user.id, request.lang, body.content);
    },
    'ext.chatMessages': async ({ query, user, request }) => chat.messages(user.id, request.lang, query),
    'ext.chatRead': async ({ body, user }) => chat.read(user.id, body.throughId),
    'ext.unreadCounts': async ({ user, request }) => {
      // The badge poll runs on every screen: it keeps the language notifications are written in current.
      await content.notices.rememberLanguage(user.id, request.lang);
      const [notices, announcements, chatUnread] = await Promise.all([
        content.notices.unread(user.id, request.lang),
        content.announcements.unreadCount(user.id, request.lang),
        chat.unread(user.id),
      ]);
      return { notices, announcements, chat: chatUnread };
    },
  };
}
