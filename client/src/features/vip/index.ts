// The vip feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './vip-levels.tsx';
export * from './vip-queries.ts';
export * from './vip-rules.ts';
export * from './welfare-rewards.tsx';
