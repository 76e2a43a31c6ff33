// The ieo feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './draw-check.ts';
export * from './draw-ui.tsx';
export * from './ieo-board.tsx';
export * from './ieo-cards.tsx';
export * from './ieo-queries.ts';
export * from './ieo-rules.ts';
