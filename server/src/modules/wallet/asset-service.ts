import type { PrismaClient } from '@sandbox/prisma';
import { COMPETITION_STATUS, LOAN_STATUS, MONEY_DP, POSITION_SIDE, POSITION_STATUS, PRODUCT_ORDER_STATUS, truncate } from '@sandbox/shared';
import { loanPenalty } from '@sandbox/shared/loan-terms';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { LedgerDecimal, ZERO, dec, formatAmount } from './money.ts';
import { loadPriceTable, type PriceTable } from './price-source.ts';

/** Product principal still hosted: orders not ended or cancelled. */
const HOSTED_ORDER_STATUSES = [PRODUCT_ORDER_STATUS.NOT_STARTED, PRODUCT_ORDER_STATUS.RUNNING, PRODUCT_ORDER_STATUS.FROZEN];
/** Loans still owed: running, and overdue (a debt too, growing by its penalty). */
const OWED_LOAN_STATUSES = [LOAN_STATUS.PASSED, LOAN_STATUS.OVERDUE];

interface AssetDeps {
  db: PrismaClient;
  clock: Clock;
  priceFeed: PriceFeed;
}

export type AssetService = ReturnType<typeof createAssetService>;

/** The asset centre: balances per currency and the overview in USDT. */
export function createAssetService(deps: AssetDeps) {
  return {
    balances: (userId: string, only?: string) => spotBalances(deps, userId, only),
    assets: (userId: string) => assetOverview(deps, userId),
    totals: (userIds: readonly string[]) => totalAssets(deps, userIds),
  };
}

/** USDT value of an amount; an unpriced currency counts as zero rather than guessing. */
const valued = (prices: PriceTable, currency: string, amount: LedgerDecimal) =>
  amount.isZero() ? ZERO : amount.times(prices.quote(currency)?.price ?? ZERO);

/**
 * What a loan owes in the overview: principal + whole interest, plus for an overdue loan the
 * penalty to date (the loan rules' own function, truncated to the loan currency's decimals).
 */
async function owed({ db, clock }: AssetDeps, l: { currency: string; amount: string; totalInterest: string; dailyRate: string; status: number; overdueAt: Date | null }) {
  const debt = dec(l.amount).plus(l.totalInterest);
  if (l.status !== LOAN_STATUS.OVERDUE || !l.overdueAt) return debt;
  const row = await db.currency.findUnique({ where: { code: l.currency }, select: { precision: true } });
  return debt.plus(loanPenalty(l.amount, l.dailyRate, l.overdueAt, clock.now(), Math.min(row?.precision ?? MONEY_DP, MONEY_DP)));
}

/** Spot balance of every enabled crypto currency, zero balances included. */
async function spotBalances(deps: AssetDeps, userId: string, only?: string) {
  const { db, clock } = deps;
  const [currencies, rows, prices] = await Promise.all([
    db.currency.findMany({ where: { enabled: true, kind: 1, ...(only ? { code: only } : {}) }, orderBy: [{ sort: 'asc' }, { code: 'asc' }] }),
    db.balance.findMany({ where: { userId, account: 'spot', ...(only ? { currency: only } : {}) } }),
    loadPriceTable(db, clock.now(), deps.priceFeed),
  ]);
  const byCurrency = new Map(rows.map((r) => [r.currency, r]));
  return currencies.map((c) => {
    const row = byCurrency.get(c.code);
    const available = dec(row?.available ?? '0');
    const frozen = dec(row?.frozen ?? '0');
    const total = available.plus(frozen);
    return {
      currency: c.code,
      available: formatAmount(available),
      frozen: formatAmount(frozen),
      total: formatAmount(total),
      valuation: truncate(valued(prices, c.code, total)),
    };
  });
}

/** What the overview values of one user (holdingsOf reads them for many users at once). */
interface Holdings {
  balances: Array<{ account: string; currency: string; available: string; frozen: string }>;
  positions: Array<{ symbol: string; side: number; entryPrice: string; quantity: string; margin: string }>;
  orders: Array<{ currency: string; amount: string }>;
  entries: Array<{ competition: { currency: string; entryFee: string } }>;
  loans: Array<{ currency: string; amount: string; totalInterest: string; dailyRate: string; status: number; overdueAt: Date | null }>;
}

