import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { LoanSetting, PrismaClient, Tx } from '@sandbox/prisma';
import { LOAN_TYPE } from '@sandbox/shared';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { freeze } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { assertUserAmount, loadAmountRule } from '../amount.ts';
import { assertKycLevel } from '../identity/index.ts';
import { orderNo } from '../order-no.ts';
import { usableUpload } from '../platform/index.ts';
import { assertMayMoveMoney } from '../wallet/index.ts';
import { collateralPrice, decimalsOf } from './pricing.ts';
import { collateralFor, DEFAULT_MAX_OPEN_CREDIT, interestFor, LOAN_DB, OPEN_LOAN } from './rules.ts';
import { creditLimitOf, creditOffers, userOf, wire, type LoanContext } from './loan-support.ts';

/** SystemSetting: how many credit loans one user may have open at once (default 1). */
export const MAX_OPEN_CREDIT_KEY = 'loan.credit.maxOpen';

export interface ApplyInput {
  setId: string;
  amount: string;
  signatureUploadId: string;
}

/** An application checked against its offer, the caller and the signature. */
export interface Application {
  set: LoanSetting;
  user: { kycLevel: number };
  amount: Decimal;
  /** The signed agreement's upload; a scenario file's loan (loan-scenario.ts) has none. */
  signatureId: string | null;
}

export async function maxOpenCredit(ctx: { db: PrismaClient | Tx }): Promise<number> {
  const row = await ctx.db.systemSetting.findUnique({ where: { key: MAX_OPEN_CREDIT_KEY } });
  const n = Number(row?.value);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_MAX_OPEN_CREDIT;
}

/** The identity level the offer needs (credit loans basic at least), and the amount within the offer at the borrower's level. */
export async function assertWithinOffer(db: PrismaClient | Tx, set: LoanSetting, userId: string, kycLevel: number, text: string): Promise<Decimal> {
  const level = Math.max(set.requiredKycLevel, set.type === LOAN_TYPE.CREDIT ? 1 : 0);
  if (level > 0) await assertKycLevel(db, userId, level >= 2 ? 2 : 1);
  const amount = new D(text);
  const userMax = kycLevel >= 2 ? set.maxAmountKyc : set.maxAmount;
  if (amount.lt(set.minAmount)) throw badRequest('amount.outOfRange', { min: set.minAmount, max: userMax, currency: set.currency });
  if (amount.gt(userMax)) {
    if (kycLevel < 2 && amount.lte(set.maxAmountKyc)) throw forbidden('loan.advancedForMore', { max: set.maxAmount, currency: set.currency });
    throw badRequest('amount.outOfRange', { min: set.minAmount, max: userMax, currency: set.currency });
  }
  return amount;
}

/** The offer (enabled, of this kind), the amount within it at the caller's level, the caller's identity and signature. */
async function checkApplication(ctx: LoanContext, userId: string, kind: number, input: ApplyInput): Promise<Application> {
  const { db } = ctx;
  const set = await db.loanSetting.findUnique({ where: { id: input.setId } });
  if (!set || !set.enabled) throw notFound('loan.setNotFound');
  if (set.type !== kind) throw badRequest(kind === LOAN_TYPE.CREDIT ? 'loan.notCredit' : 'loan.notPledge');
  assertUserAmount(input.amount, await loadAmountRule(db, 'amount', set.currency));
  const user = await userOf(ctx, userId);
  assertMayMoveMoney(user);
  const amount = await assertWithinOffer(db, set, userId, user.kycLevel, input.amount);
  const signature = await db.upload.findFirst({ where: { id: input.signatureUploadId, ...usableUpload(userId, 'loanSignature') }, select: { id: true } });
  if (!signature) throw badRequest('loan.signatureRequired');
  return { set, user, amount, signatureId: signature.id };
}

