import type { AppDeps } from '../app-deps.ts';
import { wallClock } from '../clock.ts';
import type { PassWorker } from '../jobs/pass-worker.ts';
import { competitionAccounts, competitionModule } from './competition/index.ts';
import { contentModule } from './content/index.ts';
import { buildModule, type AppModule } from './define-module.ts';
import { walletModule } from './wallet/index.ts';
import { identityModule } from './identity/index.ts';
import { ieoModule } from './ieo/index.ts';
import { loanModule } from './loan/index.ts';
import { marketModule } from './market/index.ts';
import { platformModule } from './platform/index.ts';
import { teamModule } from './team/index.ts';
import { earnModule } from './earn/index.ts';
import { tradingModule } from './trading/index.ts';
import { vipModule } from './vip/index.ts';

/**
 * The module list: every module built once per app, in the order their dependencies need,
 * each handed what it depends on by name. app.ts loops over `modules` to register their
 * contract handlers, routes, jobs and QA routes (modules/define-module.ts).
 */
export function buildModules(deps: Pick<AppDeps, 'db' | 'clock' | 'keys' | 'config' | 'priceFeed' | 'totpClock'> & { passWorker?: PassWorker }) {
  const { db, clock } = deps;
  const app = { db, clock };
  const market = buildModule(marketModule, { db, clock, seed: deps.config.marketSeed, weekend: deps.config.marketWeekend }, app);
  // Every price reader (trading, valuation, rates) takes this one PriceFeed (tests may inject their own).
  const feed = deps.priceFeed ?? market.api;
  // Notifications are written by the services that cause them, in their own transactions (content.notify).
  const content = buildModule(contentModule, { db, clock }, app);
  const { notify } = content.api;
  const identity = buildModule(identityModule, { db, clock, keys: deps.keys, totpClock: deps.totpClock ?? wallClock, notify }, app);
  const platform = buildModule(platformModule, { db, clock, dataDir: deps.config.dataDir }, app);
  // Competition entries trade on their own accounts through the same engine (the competition module answers for them).
  const trading = buildModule(tradingModule, { db, clock, feed, notify, competitionAccounts }, app);
  const earn = buildModule(earnModule, { db, clock, feed, worker: deps.passWorker }, app);
  const team = buildModule(teamModule, { db, clock, feed, notify }, app);
  const wallet = buildModule(
    walletModule,
    {
      db,
      clock,
      priceFeed: feed,
      notify,
      verifyGoogleCode: (tx, userId, code) => identity.api.google.verifyBoundUserCode(userId, code, tx),
      // Referral rewards are paid in the approval's own transaction.
      onRechargeApproved: async (tx, recharge, at) => {
        const rewarded = await team.api.referrals.onDepositApproved(tx, recharge, at);
        // The deposit and the inviters' rewards may move levels: re-evaluated once this commits.
        for (const userId of [recharge.userId, ...rewarded]) vip.api.levels.afterCommit(tx, userId);
      },
    },
    app,
  );
  // Levels follow the asset centre's own total (finance), never a second valuation.
  const vip = buildModule(vipModule, { db, clock, feed, notify, totalAssetsOf: (userIds) => wallet.api.assets.totals(userIds) }, app);
  const competition = buildModule(
    competitionModule,
    { db, clock, afterMoneyMove: (userId) => vip.api.levels.evaluate(userId), trading: { feed, positions: trading.api.positions } },
    app,
  );
  const loan = buildModule(loanModule, { db, clock, feed, notify }, app);
  // An IEO token listed on the market is added to it live (a reload would drop every QA steer).
  const ieo = buildModule(ieoModule, { db, clock, notify, worker: deps.passWorker, onSymbolListed: (row) => market.api.addSymbol(row) }, app);

  // The order app.ts registers them in: the QA clock lists and runs the clock jobs in this order.
  const modules: readonly AppModule[] = [identity, platform, market, trading, earn, vip, competition, loan, ieo, team, content, wallet];
  // What the QA API's own routes and the scenarios act through.
  const services = {
    market: market.api,
    trading: trading.api,
    ieo: ieo.api,
    competition: competition.api,
    settings: platform.api.settings,
    sessions: identity.api.sessions,
    verification: identity.api.verification,
  };
  return { modules, services, sessions: identity.api.sessions, priceFeed: feed };
}

export type Services = ReturnType<typeof buildModules>['services'];
