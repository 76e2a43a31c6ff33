// The market feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './market-board.tsx';
export * from './price-distribution.tsx';
