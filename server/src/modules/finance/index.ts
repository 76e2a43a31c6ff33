import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { createBalanceLogService } from './balance-log-service.ts';
import { createRechargeService } from './recharge-service.ts';
import type { FinanceServices } from './routes.ts';
import { createAssetService } from './asset-service.ts';
import { createWithdrawalService, type GoogleCodeCheck } from './withdrawal-service.ts';

export { financeHandlers, type FinanceServices } from './routes.ts';
// What other modules read: the per-currency limits, the prices that value a currency, decimal money.
export { loadLimitTable } from './limits.ts';
export { formatAmount, LedgerDecimal } from './money.ts';
export { loadPriceTable } from './price-source.ts';

/** Wires the finance services once (modules/index.ts). */
export function createFinanceServices(deps: { db: PrismaClient; clock: Clock; verifyGoogleCode: GoogleCodeCheck; priceFeed: PriceFeed }): FinanceServices {
  const { db, clock } = deps;
  return {
    assets: createAssetService({ db, clock, priceFeed: deps.priceFeed }),
    recharges: createRechargeService({ db, clock }),
    withdrawals: createWithdrawalService({ db, clock, verifyGoogleCode: deps.verifyGoogleCode }),
    balanceLog: createBalanceLogService(db),
  };
}
