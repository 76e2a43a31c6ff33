import type { AppDeps } from '../app-deps.ts';
import { wallClock } from '../clock.ts';
import { createMarket } from '../market/market.ts';
import type { Handlers } from '../routes/handlers.ts';
import {
  authHandlers,
  createAuthService,
  createDeviceTrust,
  createGoogleAuthService,
  createSecretThrottle,
  createSessionService,
  createVerificationService,
} from './auth/index.ts';
import { competitionAccounts, competitionHandlers, createCompetitionModule } from './competition/index.ts';
import { contentHandlers, createContentModule } from './content/index.ts';
import { createFinanceServices, financeHandlers } from './finance/index.ts';
import { createKycService, kycHandlers } from './kyc/index.ts';
import { createIeoModule, ieoHandlers } from './ieo/index.ts';
import { createLoanModule, loanHandlers } from './loan/index.ts';
import { marketHandlers } from './market/index.ts';
import { createMarketingModule, marketingHandlers } from './marketing/index.ts';
import { createProdModule, prodHandlers } from './prod/index.ts';
import { publicHandlers } from './public/index.ts';
import {
  countryHandlers,
  createCountryService,
  createCurrencyService,
  createSettingsService,
  createShortLinkService,
  currencyHandlers,
  setHandlers,
  shortLinkHandlers,
} from './set/index.ts';
import { createUploadService, sysHandlers } from './sys/index.ts';
import { createTradeModule, tradeHandlers } from './trade/index.ts';
import { createVipModule, vipHandlers } from './vip/index.ts';
import {
  createProfileService,
  createUserService,
  createWithdrawalAccountService,
  loadUserInfo,
  profileHandlers,
  userHandlers,
  withdrawalAccountHandlers,
} from './user/index.ts';

/** Wires every service once (one instance per app) and collects the contract handlers. */
export function buildModules(deps: Pick<AppDeps, 'db' | 'clock' | 'keys' | 'config' | 'priceFeed' | 'totpClock'>) {
  const { db, clock } = deps;
  // The simulated market: the PriceFeed every price reader takes (loaded by market/plugin.ts when the app is built).
  const market = createMarket({ db, clock, seed: deps.config.marketSeed, weekend: deps.config.marketWeekend });
  // Every price reader (trading, valuation, rates) takes this one PriceFeed (tests may inject their own).
  const priceFeed = deps.priceFeed ?? market;
  // Notifications are written by the services that cause them, in their own transactions (content.notify).
  const content = createContentModule({ db, clock });
  // Competition entries trade on their own accounts through the same engine (the competition module answers for them).
  const trade = createTradeModule({ db, clock, feed: priceFeed, notify: content.notify, competitionAccounts });
  const prod = createProdModule({ db, clock, feed: priceFeed });
  const loan = createLoanModule({ db, clock, feed: priceFeed, notify: content.notify });
  // An IEO token listed on the market is added to it live (a reload would drop every QA steer).
  const ieo = createIeoModule({ db, clock, notify: content.notify, onSymbolListed: (row) => market.addSymbol(row) });
  const marketing = createMarketingModule({ db, clock, feed: priceFeed, notify: content.notify });
  const sessions = createSessionService(db, clock);
  const verification = createVerificationService(db, clock);
  const settings = createSettingsService(db);
  const google = createGoogleAuthService(db, clock, deps.totpClock ?? wallClock);
  const auth = createAuthService({
    db,
    clock,
    sessions,
    verification,
    throttle: createSecretThrottle(db, clock),
    devices: createDeviceTrust(deps.keys.privateKey),
    notify: content.notify,
    google,
    loadUserInfo,
  });
  const users = createUserService({ db, clock, sessions });
  const kyc = createKycService({ db, clock, notify: content.notify });
  const finance = createFinanceServices({
    db,
    clock,
    priceFeed,
    verifyGoogleCode: (tx, userId, code) => google.verifyBoundUserCode(userId, code, tx),
    notify: content.notify,
    // Referral rewards are paid in the approval's own transaction.
    onRechargeApproved: async (tx, recharge, at) => {
      const rewarded = await marketing.referrals.onDepositApproved(tx, recharge, at);
      // The deposit and the inviters' rewards may move levels: re-evaluated once this commits.
      for (const userId of [recharge.userId, ...rewarded]) vip.levels.afterCommit(tx, userId);
    },
  });
  // Levels follow the asset centre's own total (finance), never a second valuation.
  const vip = createVipModule({ db, clock, feed: priceFeed, notify: content.notify, totalAssetsOf: async (userId) => (await finance.assets.assets(userId)).totalAssets });
  const competition = createCompetitionModule({
    db,
    clock,
    afterMoneyMove: (userId) => vip.levels.evaluate(userId),
    trading: { feed: priceFeed, positions: trade.positions },
  });
  const currencies = createCurrencyService({ db, clock, priceFeed });
  const uploads = createUploadService({ db, clock, dataDir: deps.config.dataDir });
  const withdrawalAccounts = createWithdrawalAccountService({ db, clock });

  const services = { market, trade, prod, loan, ieo, marketing, vip, competition, sessions, verification, settings, auth, google, kyc, users, content, finance, currencies, uploads, withdrawalAccounts };
  const handlers: Handlers = {
    ...authHandlers(auth, google, deps.keys.publicKeyPem),
    ...userHandlers(users),
    ...profileHandlers(createProfileService(db, clock, verification)),
    ...kycHandlers(kyc),
    ...shortLinkHandlers(createShortLinkService(db, clock)),
    ...setHandlers(settings),
    ...countryHandlers(createCountryService(db)),
    ...publicHandlers(clock),
    ...marketHandlers(market),
    ...tradeHandlers(trade),
    ...prodHandlers(prod),
    ...loanHandlers(loan),
    ...ieoHandlers(ieo),
    ...marketingHandlers(marketing),
    ...vipHandlers(vip),
    ...competitionHandlers(competition),
    ...contentHandlers(content),
    ...financeHandlers(finance),
    ...currencyHandlers(currencies),
    ...sysHandlers(uploads),
    ...withdrawalAccountHandlers(withdrawalAccounts),
  };
  return { sessions, services, handlers, priceFeed };
}

export type Services = ReturnType<typeof buildModules>['services'];
