// The content module's face (/api/content): notices and help articles.
export { contentHandlers } from './routes.ts';
export { createContentService } from './service.ts';
