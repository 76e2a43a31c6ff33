/**
 * Balance-log remarks that are texts for people are stored as a key (and its values), never as a
 * sentence in one language, and rendered in the reader's language on display (issue 17 item 14):
 * `i18n:<key>` or `i18n:<key> <JSON object of values>`. Every other remark (order numbers, names)
 * is shown as it is, older free-text remarks included.
 */
export const REMARK_KEY_PREFIX = 'i18n:';

/** Remark keys the client translates (client locales: `remarks.<key>`). */
export const REMARK_KEY = {
  DEMO_GRANT: 'demoGrant',
  DEMO_START_BALANCE: 'demoStartBalance',
  /** A day's income of an earn order: { orderNo, day, days } (the row's own time is the payment day's). */
  EARN_INCOME: 'earnIncome',
  // A loan's closing or state remark (Loan.remark, shown as the order's reason).
  LOAN_REPAID_BY_BORROWER: 'loanRepaidByBorrower',
  LOAN_REPAID_AT_END: 'loanRepaidAtEnd',
  LOAN_OVERDUE_REPAID: 'loanOverdueRepaid',
  LOAN_OVERDUE: 'loanOverdue',
  /** { ltv, liquidation } in percent. */
  LOAN_MARGIN_CALL: 'loanMarginCall',
  /** Repaid from the collateral: { price }, the forced one also { ltv }; the ...Shortfall ones also { shortfall, currency }. */
  LOAN_COLLATERAL_TERM_END: 'loanCollateralTermEnd',
  LOAN_COLLATERAL_TERM_END_SHORTFALL: 'loanCollateralTermEndShortfall',
  LOAN_COLLATERAL_OVERDUE: 'loanCollateralOverdue',
  LOAN_COLLATERAL_OVERDUE_SHORTFALL: 'loanCollateralOverdueShortfall',
  LOAN_COLLATERAL_FORCED: 'loanCollateralForced',
  LOAN_COLLATERAL_FORCED_SHORTFALL: 'loanCollateralForcedShortfall',
} as const;
export type RemarkKey = (typeof REMARK_KEY)[keyof typeof REMARK_KEY];

export type RemarkValues = Record<string, string | number>;

/** The stored text of a translatable remark. */
export function remarkOf(key: RemarkKey, values?: RemarkValues): string {
  return values && Object.keys(values).length > 0 ? `${REMARK_KEY_PREFIX}${key} ${JSON.stringify(values)}` : `${REMARK_KEY_PREFIX}${key}`;
}

/** The key and values of a stored remark, or null for a plain one (shown as it is). */
export function parseRemark(text: string | null | undefined): { key: string; values: RemarkValues } | null {
  if (!text?.startsWith(REMARK_KEY_PREFIX)) return null;
  const rest = text.slice(REMARK_KEY_PREFIX.length);
  const space = rest.indexOf(' ');
  const key = space === -1 ? rest : rest.slice(0, space);
  if (!/^[A-Za-z][\w.]*$/.test(key)) return null;
  if (space === -1) return { key, values: {} };
  try {
    const values: unknown = JSON.parse(rest.slice(space + 1));
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    return { key, values: values as RemarkValues };
  } catch {
    return null;
  }
}
