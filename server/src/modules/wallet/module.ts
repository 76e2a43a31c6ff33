import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import { createAssetService } from './asset-service.ts';
import { createBalanceLogService } from './balance-log-service.ts';
import { createCurrencyService } from './currency-service.ts';
import { createRechargeService, type RechargeApprovedHook } from './recharge-service.ts';
import type { WalletServices } from './routes.ts';
import { createWithdrawalAccountService } from './withdrawal-accounts.ts';
import { createWithdrawalService, type GoogleCodeCheck } from './withdrawal-service.ts';

export interface WalletDeps {
  db: PrismaClient;
  clock: Clock;
  verifyGoogleCode: GoogleCodeCheck;
  priceFeed: PriceFeed;
  /** Called inside each deposit approval's transaction (referral rewards). */
  onRechargeApproved: RechargeApprovedHook;
  /** Writes the user's notification inside the event's transaction (content module). */
  notify: Notify;
}

export function createWalletServices(deps: WalletDeps): WalletServices {
  const { db, clock } = deps;
  return {
    assets: createAssetService({ db, clock, priceFeed: deps.priceFeed }),
    recharges: createRechargeService({ db, clock, onApproved: deps.onRechargeApproved, notify: deps.notify }),
    withdrawals: createWithdrawalService({ db, clock, verifyGoogleCode: deps.verifyGoogleCode, notify: deps.notify }),
    balanceLog: createBalanceLogService(db),
    currencies: createCurrencyService({ db, clock, priceFeed: deps.priceFeed }),
    withdrawalAccounts: createWithdrawalAccountService({ db, clock }),
  };
}
