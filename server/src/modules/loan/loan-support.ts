import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { Loan, LoanSetting, PrismaClient, Tx } from '@sandbox/prisma';
import { LOAN_TYPE, truncate } from '@sandbox/shared';
import { notFound } from '../../errors.ts';
import { toLoanWire, type LoanLive } from './mappers.ts';
import { collateralPrice, decimalsOf } from './pricing.ts';
import { dueAt, LOAN_DB, ltvPercent } from './rules.ts';
import type { SettlementService } from './settlement-service.ts';
import type { SettlementDeps } from './settlement-support.ts';

/*
 * What the loan service's parts share: its dependencies, the caller's row, the credit
 * offers and limit, and a loan's live figures on the wire.
 */

export interface LoanContext extends SettlementDeps {
  settlement: SettlementService;
}

/** The caller's status and identity level; 404 without the user. */
export async function userOf(ctx: LoanContext, userId: string) {
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { status: true, kycLevel: true } });
  if (!user) throw notFound('request.notFound');
  return user;
}

export const creditOffers = (ctx: { db: PrismaClient | Tx }) => ctx.db.loanSetting.findMany({ where: { type: LOAN_TYPE.CREDIT, enabled: true } });

/** The credit limit at an identity level: the largest credit offer's maximum (basic: maxAmount, advanced: maxAmountKyc). */
export function creditLimitOf(level: number, credits: readonly LoanSetting[]): Decimal {
  if (level < 1) return new D(0);
  return credits.reduce((max, s) => D.max(max, level >= 2 ? s.maxAmountKyc : s.maxAmount), new D(0));
}

/** Live figures of an open loan: what repaying costs now, and a pledge loan's LTV at the live price. */
export async function liveOf(ctx: LoanContext, loans: Loan[], now: Date): Promise<Map<string, LoanLive>> {
  const prices = new Map<string, Decimal | undefined>();
  const decimals = new Map<string, number>();
  const out = new Map<string, LoanLive>();
  for (const l of loans) {
    if (l.status !== LOAN_DB.RUNNING && l.status !== LOAN_DB.OVERDUE) {
      out.set(l.id, { dueAmount: null, ltv: null });
      continue;
    }
    if (!decimals.has(l.currency)) decimals.set(l.currency, await decimalsOf(ctx.db, l.currency));
    const due = dueAt(l, now, decimals.get(l.currency)!).total;
    let ltv: string | null = null;
    if (l.pledgeCurrency && l.pledgeAmount) {
      const key = `${l.pledgeCurrency}/${l.currency}`;
      if (!prices.has(key)) prices.set(key, await collateralPrice(ctx.db, ctx.feed, now, l.pledgeCurrency, l.currency));
      const price = prices.get(key);
      if (price) ltv = truncate(ltvPercent(due, l.pledgeAmount, price), 2);
    }
    out.set(l.id, { dueAmount: due, ltv });
  }
  return out;
}

/** One loan on the wire with its live figures. */
export async function wire(ctx: LoanContext, l: Loan, now = ctx.clock.now()) {
  return toLoanWire(l, (await liveOf(ctx, [l], now)).get(l.id)!);
}
