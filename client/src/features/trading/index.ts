// The trading feature's face: pages and other features import from here, never from its files
// (lint: client/eslint.rules.js); its stylesheets are imported by name. The second-contract
// panel is not re-exported: it is a chunk of its own, loaded by LazySecondContractPanel.
export * from './lazy-second-panel.tsx';
export * from './order-math.ts';
export * from './position-card.tsx';
export * from './side-param.ts';
export * from './trading-format.ts';
export * from './trading-screen.tsx';
export * from './trading-state.tsx';
export * from './flash/exchange-rules.ts';
export * from './flash/flash-exchange.tsx';
export * from './flash/flash-records.tsx';
export * from './flash/flash-timing.ts';
