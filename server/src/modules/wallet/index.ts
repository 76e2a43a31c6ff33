import { defineModule } from '../define-module.ts';
import { createAutoApproveJob } from './auto-approve.ts';
import { currencyHandlers } from './currency-routes.ts';
import { createWalletServices } from './module.ts';
import { walletQaRoutes } from './qa-routes.ts';
import { walletHandlers } from './routes.ts';
import { withdrawalAccountHandlers } from './withdrawal-accounts-routes.ts';

// The wallet module and its face: balances, deposits, withdrawals and their accounts, currencies, the balance log, and what other modules read.
/** Balances, deposits, withdrawals and their accounts, currencies and rates, the balance log (the ledger is their only writer). */
export const walletModule = defineModule({
  name: 'wallet',
  create: createWalletServices,
  handlers: (wallet) => ({ ...walletHandlers(wallet), ...currencyHandlers(wallet.currencies), ...withdrawalAccountHandlers(wallet.withdrawalAccounts) }),
  jobs: (finance, runtime, deps) => [
    { name: 'finance auto-approval', runs: 'lease', job: createAutoApproveJob({ db: deps.db, clock: deps.clock, finance, onError: runtime.onError('finance auto-approval') }) },
  ],
  qa: { prefix: '/finance', routes: walletQaRoutes },
});

export { createWalletServices, type WalletDeps } from './module.ts';
export type { WalletServices } from './routes.ts';
// What other modules read: the per-currency limits, the prices that value a currency, decimal money,
// and the gate every money call passes first.
export { loadLimitTable } from './limits.ts';
export { assertMayMoveMoney } from './money-gate.ts';
export { formatAmount, LedgerDecimal } from './money.ts';
export { loadPriceTable } from './price-source.ts';
export type { RechargeApprovedHook } from './recharge-service.ts';
// A scenario file's withdrawal accounts, deposits and withdrawals, made by the module's own steps (scripts/src/scenarios/file).
export { bindScenarioAccount, DEFAULT_REVIEW_REASON, scenarioRecharge, scenarioWithdrawal } from './wallet-scenario.ts';
export { toWireAccount } from './withdrawal-accounts.ts';
// The demo auto-approval switch (QA), which the loan job follows too.
export { readAutoApprove } from './auto-approve.ts';
