import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import { createBalanceLogService } from './balance-log-service.ts';
import { createRechargeService, type RechargeApprovedHook } from './recharge-service.ts';
import type { FinanceServices } from './routes.ts';
import { createAssetService } from './asset-service.ts';
import { createWithdrawalService, type GoogleCodeCheck } from './withdrawal-service.ts';

export { financeHandlers, type FinanceServices } from './routes.ts';
// What other modules read: the per-currency limits, the prices that value a currency, decimal money.
export { loadLimitTable } from './limits.ts';
export { formatAmount, LedgerDecimal } from './money.ts';
export { loadPriceTable } from './price-source.ts';
export type { RechargeApprovedHook } from './recharge-service.ts';

/** Wires the finance services once (modules/index.ts). */
export function createFinanceServices(deps: {
  db: PrismaClient;
  clock: Clock;
  verifyGoogleCode: GoogleCodeCheck;
  priceFeed: PriceFeed;
  /** Called inside each deposit approval's transaction (referral rewards). */
  onRechargeApproved?: RechargeApprovedHook;
  /** Writes the user's notification inside the event's transaction (content module). */
  notify: Notify;
}): FinanceServices {
  const { db, clock } = deps;
  return {
    assets: createAssetService({ db, clock, priceFeed: deps.priceFeed }),
    recharges: createRechargeService({ db, clock, onApproved: deps.onRechargeApproved, notify: deps.notify }),
    withdrawals: createWithdrawalService({ db, clock, verifyGoogleCode: deps.verifyGoogleCode, notify: deps.notify }),
    balanceLog: createBalanceLogService(db),
  };
}
