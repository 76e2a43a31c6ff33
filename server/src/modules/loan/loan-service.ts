import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { Loan, LoanSetting, PrismaClient } from '@sandbox/prisma';
import { LOAN_TYPE, truncate, type Language } from '@sandbox/shared';
import { creditScore } from '@sandbox/shared/credit-score';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { localizeRows } from '../catalogue-text.ts';
import { freeze } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { assertUserAmount, loadAmountRule } from '../amount.ts';
import { assertKycLevel } from '../kyc/index.ts';
import { orderNo } from '../order-no.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import { usableUpload } from '../sys/index.ts';
import { toLoanWire, toSetWire, type LoanLive } from './mappers.ts';
import { collateralPrice, decimalsOf } from './pricing.ts';
import {
  collateralFor,
  DEFAULT_MAX_OPEN_CREDIT,
  dueAt,
  interestFor,
  LOAN_DB,
  loanStatusToDb,
  ltvPercent,
  OPEN_LOAN,
} from './rules.ts';
import type { SettlementService } from './settlement-service.ts';
import { repayFromSpot } from './settle.ts';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { assertMayMoveMoney } from '../user/index.ts';

/** User.status of a frozen account (schema comment): it cannot move money. */
/** SystemSetting: how many credit loans one user may have open at once (default 1). */
export const MAX_OPEN_CREDIT_KEY = 'loan.credit.maxOpen';

export type LoanService = ReturnType<typeof createLoanService>;

/** The credit limit at an identity level: the largest credit offer's maximum (basic: maxAmount, advanced: maxAmountKyc). */
export function creditLimitOf(level: number, credits: readonly LoanSetting[]): Decimal {
  if (level < 1) return new D(0);
  return credits.reduce((max, s) => D.max(max, level >= 2 ? s.maxAmountKyc : s.maxAmount), new D(0));
}

/**
 * The caller's side of loans: offers, the loan account, applications, the list and early
 * repayment. An application is one transaction: the signature claimed (one loan per signed
 * agreement), the open-loan and limit checks for credit, the row, and for a pledge loan the
 * collateral frozen through the ledger at the live price read just before.
 */
