/**
 * Every numeric enumeration of the wire, in one place. SPEC.md section 4 gives
 * the deposit/withdrawal and competition codes; the rest are ours and are
 * listed in each schema's description too (see contract/common.ts codeOf).
 * Convention where we chose: 0 = waiting/not started, positive = live or done,
 * negative = refused or ended early.
 */

/** A user account (User.status): disabled cannot sign in; frozen signs in but cannot move money. */
export const USER_STATUS = { DISABLED: 0, ACTIVE: 1, FROZEN: 2 } as const;

/** Deposit and withdrawal records (SPEC.md section 4). Deposits use 0, 1, -1; withdrawals 0, 1, 2, -1, -2. */
export const RECORD_STATUS = {
  UNDER_REVIEW: 0,
  /** Deposit credited; for a withdrawal: approved, payout under way. */
  DELIVERED: 1,
  /** Refused by review; a withdrawal's amount is returned. */
  REJECTED: -1,
  /** Withdrawal paid out. */
  WITHDRAWN: 2,
  /** Withdrawal payout failed; the amount is returned. */
  FAILED: -2,
} as const;

/** Competitions (SPEC.md section 4). */
export const COMPETITION_STATUS = { IN_PROGRESS: 1, TO_BE_STARTED: 0, ENDED: -2, EXITED: -3 } as const;

/** Welfare-centre rewards (ours): what a reward is, and where it stands (claimable until it expires or is claimed). */
export const REWARD_TYPE = { WEEKLY_RED_ENVELOPE: 1, UPGRADE_BONUS: 2, REFERRAL_COMMISSION: 3 } as const;
export const REWARD_STATE = { CLAIMABLE: 0, RECEIVED: 1, EXPIRED: -1 } as const;

/** Perpetual position: open, being settled (close requested or liquidation under way), closed. */
export const POSITION_STATUS = { RUNNING: 1, SETTLEMENT: 2, CLOSED: 3 } as const;
export const POSITION_SIDE = { LONG: 1, SHORT: 2 } as const;
export const MARGIN_MODE = { ISOLATED: 1, CROSS: 2 } as const;
/** Why a position closed. */
export const CLOSE_REASON = { MANUAL: 1, TAKE_PROFIT: 2, STOP_LOSS: 3, LIQUIDATION: 4 } as const;
/** Real money, the resettable demo (simulated trading) balance, or one competition entry's simulated account. */
export const TRADE_ACCOUNT = { REAL: 1, DEMO: 2, COMPETITION: 3 } as const;

/** Second (short-term) contract direction and outcome. */
export const SECOND_DIRECTION = { UP: 1, DOWN: 2 } as const;
export const SECOND_ORDER_STATUS = { RUNNING: 1, WON: 2, LOST: 3, DRAW: 4 } as const;

/** Wallets a balance lives in. */
export const WALLET = { SPOT: 1, CONTRACT: 2, DEMO: 3, COMPETITION: 4 } as const;
/** Fund transfer between the spot and the contract wallet. */
export const TRANSFER_DIRECTION = { SPOT_TO_CONTRACT: 1, CONTRACT_TO_SPOT: 2 } as const;

/** Balance-log entry types (what caused a balance change). */
export const BALANCE_LOG_TYPE = {
  RECHARGE: 1,
  WITHDRAWAL: 2,
  WITHDRAWAL_REFUND: 3,
  TRANSFER_OUT: 4,
  TRANSFER_IN: 5,
  POSITION_MARGIN: 6,
  POSITION_SETTLE: 7,
  TRADING_FEE: 8,
  SECOND_STAKE: 9,
  SECOND_PAYOUT: 10,
  EXCHANGE_OUT: 11,
  EXCHANGE_IN: 12,
  PRODUCT_PURCHASE: 13,
  PRODUCT_INCOME: 14,
  PRODUCT_PRINCIPAL_RETURN: 15,
  LOAN_DISBURSEMENT: 16,
  LOAN_REPAYMENT: 17,
  LOAN_PLEDGE_FREEZE: 18,
  LOAN_PLEDGE_RELEASE: 19,
  IEO_PAYMENT: 20,
  IEO_DELIVERY: 21,
  WEEKLY_RED_ENVELOPE: 22,
  LEVEL_UP_BONUS: 23,
  COMPETITION_FREEZE: 24,
  COMPETITION_SETTLE: 25,
  DEMO_RESET: 26,
  ADJUSTMENT: 27,
} as const;

