// The loan feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './apply-form.tsx';
export * from './credit-score-card.tsx';
export * from './loan-account.tsx';
export * from './loan-orders.tsx';
export * from './loan-queries.ts';
export * from './loan-rules.ts';
export * from './signature-canvas.tsx';
