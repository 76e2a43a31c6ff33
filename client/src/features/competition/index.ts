// The competition feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './competition-detail.tsx';
export * from './competition-lists.tsx';
export * from './competition-queries.ts';
export * from './competition-rules.ts';
export * from './competition-ui.tsx';
