import type { Handlers } from '../../routes/handlers.ts';
import { chatHandlers } from './chat-routes.ts';
import type { ContentModule } from './module.ts';

/** Announcements (/api/sys/annountCement), notices and help (/api/content), news, articles and content pages (/api/ext). */
export function contentHandlers(m: ContentModule): Handlers {
  const { announcements, notices, help } = m;
  return {
    'sys.announcementList': async ({ query, request }) => announcements.list(request.lang, query),
    'sys.announcementListByUser': async ({ query, user, request }) => announcements.listByUser(user.id, request.lang, query),
    'ext.announcementDetail': async ({ params, user, request }) => announcements.detail(params.id, request.lang, user?.id),
    'content.noticeList': async ({ query, request }) => notices.platformNotices(request.lang, query),
    'content.noticeMyList': async ({ query, user, request }) => notices.myList(user.id, request.lang, query),
    'ext.noticeRead': async ({ body, user, request }) => notices.read(user.id, request.lang, body.id),
    'ext.noticeReadAll': async ({ user, request }) => notices.readAll(user.id, request.lang),
    'content.helpList': async ({ query, request }) => help.helpList(request.lang, query),
    'content.helpDetail': async ({ query, request }) => help.helpDetail(request.lang, query.id),
    'ext.articleList': async ({ query, request }) => help.articleList(request.lang, query),
    'ext.articleDetail': async ({ params, request }) => help.articleDetail(request.lang, params.id),
    'ext.articleShare': async ({ query, request }) => help.articleShare(request.lang, query.id),
    'ext.contentPage': async ({ query, request }) => help.contentPage(request.lang, query.page),
    ...chatHandlers(m),
  };
}