/** The holdings of each user, one query per table for all of them. */
async function holdingsOf({ db }: AssetDeps, userIds: readonly string[]): Promise<Map<string, Holdings>> {
  const userId = { in: [...userIds] };
  const [balances, positions, orders, entries, loans] = await Promise.all([
    db.balance.findMany({ where: { userId }, select: { userId: true, account: true, currency: true, available: true, frozen: true } }),
    db.position.findMany({
      where: { userId, account: 'contract', status: { in: [POSITION_STATUS.RUNNING, POSITION_STATUS.SETTLEMENT] } },
      select: { userId: true, symbol: true, side: true, entryPrice: true, quantity: true, margin: true },
    }),
    db.productOrder.findMany({ where: { userId, status: { in: HOSTED_ORDER_STATUSES } }, select: { userId: true, currency: true, amount: true } }),
    db.competitionEntry.findMany({
      where: { userId, status: COMPETITION_STATUS.IN_PROGRESS },
      select: { userId: true, competition: { select: { currency: true, entryFee: true } } },
    }),
    db.loan.findMany({
      where: { userId, status: { in: OWED_LOAN_STATUSES } },
      select: { userId: true, currency: true, amount: true, totalInterest: true, dailyRate: true, status: true, overdueAt: true },
    }),
  ]);
  const holdings = new Map<string, Holdings>(userIds.map((id) => [id, { balances: [], positions: [], orders: [], entries: [], loans: [] }]));
  for (const b of balances) holdings.get(b.userId)!.balances.push(b);
  for (const p of positions) holdings.get(p.userId)!.positions.push(p);
  for (const o of orders) holdings.get(o.userId)!.orders.push(o);
  for (const e of entries) holdings.get(e.userId)!.entries.push(e);
  for (const l of loans) holdings.get(l.userId)!.loans.push(l);
  return holdings;
}

/** Overview in USDT of one user (overviewOf). */
async function assetOverview(deps: AssetDeps, userId: string) {
  const [holdings, prices] = await Promise.all([holdingsOf(deps, [userId]), loadPriceTable(deps.db, deps.clock.now(), deps.priceFeed)]);
  return overviewOf(deps, holdings.get(userId)!, prices);
}

/** Each user's totalAssets as their overview gives it (the VIP level sweep), read for all of them at once. */
async function totalAssets(deps: AssetDeps, userIds: readonly string[]): Promise<Map<string, string>> {
  const [holdings, prices] = await Promise.all([holdingsOf(deps, userIds), loadPriceTable(deps.db, deps.clock.now(), deps.priceFeed)]);
  const totals = new Map<string, string>();
  for (const [userId, held] of holdings) totals.set(userId, (await overviewOf(deps, held, prices)).totalAssets);
  return totals;
}

/**
 * Overview in USDT. totalAssets = spot + contract wallet + position assets
 * (margin plus unrealised PnL: margin leaves the contract wallet when a
 * position opens and returns on close) + hosted product principal +
 * competition entry amounts. Demo money and loans (running and overdue, with
 * the penalty owed to date) are shown, never added.
 */
async function overviewOf(deps: AssetDeps, { balances, positions, orders, entries, loans }: Holdings, prices: PriceTable) {
  const sum = (items: Array<[string, LedgerDecimal]>) => items.reduce((acc, [cur, amt]) => acc.plus(valued(prices, cur, amt)), ZERO);
  const accountTotal = (account: string) =>
    sum(balances.filter((b) => b.account === account).map((b) => [b.currency, dec(b.available).plus(b.frozen)]));

  const spot = accountTotal('spot');
  const contract = accountTotal('contract');
  const virtual = accountTotal('demo');
  const positionAssets = positions.reduce((acc, p) => {
    const mark = prices.mark(p.symbol);
    const entry = dec(p.entryPrice);
    const pnl = mark ? (p.side === POSITION_SIDE.LONG ? mark.minus(entry) : entry.minus(mark)).times(p.quantity) : ZERO;
    // An isolated position cannot lose more than its margin: past that it is liquidated, not negative.
    return acc.plus(LedgerDecimal.max(ZERO, dec(p.margin).plus(pnl)));
  }, ZERO);
  const products = sum(orders.map((o) => [o.currency, dec(o.amount)]));
  const competition = sum(entries.map((e) => [e.competition.currency, dec(e.competition.entryFee)]));
  const loanOutstanding = sum(await Promise.all(loans.map(async (l): Promise<[string, LedgerDecimal]> => [l.currency, await owed(deps, l)])));
  const total = spot.plus(contract).plus(positionAssets).plus(products).plus(competition);
  return {
    currency: 'USDT' as const,
    totalAssets: truncate(total),
    spotBalance: truncate(spot),
    contractBalance: truncate(contract),
    positionAssets: truncate(positionAssets),
    productAssets: truncate(products),
    competitionFrozen: truncate(competition),
    virtualAssets: truncate(virtual),
    loanOutstanding: truncate(loanOutstanding),
  };
}
