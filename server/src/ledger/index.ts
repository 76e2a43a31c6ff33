// The ledger: the only code that changes a balance (ARCHITECTURE.md section 4).
export { post, postAll } from './post.ts';
export { postBulk, type BulkEntry, type BulkShared } from './post-bulk.ts';
export { toUnits } from './units.ts';
export {
  credit,
  debit,
  debitEntry,
  freeze,
  freezeEntry,
  unfreeze,
  debitFrozen,
  transfer,
  type TransferArgs,
} from './movements.ts';
export {
  getBalance,
  listBalances,
  logPageStatement,
  pageLog,
  reconcile,
  runningBalances,
  type LogFilter,
  type LogRow,
  type Mismatch,
} from './queries.ts';
export {
  BALANCE_ACCOUNTS,
  BalanceLogType,
  competitionAccount,
  competitionEntryOf,
  isBalanceAccount,
  isBalanceLogType,
  isCompetitionAccount,
  type BalanceAccount,
  type CompetitionAccount,
  type BalanceKey,
  type BalanceView,
  type LedgerEntry,
  type LedgerReference,
  type Movement,
  type PostResult,
} from './types.ts';