export function createLoanService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; settlement: SettlementService; notify: Notify }) {
  const { db, clock, feed, settlement } = deps;

  async function userOf(userId: string) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { status: true, kycLevel: true } });
    if (!user) throw notFound('request.notFound');
    return user;
  }

  const creditOffers = () => db.loanSetting.findMany({ where: { type: LOAN_TYPE.CREDIT, enabled: true } });

  async function maxOpenCredit(): Promise<number> {
    const row = await db.systemSetting.findUnique({ where: { key: MAX_OPEN_CREDIT_KEY } });
    const n = Number(row?.value);
    return Number.isInteger(n) && n >= 1 ? n : DEFAULT_MAX_OPEN_CREDIT;
  }

  /** Live figures of an open loan: what repaying costs now, and a pledge loan's LTV at the live price. */
  async function liveOf(loans: Loan[], now: Date): Promise<Map<string, LoanLive>> {
    const prices = new Map<string, Decimal | undefined>();
    const decimals = new Map<string, number>();
    const out = new Map<string, LoanLive>();
    for (const l of loans) {
      if (l.status !== LOAN_DB.RUNNING && l.status !== LOAN_DB.OVERDUE) {
        out.set(l.id, { dueAmount: null, ltv: null });
        continue;
      }
      if (!decimals.has(l.currency)) decimals.set(l.currency, await decimalsOf(db, l.currency));
      const due = dueAt(l, now, decimals.get(l.currency)!).total;
      let ltv: string | null = null;
      if (l.pledgeCurrency && l.pledgeAmount) {
        const key = `${l.pledgeCurrency}/${l.currency}`;
        if (!prices.has(key)) prices.set(key, await collateralPrice(db, feed, now, l.pledgeCurrency, l.currency));
        const price = prices.get(key);
        if (price) ltv = truncate(ltvPercent(due, l.pledgeAmount, price), 2);
      }
      out.set(l.id, { dueAmount: due, ltv });
    }
    return out;
  }

  async function wire(l: Loan, now = clock.now()) {
    return toLoanWire(l, (await liveOf([l], now)).get(l.id)!);
  }

  async function apply(userId: string, kind: number, input: { setId: string; amount: string; signatureUploadId: string }) {
    const set = await db.loanSetting.findUnique({ where: { id: input.setId } });
    if (!set || !set.enabled) throw notFound('loan.setNotFound');
    if (set.type !== kind) throw badRequest(kind === LOAN_TYPE.CREDIT ? 'loan.notCredit' : 'loan.notPledge');
    assertUserAmount(input.amount, await loadAmountRule(db, 'amount', set.currency));
    const user = await userOf(userId);
    assertMayMoveMoney(user);
    // Credit loans need basic identity verification at least; pledge loans what the offer says.
    const level = Math.max(set.requiredKycLevel, kind === LOAN_TYPE.CREDIT ? 1 : 0);
    if (level > 0) await assertKycLevel(db, userId, level >= 2 ? 2 : 1);
    const amount = new D(input.amount);
    const userMax = user.kycLevel >= 2 ? set.maxAmountKyc : set.maxAmount;
    if (amount.lt(set.minAmount)) throw badRequest('amount.outOfRange', { min: set.minAmount, max: userMax, currency: set.currency });
    if (amount.gt(userMax)) {
      if (user.kycLevel < 2 && amount.lte(set.maxAmountKyc)) throw forbidden('loan.advancedForMore', { max: set.maxAmount, currency: set.currency });
      throw badRequest('amount.outOfRange', { min: set.minAmount, max: userMax, currency: set.currency });
    }
    const signature = await db.upload.findFirst({ where: { id: input.signatureUploadId, ...usableUpload(userId, 'loanSignature') }, select: { id: true } });
    if (!signature) throw badRequest('loan.signatureRequired');

    const now = clock.now();
    const decimals = await decimalsOf(db, set.currency);
    let pledge: { currency: string; amount: string } | null = null;
    if (kind === LOAN_TYPE.PLEDGE) {
      if (!set.pledgeCurrency || !set.pledgeRate) throw notFound('loan.setNotFound');
      const price = await collateralPrice(db, feed, now, set.pledgeCurrency, set.currency);
      if (!price) throw conflict('loan.noPrice', { currency: set.pledgeCurrency });
      pledge = { currency: set.pledgeCurrency, amount: collateralFor(input.amount, set.pledgeRate, price, await decimalsOf(db, set.pledgeCurrency)) };
    }
    const [credits, maxOpen] = kind === LOAN_TYPE.CREDIT ? await Promise.all([creditOffers(), maxOpenCredit()]) : [[], 0];
    const no = orderNo('LN', now);

    const row = await db.$transaction(async (tx) => {
      if ((await tx.loan.count({ where: { signatureUploadId: signature.id } })) > 0) throw conflict('loan.signatureUsed');
      if (kind === LOAN_TYPE.CREDIT) {
        const open = await tx.loan.findMany({ where: { userId, type: LOAN_TYPE.CREDIT, status: { in: OPEN_LOAN } }, select: { amount: true } });
        if (open.length >= maxOpen) throw conflict('loan.openCreditLoan', { count: open.length });
        const used = open.reduce((sum, l) => sum.plus(l.amount), new D(0));
        const available = D.max(0, creditLimitOf(user.kycLevel, credits).minus(used));
        if (amount.gt(available)) throw conflict('loan.limitExceeded', { available: available.toFixed(), currency: set.currency });
      }
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
          totalInterest: interestFor(input.amount, set.dailyRate, set.days, decimals),
          pledgeCurrency: pledge?.currency ?? null,
          pledgeAmount: pledge?.amount ?? null,
          signatureUploadId: signature.id,
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
    });
    return wire(row, now);
  }

  return {
    async offers(userId: string, lang: Language, type?: number) {
      const { kycLevel } = await userOf(userId);
      const rows = await db.loanSetting.findMany({
        where: { enabled: true, ...(type === undefined ? {} : { type }) },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      });
      return (await localizeRows(db, 'loanSetting', lang, rows)).map((s) => toSetWire(s, kycLevel));
    },

    /** The loan account in USDT: limit by identity level, what open credit loans use, what running loans owe now. */
    async info(userId: string) {
      await settlement.settleDue({ userId });
      const now = clock.now();
      const [{ kycLevel }, credits, loans] = await Promise.all([userOf(userId), creditOffers(), db.loan.findMany({ where: { userId } })]);
      const limit = creditLimitOf(kycLevel, credits);
      const used = loans
        .filter((l) => l.type === LOAN_TYPE.CREDIT && OPEN_LOAN.includes(l.status) && l.currency === 'USDT')
        .reduce((s, l) => s.plus(l.amount), new D(0));
      const active = loans.filter((l) => (l.status === LOAN_DB.RUNNING || l.status === LOAN_DB.OVERDUE) && l.currency === 'USDT');
      const decimals = await decimalsOf(db, 'USDT');
      let principal = new D(0);
      let interest = new D(0);
      for (const l of active) {
        const due = dueAt(l, now, decimals);
        principal = principal.plus(l.amount);
        interest = interest.plus(due.interest).plus(due.penalty);
      }
      const repaid = loans.filter((l) => l.status === LOAN_DB.REPAID).length;
      const overdue = loans.filter((l) => l.status === LOAN_DB.OVERDUE).length;
      const score = creditScore({ kycLevel, repaidLoans: repaid, overdueLoans: overdue });
      return {
        currency: 'USDT' as const,
        creditLimit: limit.toFixed(),
        usedLimit: used.toFixed(),
        availableLimit: D.max(0, limit.minus(used)).toFixed(),
        outstandingPrincipal: principal.toFixed(),
        outstandingInterest: interest.toFixed(),
        creditScore: score,
        activeCount: active.length,
      };
    },

    creditApply: (userId: string, input: { setId: string; amount: string; signatureUploadId: string }) => apply(userId, LOAN_TYPE.CREDIT, input),
    pledgeApply: (userId: string, input: { setId: string; amount: string; signatureUploadId: string }) => apply(userId, LOAN_TYPE.PLEDGE, input),

    async list(userId: string, q: PageQuery & { type?: number | undefined; status?: number | undefined }) {
      await settlement.settleDue({ userId });
      // A wire status the server never stores (under review) matches nothing: the smallest
      // 32-bit integer (PostgreSQL's INTEGER refuses Number.MIN_SAFE_INTEGER; no status is it).
      const status = q.status === undefined ? undefined : (loanStatusToDb(q.status) ?? -2_147_483_648);
      const where = { userId, ...(q.type === undefined ? {} : { type: q.type }), ...(status === undefined ? {} : { status }) };
      const [rows, total] = await Promise.all([
        db.loan.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
        db.loan.count({ where }),
      ]);
      const now = clock.now();
      const live = await liveOf(rows, now);
      return toPage(rows.map((l) => toLoanWire(l, live.get(l.id)!)), total, q);
    },

    /** Early repayment from spot: principal, interest for each started day, the penalty if overdue; the pledge is released. */
    async repay(userId: string, loanId: string) {
      const loan = await db.loan.findFirst({ where: { id: loanId, userId } });
      if (!loan) throw notFound('loan.notFound');
      if (loan.status !== LOAN_DB.RUNNING && loan.status !== LOAN_DB.OVERDUE) throw conflict('loan.notRepayable');
      const now = clock.now();
      const due = dueAt(loan, now, await decimalsOf(db, loan.currency));
      const done = await db.$transaction(async (tx) => {
        if (!(await repayFromSpot(tx, loan, due.total, now, remarkOf(REMARK_KEY.LOAN_REPAID_BY_BORROWER)))) return false;
        // Told in the repayment's transaction: a racing second repay that finds the loan repaid tells nothing.
        await deps.notify(tx, { userId, kind: NOTICE_KIND.LOAN_REPAID, refId: loan.id, params: { orderNo: loan.orderNo, amount: loan.amount, currency: loan.currency, repaid: due.total } });
        return true;
      });
      if (!done) throw conflict('loan.notRepayable');
      return wire(await db.loan.findUniqueOrThrow({ where: { id: loan.id } }), now);
    },
  };
}