/** The collateral a pledge loan of `amount` freezes at the live price. */
async function pledgeFor(ctx: LoanContext, set: LoanSetting, amount: string, now: Date): Promise<{ currency: string; amount: string }> {
  if (!set.pledgeCurrency || !set.pledgeRate) throw notFound('loan.setNotFound');
  const price = await collateralPrice(ctx.db, ctx.feed, now, set.pledgeCurrency, set.currency);
  if (!price) throw conflict('loan.noPrice', { currency: set.pledgeCurrency });
  return { currency: set.pledgeCurrency, amount: collateralFor(amount, set.pledgeRate, price, await decimalsOf(ctx.db, set.pledgeCurrency)) };
}

/** Inside the application's transaction: room for one more open credit loan, and for its amount under the limit. */
async function assertCreditRoom(tx: Tx, app: Application, userId: string, credits: readonly LoanSetting[], maxOpen: number): Promise<void> {
  const open = await tx.loan.findMany({ where: { userId, type: LOAN_TYPE.CREDIT, status: { in: OPEN_LOAN } }, select: { amount: true } });
  if (open.length >= maxOpen) throw conflict('loan.openCreditLoan', { count: open.length });
  const used = open.reduce((sum, l) => sum.plus(l.amount), new D(0));
  const available = D.max(0, creditLimitOf(app.user.kycLevel, credits).minus(used));
  if (app.amount.gt(available)) throw conflict('loan.limitExceeded', { available: available.toFixed(), currency: app.set.currency });
}

/**
 * A credit or pledge application. One transaction: the signature claimed (one loan per signed
 * agreement), the open-loan and limit checks for credit, the row, and for a pledge loan the
 * collateral frozen through the ledger at the live price read just before.
 */
export async function applyLoan(ctx: LoanContext, userId: string, kind: number, input: ApplyInput) {
  const { db, clock } = ctx;
  const app = await checkApplication(ctx, userId, kind, input);
  const { set, signatureId } = app;
  const now = clock.now();
  const decimals = await decimalsOf(db, set.currency);
  const pledge = kind === LOAN_TYPE.PLEDGE ? await pledgeFor(ctx, set, input.amount, now) : null;
  const [credits, maxOpen] = kind === LOAN_TYPE.CREDIT ? await Promise.all([creditOffers(ctx), maxOpenCredit(ctx)]) : [[], 0];
  const no = orderNo('LN', now);

  const row = await db.$transaction(async (tx) => {
    if ((await tx.loan.count({ where: { signatureUploadId: signatureId } })) > 0) throw conflict('loan.signatureUsed');
    return writeApplication(tx, userId, app, { pledge, credits, maxOpen, decimals, no, now });
  });
  return wire(ctx, row, now);
}

/** What an application's rows need beside the application: its pledge, the credit offers and open-loan count it is checked against, its number and time. */
export interface ApplicationTerms {
  pledge: { currency: string; amount: string } | null;
  credits: readonly LoanSetting[];
  maxOpen: number;
  decimals: number;
  no: string;
  now: Date;
}

/** The application's rows in `tx`: the open-loan and limit checks for credit, the loan pending review, a pledge's collateral frozen through the ledger. */
export async function writeApplication(tx: Tx, userId: string, app: Application, terms: ApplicationTerms) {
  const { set, amount } = app;
  const { pledge, no, now } = terms;
  if (set.type === LOAN_TYPE.CREDIT) await assertCreditRoom(tx, app, userId, terms.credits, terms.maxOpen);
  const created = await tx.loan.create({
    data: {
      orderNo: no,
      userId,
      settingId: set.id,
      type: set.type,
      currency: set.currency,
      amount: amount.toFixed(),
      days: set.days,
      dailyRate: set.dailyRate,
      totalInterest: interestFor(amount.toFixed(), set.dailyRate, set.days, terms.decimals),
      pledgeCurrency: pledge?.currency ?? null,
      pledgeAmount: pledge?.amount ?? null,
      signatureUploadId: app.signatureId,
      status: LOAN_DB.PENDING,
      createdAt: now,
    },
  });
  if (pledge) {
    await freeze(tx, {
      userId, account: 'spot', currency: pledge.currency, type: BalanceLogType.LOAN_PLEDGE_FREEZE,
      amount: pledge.amount, refType: 'Loan', refId: created.id, remark: no, at: now,
    });
  }
  return created;
}
