import type { Handlers } from '../../routes/handlers.ts';
import type { TradingModule } from './module.ts';

/**
 * Trade handlers (positions, second contracts, flash exchange, demo reset) and
 * the two contract-wallet calls of /api/finance, which live here so the
 * finance module's files stay with deposits and withdrawals.
 */
export function tradingHandlers(m: TradingModule): Handlers {
  const { positions, second, flash, wallet, demo } = m;
  return {
    'trade.positionCreate': async ({ user, body }) => positions.create(user.id, body),
    'trade.positionUpdateStopLoss': async ({ user, body }) => positions.updateStopLoss(user.id, body),
    'trade.positionList': async ({ user, query }) => positions.list(user.id, query),
    'trade.positionClose': async ({ user, params }) => positions.close(user.id, params.id),
    'trade.positionAddMargin': async ({ user, body }) => positions.addMargin(user.id, body),
    'trade.positionSummary': async ({ user, query }) => positions.summary(user.id, query),
    'trade.secondSetList': async ({ query }) => second.listSets(query.symbol),
    'trade.secondBuy': async ({ user, body }) => second.buy(user.id, body),
    'trade.secondOrderList': async ({ user, query }) => second.list(user.id, query),
    'trade.secondHead': async ({ user, query }) => second.head(user.id, query.symbol, query.accountType),
    'trade.flashExchange': async ({ user, body }) => flash.exchange(user.id, body),
    'trade.flashExchangeList': async ({ user, query }) => flash.list(user.id, query),
    'ext.flashQuote': async ({ query }) => flash.quote(query),
    'ext.flashPairs': async () => flash.pairs(),
    'ext.demoReset': async ({ user }) => demo.reset(user.id),
    'ext.positionDetail': async ({ user, params }) => positions.get(user.id, params.id),
    'finance.transferContract': async ({ user, body }) => wallet.transferContract(user.id, body),
    'finance.queryUserContractBalance': async ({ user }) => wallet.contractBalance(user.id),
  };
}