/** Investment product kinds (arbitrage = AI quantitative, mining machines, debt crowdfunding). */
export const PRODUCT_TYPE = { ARBITRAGE: 1, MINING: 2, DEBT: 3 } as const;
/** A product on the shelf. */
export const PRODUCT_STATUS = { NOT_STARTED: 0, ON_SALE: 1, SOLD_OUT: 2, CLOSED: -1 } as const;
/** Arbitrage/mining/debt order (SPEC.md section 4 names: running, ended, frozen, not started, cancelled). */
export const PRODUCT_ORDER_STATUS = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, FROZEN: 3, CANCELLED: -1 } as const;

export const LOAN_TYPE = { CREDIT: 1, PLEDGE: 2 } as const;
/**
 * Loan (SPEC.md section 4 names: pending review, under review, passed, rejected, repaid).
 * OVERDUE (issue 14): the end date passed unpaid; an overdue penalty accrues until it is collected. UNDER_REVIEW is not used by the server.
 */
export const LOAN_STATUS = { PENDING_REVIEW: 0, UNDER_REVIEW: 1, PASSED: 2, REPAID: 3, REJECTED: -1, OVERDUE: 4 } as const;

/**
 * IEO project and subscription (SPEC.md section 4 names: issuing, applied, won, completed, listed).
 * COMPLETED (issue 14): the payment window closed, tokens are delivered at listing.
 */
export const IEO_PROJECT_STATUS = { UPCOMING: 0, ISSUING: 1, DRAWN: 2, LISTED: 3, COMPLETED: 4 } as const;
export const IEO_ORDER_STATUS = { APPLIED: 1, WON: 2, COMPLETED: 3, NOT_WON: -1, EXPIRED: -2 } as const;

/** Identity verification (SPEC.md section 4: submitted and waiting, rejected (resubmit allowed), authorized). */
export const KYC_STATUS = { NONE: 0, PENDING: 1, AUTHORIZED: 2, REJECTED: -1 } as const;
export const KYC_LEVEL = { BASIC: 1, ADVANCED: 2 } as const;
export const DOC_TYPE = { PASSPORT: 1, ID_CARD: 2 } as const;

export const GENDER = { MALE: 1, FEMALE: 2, OTHER: 3 } as const;

/** Withdrawal account kinds. */
export const WITHDRAWAL_ACCOUNT_TYPE = { BANK_CARD: 1, CHAIN_ADDRESS: 2 } as const;

/** changePassword: which password. */
export const PASSWORD_TYPE = { LOGIN: 1, WITHDRAWAL: 2 } as const;

/** Why a verification code is requested (codes are bound to their scene). */
export const CAPTCHA_SCENE = { REGISTER: 1, LOGIN: 2, SECURITY: 3 } as const;

/** Upload purpose (multipart field `biz`); decides who may read the file. */
export const UPLOAD_BIZ = { KYC: 1, RECHARGE_PROOF: 2, SIGNATURE: 3, AVATAR: 4 } as const;

/** Currency kind. */
export const CURRENCY_TYPE = { CRYPTO: 1, FIAT: 2 } as const;
/** Market category of a symbol. */
export const SYMBOL_CATEGORY = { CRYPTO: 1, FOREX: 2, METAL: 3 } as const;
/** Home-page ticker lists (24h ranking, hot, rising, falling). */
export const TICKER_RANKING = { VOLUME: 1, HOT: 2, RISING: 3, FALLING: 4 } as const;

/** Help-centre entries double as news and articles (xinwen, articleList). */
export const HELP_CATEGORY = { HELP: 1, NEWS: 2, ARTICLE: 3 } as const;
/** Announcement display kind. */
export const ANNOUNCEMENT_TYPE = { BANNER: 1, POPUP: 2, MESSAGE: 3 } as const;

/** Flash exchange record. */
export const EXCHANGE_STATUS = { DONE: 1, FAILED: -1 } as const;

/** Short link purpose. */
export const SHORT_LINK_TYPE = { INVITE: 1, PAGE: 2 } as const;
