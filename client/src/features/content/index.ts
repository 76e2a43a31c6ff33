// The content feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './announcement-rules.ts';
export * from './announcements.tsx';
export * from './article-detail.tsx';
export * from './article-feed.tsx';
export * from './article-view.tsx';
export * from './content-page-view.tsx';
export * from './fallback-mark.tsx';
export * from './help.tsx';
export * from './live-chat.tsx';
export * from './notice-card.tsx';
export * from './notice-rules.ts';
export * from './outlink.tsx';
export * from './paged-list.tsx';
export * from './share-link.ts';
