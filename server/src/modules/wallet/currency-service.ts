import type { PrismaClient } from '@sandbox/prisma';
import { CURRENCY_TYPE, toRegionTime, type set } from '@sandbox/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadLimitTable } from './limits.ts';
import { formatAmount, LedgerDecimal } from './money.ts';
import { loadPriceTable } from './price-source.ts';

type CurrencyInfo = z.input<typeof set.currencyInfo>;
type CurrencyType = (typeof CURRENCY_TYPE)[keyof typeof CURRENCY_TYPE];

/** Rates keep 12 decimals: enough for 1 VND in BTC, short enough to read. */
const RATE_DECIMALS = 12;

export type CurrencyService = ReturnType<typeof createCurrencyService>;

/** Currency catalogue (networks, limits, fees from system settings) and rates (set.getCurrencyList, set.getRateByCurrency). */
export function createCurrencyService(deps: { db: PrismaClient; clock: Clock; priceFeed: PriceFeed }) {
  const { db, clock } = deps;
  const prices = () => loadPriceTable(db, clock.now(), deps.priceFeed);

  return {
    async list(type?: CurrencyType): Promise<CurrencyInfo[]> {
      const [currencies, addresses, limits, table, pairs] = await Promise.all([
        db.currency.findMany({ where: { enabled: true, ...(type ? { kind: type } : {}) }, orderBy: [{ sort: 'asc' }, { code: 'asc' }] }),
        db.depositAddress.findMany({ where: { enabled: true }, orderBy: { network: 'asc' } }),
        loadLimitTable(db),
        prices(),
        db.flashExchangeSetting.findMany({ where: { enabled: true }, select: { fromCurrency: true, toCurrency: true } }),
      ]);
      const exchangeable = new Set(pairs.flatMap((p) => [p.fromCurrency, p.toCurrency]));
      return currencies.map((c) => ({
        currency: c.code,
        name: c.name,
        type: (c.kind === CURRENCY_TYPE.FIAT ? CURRENCY_TYPE.FIAT : CURRENCY_TYPE.CRYPTO) as CurrencyType,
        iconUrl: c.icon,
        precision: c.precision,
        exchangeEnabled: exchangeable.has(c.code),
        bankWithdrawal: c.canWithdraw && limits.bankWithdrawal(c.code),
        // "0" means nothing prices the currency yet (no market, no reference price).
        usdtRate: formatAmount(table.quote(c.code)?.price.toDecimalPlaces(RATE_DECIMALS) ?? new LedgerDecimal(0)),
        networks: addresses
          .filter((a) => a.currency === c.code)
          .map((a) => {
            const l = limits.limits(c.code, a.network);
            return {
              network: a.network,
              rechargeEnabled: c.canDeposit,
              withdrawalEnabled: c.canWithdraw,
              minRecharge: l.minDeposit,
              minWithdrawal: l.minWithdraw,
              withdrawalFee: l.withdrawFee,
              withdrawalFeeRate: l.withdrawFeeRate,
            };
          }),
        sort: c.sort,
      }));
    },

    /** 1 currency = rate quoteCurrency, through their USDT values. */
    async rate(currency: string, quoteCurrency = 'USDT') {
      const table = await prices();
      const base = table.quote(currency);
      const quote = table.quote(quoteCurrency);
      if (!base) throw notFound('finance.rateUnknown', { currency });
      if (!quote || quote.price.isZero()) throw notFound('finance.rateUnknown', { currency: quoteCurrency });
      const updatedAt = base.updatedAt < quote.updatedAt ? base.updatedAt : quote.updatedAt;
      return {
        currency,
        quoteCurrency,
        rate: formatAmount(base.price.dividedBy(quote.price).toDecimalPlaces(RATE_DECIMALS)),
        updatedAt: toRegionTime(updatedAt),
      };
    },
  };
}
