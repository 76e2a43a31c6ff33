// The content module's face: announcements, notifications (and the `notify` other modules call), help, news,
// articles, content pages and the live support chat.
export { contentHandlers } from './routes.ts';
export { createContentModule, type ContentModule } from './module.ts';
export { NOTICE_KIND, type Notify, type NotifyEvent, type PersonalNoticeKind } from './notice-service.ts';
export { AUTO_ANSWER_AFTER_MS } from './chat-service.ts';
