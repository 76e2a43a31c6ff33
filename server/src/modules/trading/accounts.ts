import type { PrismaClient, Tx } from '@sandbox/prisma';
import { TRADE_ACCOUNT } from '@sandbox/shared';
import { badRequest } from '../../errors.ts';
import { isCompetitionAccount, type BalanceAccount } from '../../ledger/types.ts';

export type TradeAccountCode = (typeof TRADE_ACCOUNT)[keyof typeof TRADE_ACCOUNT];

/** Perpetual positions: real money lives in `contract`, simulated money in `demo` (never mixed). */
export const positionAccount = (code?: TradeAccountCode): BalanceAccount => (code === TRADE_ACCOUNT.DEMO ? 'demo' : 'contract');
/** Second contracts: real stakes come from `spot` (docs/data-model.md), simulated ones from `demo`; never a competition account. */
export const secondAccount = (code?: TradeAccountCode): BalanceAccount => {
  if (code === TRADE_ACCOUNT.COMPETITION) throw badRequest('trade.competitionPerpetualOnly');
  return code === TRADE_ACCOUNT.DEMO ? 'demo' : 'spot';
};
export const accountCode = (account: string): TradeAccountCode =>
  account === 'demo' ? TRADE_ACCOUNT.DEMO : isCompetitionAccount(account) ? TRADE_ACCOUNT.COMPETITION : TRADE_ACCOUNT.REAL;

/** Trading money is USDT (forex and gold quote in USD, treated as USDT: docs/data-model.md). */
export const SETTLE_CURRENCY = 'USDT';

/** What reads competition entries: the client or a transaction client. */
export type EntryReader = Pick<Tx, 'competitionEntry'> | PrismaClient;

/**
 * The competition accounts (account `competition:<entry id>`), as the competition module
 * answers for them; handed to the trade module by the wiring, so the engine never reads
 * another domain's tables and the two modules do not import each other.
 */
export interface CompetitionAccounts {
  /** The caller's account in the competition, to trade at `at`: refused unless the entry runs (status 1, start <= at < end). */
  trading(db: EntryReader, userId: string, competitionId: string, at: Date): Promise<BalanceAccount>;
  /** The caller's account in the competition, to read (any state); 404 when the caller has no entry. */
  reading(db: EntryReader, userId: string, competitionId: string): Promise<BalanceAccount>;
  /** Refuses a change to a competition account's positions (close, TP/SL, margin, a risk trigger) once its entry stopped running. */
  assertTradeable(db: EntryReader, account: string, at: Date): Promise<void>;
}

/** Where an account selector points: real, demo, or the caller's account in one competition. */
export interface AccountSelector {
  accountType?: TradeAccountCode | undefined;
  competitionId?: string | undefined;
}
