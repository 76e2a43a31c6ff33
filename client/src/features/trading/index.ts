// The trading feature's face: pages and other features import from here, never from its files
// (lint: client/eslint.rules.js); its stylesheets are imported by name. The second-contract
// panel and the K-line's canvas (klinecharts) are not re-exported: each is a chunk of its own,
// loaded by LazySecondContractPanel and KlineView.
export * from './competition-trading.tsx';
export * from './demo-account.tsx';
export * from './flash/exchange-rules.ts';
export * from './flash/flash-exchange.tsx';
export * from './flash/flash-records.tsx';
export * from './flash/flash-timing.ts';
export * from './kline/kline-view.tsx';
export * from './lazy-second-panel.tsx';
export * from './order-math.ts';
export * from './position-card.tsx';
export * from './settlement-info.tsx';
export * from './side-param.ts';
export * from './trading-format.ts';
export * from './trading-screen.tsx';
export * from './trading-state.tsx';
