import { TRADE_ACCOUNT } from '@sandbox/shared';
import type { BalanceAccount } from '../../ledger/types.ts';

export type TradeAccountCode = (typeof TRADE_ACCOUNT)[keyof typeof TRADE_ACCOUNT];

/** Perpetual positions: real money lives in `contract`, simulated money in `demo` (never mixed). */
export const positionAccount = (code?: TradeAccountCode): BalanceAccount => (code === TRADE_ACCOUNT.DEMO ? 'demo' : 'contract');
/** Second contracts: real stakes come from `spot` (docs/data-model.md), simulated ones from `demo`. */
export const secondAccount = (code?: TradeAccountCode): BalanceAccount => (code === TRADE_ACCOUNT.DEMO ? 'demo' : 'spot');
export const accountCode = (account: string): TradeAccountCode => (account === 'demo' ? TRADE_ACCOUNT.DEMO : TRADE_ACCOUNT.REAL);

/** Trading money is USDT (forex and gold quote in USD, treated as USDT: docs/data-model.md). */
export const SETTLE_CURRENCY = 'USDT';
