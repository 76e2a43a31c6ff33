// The earn feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './catalogue-screen.tsx';
export * from './earn-queries.ts';
export * from './earn-rules.ts';
export * from './earn-ui.tsx';
export * from './investment-orders.tsx';
export * from './order-created.tsx';
export * from './order-stat-card.tsx';
export * from './product-detail.tsx';
export * from './product-list.tsx';
export * from './purchase-form.tsx';
