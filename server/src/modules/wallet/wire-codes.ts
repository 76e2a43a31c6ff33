import { BALANCE_LOG_TYPE, WALLET } from '@sandbox/shared';
import { BalanceLogType, isCompetitionAccount, type BalanceAccount, type CompetitionAccount } from '../../ledger/index.ts';

/*
 * The ledger stores its own, finer type codes (docs/data-model.md); the wire
 * speaks shared BALANCE_LOG_TYPE. This table is the one translation between
 * them, used both to label records and to filter them by a wire type.
 */
type WireType = (typeof BALANCE_LOG_TYPE)[keyof typeof BALANCE_LOG_TYPE];
type WireWallet = (typeof WALLET)[keyof typeof WALLET];

const LEDGER_TO_WIRE: Record<BalanceLogType, WireType> = {
  [BalanceLogType.DEPOSIT]: BALANCE_LOG_TYPE.RECHARGE,
  [BalanceLogType.WITHDRAW_FREEZE]: BALANCE_LOG_TYPE.WITHDRAWAL,
  [BalanceLogType.WITHDRAW_UNFREEZE]: BALANCE_LOG_TYPE.WITHDRAWAL_REFUND,
  // The pay-out only moves frozen money out: still part of the withdrawal.
  [BalanceLogType.WITHDRAW_PAID]: BALANCE_LOG_TYPE.WITHDRAWAL,
  [BalanceLogType.TRANSFER_OUT]: BALANCE_LOG_TYPE.TRANSFER_OUT,
  [BalanceLogType.TRANSFER_IN]: BALANCE_LOG_TYPE.TRANSFER_IN,
  [BalanceLogType.FLASH_EXCHANGE_OUT]: BALANCE_LOG_TYPE.EXCHANGE_OUT,
  [BalanceLogType.FLASH_EXCHANGE_IN]: BALANCE_LOG_TYPE.EXCHANGE_IN,
  [BalanceLogType.POSITION_MARGIN]: BALANCE_LOG_TYPE.POSITION_MARGIN,
  [BalanceLogType.POSITION_FEE]: BALANCE_LOG_TYPE.TRADING_FEE,
  [BalanceLogType.POSITION_CLOSE]: BALANCE_LOG_TYPE.POSITION_SETTLE,
  [BalanceLogType.POSITION_LIQUIDATION]: BALANCE_LOG_TYPE.POSITION_SETTLE,
  [BalanceLogType.SECOND_CONTRACT_STAKE]: BALANCE_LOG_TYPE.SECOND_STAKE,
  [BalanceLogType.SECOND_CONTRACT_SETTLE]: BALANCE_LOG_TYPE.SECOND_PAYOUT,
  [BalanceLogType.DEMO_RESET]: BALANCE_LOG_TYPE.DEMO_RESET,
  [BalanceLogType.PRODUCT_BUY]: BALANCE_LOG_TYPE.PRODUCT_PURCHASE,
  [BalanceLogType.PRODUCT_INCOME]: BALANCE_LOG_TYPE.PRODUCT_INCOME,
  [BalanceLogType.PRODUCT_PRINCIPAL_RETURN]: BALANCE_LOG_TYPE.PRODUCT_PRINCIPAL_RETURN,
  [BalanceLogType.PRODUCT_REFUND]: BALANCE_LOG_TYPE.PRODUCT_PRINCIPAL_RETURN,
  [BalanceLogType.LOAN_DISBURSE]: BALANCE_LOG_TYPE.LOAN_DISBURSEMENT,
  [BalanceLogType.LOAN_REPAY]: BALANCE_LOG_TYPE.LOAN_REPAYMENT,
  [BalanceLogType.LOAN_PLEDGE_FREEZE]: BALANCE_LOG_TYPE.LOAN_PLEDGE_FREEZE,
  [BalanceLogType.LOAN_PLEDGE_RELEASE]: BALANCE_LOG_TYPE.LOAN_PLEDGE_RELEASE,
  [BalanceLogType.IEO_PAY]: BALANCE_LOG_TYPE.IEO_PAYMENT,
  [BalanceLogType.IEO_DELIVERY]: BALANCE_LOG_TYPE.IEO_DELIVERY,
  [BalanceLogType.IEO_REFUND]: BALANCE_LOG_TYPE.IEO_PAYMENT,
  [BalanceLogType.VIP_WEEKLY_RED_ENVELOPE]: BALANCE_LOG_TYPE.WEEKLY_RED_ENVELOPE,
  [BalanceLogType.VIP_UPGRADE_BONUS]: BALANCE_LOG_TYPE.LEVEL_UP_BONUS,
  [BalanceLogType.REFERRAL_COMMISSION]: BALANCE_LOG_TYPE.ADJUSTMENT,
  [BalanceLogType.COMPETITION_ENTRY_FEE]: BALANCE_LOG_TYPE.COMPETITION_FREEZE,
  [BalanceLogType.COMPETITION_REWARD]: BALANCE_LOG_TYPE.COMPETITION_SETTLE,
  [BalanceLogType.COMPETITION_RELEASE]: BALANCE_LOG_TYPE.COMPETITION_SETTLE,
  // The competition account's initial simulated funds, credited by the platform at joining.
  [BalanceLogType.COMPETITION_FUNDS]: BALANCE_LOG_TYPE.ADJUSTMENT,
  [BalanceLogType.REGISTER_BONUS]: BALANCE_LOG_TYPE.ADJUSTMENT,
  [BalanceLogType.SEED_GRANT]: BALANCE_LOG_TYPE.ADJUSTMENT,
  [BalanceLogType.QA_ADJUSTMENT]: BALANCE_LOG_TYPE.ADJUSTMENT,
};

export function wireLogType(ledgerType: number): WireType {
  return LEDGER_TO_WIRE[ledgerType as BalanceLogType] ?? BALANCE_LOG_TYPE.ADJUSTMENT;
}

/** Every ledger type shown as the given wire type (the list filter). */
export function ledgerTypesOf(wire: WireType): number[] {
  return Object.entries(LEDGER_TO_WIRE)
    .filter(([, w]) => w === wire)
    .map(([ledger]) => Number(ledger));
}

const ACCOUNT_TO_WALLET: Record<Exclude<BalanceAccount, CompetitionAccount>, WireWallet> = {
  spot: WALLET.SPOT,
  contract: WALLET.CONTRACT,
  demo: WALLET.DEMO,
};

export function wireWallet(account: string): WireWallet {
  // Each competition entry trades on its own account (`competition:<entry id>`).
  if (isCompetitionAccount(account)) return WALLET.COMPETITION;
  return ACCOUNT_TO_WALLET[account as keyof typeof ACCOUNT_TO_WALLET] ?? WALLET.SPOT;
}

/** The ledger account of a wire wallet; undefined for the competition wallet (one account per entry, not one account). */
export function accountOfWallet(wallet: WireWallet): BalanceAccount | undefined {
  return (Object.entries(ACCOUNT_TO_WALLET) as Array<[BalanceAccount, WireWallet]>).find(([, w]) => w === wallet)?.[0];
}
