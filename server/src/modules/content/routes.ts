import type { Handlers } from '../../routes/handlers.ts';
import type { ContentService } from './service.ts';

/** /api/content: notices (the rest of the content domain lands with its issue). */
export function contentHandlers(content: ContentService): Handlers {
  return {
    'content.noticeList': async ({ query, request }) => content.platformNotices(request.lang, query),
  };
}
