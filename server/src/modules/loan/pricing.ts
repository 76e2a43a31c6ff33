import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { PrismaClient, Tx } from '@sandbox/prisma';
import { MONEY_DP } from '@sandbox/shared';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadPriceTable } from '../wallet/index.ts';


/** A currency's decimals (Currency.precision, at most MONEY_DP; MONEY_DP without a row). */
export async function decimalsOf(db: PrismaClient | Tx, code: string): Promise<number> {
  const row = await db.currency.findUnique({ where: { code }, select: { precision: true } });
  return Math.min(row?.precision ?? MONEY_DP, MONEY_DP);
}

/** Live price of one unit of `pledge` in `loanCurrency` (the market's mark through the PriceFeed), or undefined. */
export async function collateralPrice(db: PrismaClient, feed: PriceFeed, now: Date, pledge: string, loanCurrency: string): Promise<Decimal | undefined> {
  const table = await loadPriceTable(db, now, feed);
  const p = table.quote(pledge)?.price;
  const q = table.quote(loanCurrency)?.price;
  if (!p || !q || q.isZero() || p.isZero()) return undefined;
  return new D(p.toString()).dividedBy(q.toString());
}
