import type { Handlers } from '../../routes/handlers.ts';
import type { BalanceLogService } from './balance-log-service.ts';
import type { RechargeService } from './recharge-service.ts';
import type { AssetService } from './asset-service.ts';
import type { CurrencyService } from './currency-service.ts';
import type { WithdrawalAccountService } from './withdrawal-accounts.ts';
import type { WithdrawalService } from './withdrawal-service.ts';

export interface WalletServices {
  assets: AssetService;
  recharges: RechargeService;
  withdrawals: WithdrawalService;
  balanceLog: BalanceLogService;
  currencies: CurrencyService;
  withdrawalAccounts: WithdrawalAccountService;
}

/** /api/finance (transferContract and queryUserContractBalance belong to the trade module). */
export function walletHandlers(f: WalletServices): Handlers {
  return {
    'finance.queryUserBalance': async ({ user, query }) => f.assets.balances(user.id, query.currency),
    'finance.queryUserAssets': async ({ user }) => f.assets.assets(user.id),
    'finance.rechargeAddress': async ({ query }) => f.recharges.address(query.currency, query.network),
    'finance.rechargeApply': async ({ user, body }) => f.recharges.apply(user.id, body),
    'finance.rechargeList': async ({ user, query }) => f.recharges.listMy(user.id, query),
    'ext.rechargeDetail': async ({ user, params }) => f.recharges.getMine(user.id, params.id),
    'finance.withdrawalApply': async ({ user, body }) => f.withdrawals.apply(user.id, body),
    'finance.withdrawalList': async ({ user, query }) => f.withdrawals.listMy(user.id, query),
    'ext.withdrawalDetail': async ({ user, params }) => f.withdrawals.getMine(user.id, params.id),
    'finance.balanceLogList': async ({ user, query }) => f.balanceLog.list(user.id, query),
  };
}
