import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { createAnnouncementService } from './announcement-service.ts';
import { createChatService } from './chat-service.ts';
import { createHelpService } from './help-service.ts';
import { createNoticeService } from './notice-service.ts';

export type ContentModule = ReturnType<typeof createContentModule>;

export function createContentModule(deps: { db: PrismaClient; clock: Clock }) {
  const notices = createNoticeService(deps);
  const help = createHelpService(deps);
  return {
    announcements: createAnnouncementService(deps),
    notices,
    help,
    chat: createChatService({ ...deps, help }),
    /** Other modules write a personal notification with it, inside their event's transaction. */
    notify: notices.notify,
  };
}
