import type { AppDeps } from '../app.ts';
import type { Handlers } from '../routes/register-contract.ts';
import { createGoogleAuthService } from './auth/google-auth.ts';
import { createSecretThrottle } from './auth/secret-throttle.ts';
import { authHandlers } from './auth/routes.ts';
import { createAuthService } from './auth/service.ts';
import { createSessionService } from './auth/session-service.ts';
import { createVerificationService } from './auth/verification-service.ts';
import { contentHandlers } from './content/routes.ts';
import { createFinanceServices, financeHandlers } from './finance/index.ts';
import { createContentService } from './content/service.ts';
import { kycHandlers } from './kyc/routes.ts';
import { wallClock } from '../clock.ts';
import { createMarket } from '../market/market.ts';
import { marketHandlers } from './market/routes.ts';
import { createTradeModule } from './trade/index.ts';
import { tradeHandlers } from './trade/routes.ts';
import { createKycService } from './kyc/service.ts';
import { publicHandlers } from './public/routes.ts';
import { countryHandlers } from './set/country-routes.ts';
import { currencyHandlers, createCurrencyService } from './set/currency-service.ts';
import { setHandlers } from './set/routes.ts';
import { shortLinkHandlers } from './set/short-link-routes.ts';
import { createShortLinkService } from './set/short-link-service.ts';
import { createSettingsService } from './set/service.ts';
import { sysHandlers } from './sys/routes.ts';
import { createUploadService } from './sys/upload-service.ts';
import { createProfileService } from './user/profile-service.ts';
import { profileHandlers } from './user/profile-routes.ts';
import { userHandlers } from './user/routes.ts';
import { createUserService } from './user/service.ts';
import { createWithdrawalAccountService, withdrawalAccountHandlers } from './user/withdrawal-accounts.ts';

/** Wires every service once (one instance per app) and collects the contract handlers. */
export function buildModules(deps: Pick<AppDeps, 'db' | 'clock' | 'keys' | 'config' | 'priceFeed' | 'totpClock'>) {
  const { db, clock } = deps;
  // The simulated market: the PriceFeed every price reader takes (loaded by market/plugin.ts when the app is built).
  const market = createMarket({ db, clock, seed: deps.config.marketSeed });
  // Every price reader (trading, valuation, rates) takes this one PriceFeed (tests may inject their own).
  const priceFeed = deps.priceFeed ?? market;
  const trade = createTradeModule({ db, clock, feed: priceFeed });
  const sessions = createSessionService(db, clock);
  const verification = createVerificationService(db, clock);
  const settings = createSettingsService(db);
  const google = createGoogleAuthService(db, clock, deps.totpClock ?? wallClock);
  const auth = createAuthService({ db, clock, sessions, verification, throttle: createSecretThrottle(db, clock), google });
  const users = createUserService({ db, clock, sessions });
  const content = createContentService(db);
  const kyc = createKycService(db, clock);
  const finance = createFinanceServices({ db, clock, priceFeed, verifyGoogleCode: (tx, userId, code) => google.verifyBoundUserCode(userId, code, tx) });
  const currencies = createCurrencyService({ db, clock, priceFeed });
  const uploads = createUploadService({ db, clock, dataDir: deps.config.dataDir });
  const withdrawalAccounts = createWithdrawalAccountService({ db, clock });

  const services = { market, trade, sessions, verification, settings, auth, google, kyc, users, content, finance, currencies, uploads, withdrawalAccounts };
  const handlers: Handlers = {
    ...authHandlers(auth, google, deps.keys.publicKeyPem),
    ...userHandlers(users),
    ...profileHandlers(createProfileService(db, clock, verification)),
    ...kycHandlers(kyc),
    ...shortLinkHandlers(createShortLinkService(db, clock)),
    ...setHandlers(settings),
    ...countryHandlers(db),
    ...publicHandlers(clock),
    ...marketHandlers(market),
    ...tradeHandlers(trade),
    ...contentHandlers(content),
    ...financeHandlers(finance),
    ...currencyHandlers(currencies),
    ...sysHandlers(uploads),
    ...withdrawalAccountHandlers(withdrawalAccounts),
  };
  return { sessions, services, handlers };
}

export type Services = ReturnType<typeof buildModules>['services'];
