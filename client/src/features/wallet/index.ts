// The wallet feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './account-form.tsx';
export * from './account-rules.ts';
export * from './asset-centre.tsx';
export * from './balance-log.tsx';
export * from './bound-accounts.tsx';
export * from './recharge-form.tsx';
export * from './recharge-rules.ts';
export * from './record-list.tsx';
export * from './record-result.tsx';
export * from './record-rules.ts';
export * from './transfer-form.tsx';
export * from './transfer-rules.ts';
export * from './withdraw-rules.ts';
export * from './withdrawal-accounts.tsx';
export * from './withdrawal-form.tsx';
export * from './withdrawal-password-form.tsx';
export * from './withdrawal-steps.tsx';
