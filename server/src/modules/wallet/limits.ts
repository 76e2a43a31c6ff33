import type { PrismaClient, Tx } from '@sandbox/prisma';
import { dec, formatAmount } from './money.ts';

type Reader = Pick<PrismaClient | Tx, 'systemSetting'>;

/**
 * Minimums and fees of a currency, from SystemSetting rows
 * (docs/data-model.md): `finance.minDeposit.<CUR>`, `finance.minWithdraw.<CUR>`,
 * `finance.withdrawFee.<CUR>` (fixed, in the currency) and
 * `finance.withdrawFeeRate.<CUR>` (percent of the amount, default 0). A
 * `<key>.<NETWORK>` row overrides the currency-wide one for that network.
 */
export interface CurrencyLimits {
  minDeposit: string;
  minWithdraw: string;
  withdrawFee: string;
  withdrawFeeRate: string;
}

const KEYS = {
  minDeposit: 'finance.minDeposit',
  minWithdraw: 'finance.minWithdraw',
  withdrawFee: 'finance.withdrawFee',
  withdrawFeeRate: 'finance.withdrawFeeRate',
} as const;

/** Currencies a bank card can receive (comma list); the platform pays their fiat equivalent. */
export const BANK_CURRENCIES_KEY = 'finance.bankWithdrawalCurrencies';
const DEFAULT_BANK_CURRENCIES = 'USDT';

/** Loads every finance setting once: callers then resolve many currencies without a query each. */
export async function loadLimitTable(db: Reader) {
  const rows = await db.systemSetting.findMany({ where: { key: { startsWith: 'finance.' } } });
  const values = new Map(rows.map((r) => [r.key, r.value.trim()]));
  const pick = (key: string, currency: string, network?: string) =>
    (network ? values.get(`${key}.${currency}.${network}`) : undefined) ?? values.get(`${key}.${currency}`);
  const amount = (text: string | undefined) => {
    // A malformed setting must not open the gate: treat it as missing (zero) rather than throw on every call.
    if (!text || !/^\d+(\.\d+)?$/.test(text)) return '0';
    return formatAmount(dec(text));
  };
  const bank = new Set(
    (values.get(BANK_CURRENCIES_KEY) ?? DEFAULT_BANK_CURRENCIES)
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  );
  return {
    limits(currency: string, network?: string): CurrencyLimits {
      return {
        minDeposit: amount(pick(KEYS.minDeposit, currency, network)),
        minWithdraw: amount(pick(KEYS.minWithdraw, currency, network)),
        withdrawFee: amount(pick(KEYS.withdrawFee, currency, network)),
        withdrawFeeRate: amount(pick(KEYS.withdrawFeeRate, currency, network)),
      };
    },
    bankWithdrawal(currency: string): boolean {
      return bank.has(currency);
    },
  };
}

export type LimitTable = Awaited<ReturnType<typeof loadLimitTable>>;
