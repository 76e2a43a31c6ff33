import { defineModule } from '../define-module.ts';
import { createContentModule } from './module.ts';
import { contentQaRoutes } from './qa-routes.ts';
import { contentHandlers } from './routes.ts';

// The content module and its face: announcements, notifications (and the `notify` other modules call), help,
// news, articles, content pages and the live support chat.
/** Announcements, notices (and the `notify` other modules write with), help, news and articles, the live chat. */
export const contentModule = defineModule({
  name: 'content',
  create: createContentModule,
  handlers: contentHandlers,
  qa: { prefix: '/content', routes: contentQaRoutes },
});

export { createContentModule, type ContentModule } from './module.ts';
export { NOTICE_KIND, notifyAt, writeNotice, type Notify, type NotifyEvent, type PersonalNoticeKind } from './notify.ts';
export { AUTO_ANSWER_AFTER_MS } from './chat-messages.ts';
// What a scenario file's notices and chat go through: the module's own writers at an instant.
export { writeScenarioNotice } from './notice-writes.ts';
export { answerScenarioMessage, sendScenarioMessage } from './content-scenario.ts';
