/**
 * Balance accounts of one user (docs/data-model.md): `spot` holds deposits and
 * pays withdrawals, products, loans and second contracts; `contract` backs
 * perpetual positions (moved with the fund transfer page); `demo` is the
 * resettable simulated-trading money, never convertible to the others;
 * `competition:<entry id>` is one competition entry's simulated trading money
 * (its initial funds, then its trades), never convertible either.
 */
export const BALANCE_ACCOUNTS = ['spot', 'contract', 'demo'] as const;
export type CompetitionAccount = `competition:${string}`;
export type BalanceAccount = (typeof BALANCE_ACCOUNTS)[number] | CompetitionAccount;

const COMPETITION_PREFIX = 'competition:';
/** The account of one competition entry. */
export const competitionAccount = (entryId: string): CompetitionAccount => `${COMPETITION_PREFIX}${entryId}`;
/** The entry id of a competition account. */
export const competitionEntryOf = (account: CompetitionAccount): string => account.slice(COMPETITION_PREFIX.length);
export function isCompetitionAccount(value: unknown): value is CompetitionAccount {
  return typeof value === 'string' && value.startsWith(COMPETITION_PREFIX) && value.length > COMPETITION_PREFIX.length;
}

export function isBalanceAccount(value: unknown): value is BalanceAccount {
  return typeof value === 'string' && ((BALANCE_ACCOUNTS as readonly string[]).includes(value) || isCompetitionAccount(value));
}

/**
 * Why a balance changed: the numeric `type` of every BalanceLog row, shown on
 * the account-change records page. Codes are stable (stored); add, never renumber.
 * Grouped by tens: finance 1-9, trading 10-19, products 20-29, loans 30-39,
 * IEO 40-49, rewards 50-59, system 90-99.
 */
export const BalanceLogType = {
  /** Recharge approved: +available. */
  DEPOSIT: 1,
  /** Withdrawal applied: available -> frozen. */
  WITHDRAW_FREEZE: 2,
  /** Withdrawal rejected (-1) or failed (-2): frozen -> available. */
  WITHDRAW_UNFREEZE: 3,
  /** Withdrawal paid out (2): -frozen. */
  WITHDRAW_PAID: 4,
  /** Fund transfer between the user's own accounts, leaving side. */
  TRANSFER_OUT: 5,
  /** Fund transfer between the user's own accounts, receiving side. */
  TRANSFER_IN: 6,
  /** Flash exchange: the currency given. */
  FLASH_EXCHANGE_OUT: 7,
  /** Flash exchange: the currency received (after fee). */
  FLASH_EXCHANGE_IN: 8,

  /** Perpetual position opened or margin added: margin leaves available. */
  POSITION_MARGIN: 10,
  /** Trading fee of a position (open or close). */
  POSITION_FEE: 11,
  /** Position closed (manual, TP or SL): margin plus realised PnL returns. */
  POSITION_CLOSE: 12,
  /** Position liquidated: whatever margin is left returns (often nothing). */
  POSITION_LIQUIDATION: 13,
  /** Second contract bought: the stake leaves available. */
  SECOND_CONTRACT_STAKE: 14,
  /** Second contract settled: stake plus profit (win), stake (draw). */
  SECOND_CONTRACT_SETTLE: 15,
  /** Simulated-trading balance reset to its start amount. */
  DEMO_RESET: 16,

  /** Product (arbitrage, mining machine, debt) bought. */
  PRODUCT_BUY: 20,
  /** Daily product income. */
  PRODUCT_INCOME: 21,
  /** Product principal returned at the end of the cycle. */
  PRODUCT_PRINCIPAL_RETURN: 22,
  /** Product order cancelled: principal refunded. */
  PRODUCT_REFUND: 23,

  /** Loan approved: amount credited. */
  LOAN_DISBURSE: 30,
  /** Loan repaid: amount plus interest. */
  LOAN_REPAY: 31,
  /** Pledge loan applied: collateral available -> frozen. */
  LOAN_PLEDGE_FREEZE: 32,
  /** Pledge loan rejected or repaid: collateral frozen -> available. */
  LOAN_PLEDGE_RELEASE: 33,

  /** IEO allotment paid. */
  IEO_PAY: 40,
  /** IEO tokens delivered. */
  IEO_DELIVERY: 41,
  /** IEO payment refunded. */
  IEO_REFUND: 42,

  /** VIP weekly red envelope (Mondays). */
  VIP_WEEKLY_RED_ENVELOPE: 50,
  /** One-time bonus on first reaching a VIP level. */
  VIP_UPGRADE_BONUS: 51,
  /** Commission from an invitee's activity. */
  REFERRAL_COMMISSION: 52,
  /** Competition entry fee. */
  COMPETITION_ENTRY_FEE: 53,
  /** Competition prize. */
  COMPETITION_REWARD: 54,
  /** Welcome bonus at registration. */
  REGISTER_BONUS: 55,
  /** Competition entry amount returned (exit early or competition end). */
  COMPETITION_RELEASE: 56,
  /** A competition account funded with the competition's initial (simulated) funds at joining. */
  COMPETITION_FUNDS: 57,

  /** Money granted by a seed scenario. */
  SEED_GRANT: 90,
  /** Manual adjustment through the QA API. */
  QA_ADJUSTMENT: 91,
} as const;
export type BalanceLogType = (typeof BalanceLogType)[keyof typeof BalanceLogType];

const LOG_TYPES = new Set<number>(Object.values(BalanceLogType));
export function isBalanceLogType(value: unknown): value is BalanceLogType {
  return typeof value === 'number' && LOG_TYPES.has(value);
}

/** Identifies one balance row. */
export interface BalanceKey {
  userId: string;
  account: BalanceAccount;
  currency: string;
}

/** Where a change came from, recorded on its log row. */
export interface LedgerReference {
  type: BalanceLogType;
  refType?: string;
  refId?: string;
  remark?: string;
  /** The log row's time; pass clock.now() (the database default is the real time). */
  at?: Date;
}

/** One balance change: signed deltas as decimal strings. */
export interface LedgerEntry extends BalanceKey, LedgerReference {
  availableDelta: string;
  frozenDelta?: string;
}

/** A movement of a positive amount, the argument of the helpers. */
export interface Movement extends BalanceKey, LedgerReference {
  amount: string;
}

/** A balance as callers see it: decimal strings, zero when the row does not exist yet. */
export interface BalanceView extends BalanceKey {
  available: string;
  frozen: string;
}

export interface PostResult extends BalanceView {
  /** The BalanceLog row written. */
  logId: string;
}
