import { readerOf, type PrismaClient } from '@sandbox/prisma';
import { LOAN_STATUS, MONEY_DP, POSITION_SIDE, truncate } from '@sandbox/shared';
import { loanPenalty } from '@sandbox/shared/loan-terms';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { LedgerDecimal, ZERO, dec, formatAmount } from './money.ts';
import { loadPriceTable, type PriceTable } from './price-source.ts';
import { holdingRows, type BalanceRow, type EntryRow, type LoanRow, type OrderRow, type PositionRow } from './queries.ts';

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
async function owed({ db, clock }: AssetDeps, l: LoanRow) {
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
  balances: BalanceRow[];
  positions: PositionRow[];
  orders: OrderRow[];
  entries: EntryRow[];
  loans: LoanRow[];
}

/** The holdings of each user, one statement per table for all of them; loans only when asked (shown, never added). */
async function holdingsOf({ db }: AssetDeps, userIds: readonly string[], withLoans: boolean): Promise<Map<string, Holdings>> {
  const rows = await holdingRows(readerOf(db), userIds, withLoans);
  const holdings = new Map<string, Holdings>(userIds.map((id) => [id, { balances: [], positions: [], orders: [], entries: [], loans: [] }]));
  for (const b of rows.balances) holdings.get(b.userId)!.balances.push(b);
  for (const p of rows.positions) holdings.get(p.userId)!.positions.push(p);
  for (const o of rows.orders) holdings.get(o.userId)!.orders.push(o);
  for (const e of rows.entries) holdings.get(e.userId)!.entries.push(e);
  for (const l of rows.loans) holdings.get(l.userId)!.loans.push(l);
  return holdings;
}

/** Overview in USDT of one user (overviewOf). */
async function assetOverview(deps: AssetDeps, userId: string) {
  const [holdings, prices] = await Promise.all([holdingsOf(deps, [userId], true), loadPriceTable(deps.db, deps.clock.now(), deps.priceFeed)]);
  return overviewOf(deps, holdings.get(userId)!, prices);
}

/** Each user's totalAssets as their overview gives it (the VIP level sweep), read for all of them at once. */
async function totalAssets(deps: AssetDeps, userIds: readonly string[]): Promise<Map<string, string>> {
  const [holdings, prices] = await Promise.all([holdingsOf(deps, userIds, false), loadPriceTable(deps.db, deps.clock.now(), deps.priceFeed)]);
  return new Map([...holdings].map(([userId, held]) => [userId, truncate(countedAssets(held, prices).total)]));
}

/** USDT value of each (currency, amount) summed. */
const sumValued = (prices: PriceTable, items: Array<[string, LedgerDecimal]>) => items.reduce((acc, [cur, amt]) => acc.plus(valued(prices, cur, amt)), ZERO);

/** USDT value of one account's balances (available and frozen). */
const accountValue = (prices: PriceTable, balances: readonly BalanceRow[], account: string) =>
  sumValued(
    prices,
    balances.filter((b) => b.account === account).map((b) => [b.currency, dec(b.available).plus(b.frozen)]),
  );

/**
 * What totalAssets counts, in USDT: spot + contract wallet + position assets (margin plus
 * unrealised PnL: margin leaves the contract wallet when a position opens and returns on close)
 * + hosted product principal + competition entry amounts.
 */
function countedAssets({ balances, positions, orders, entries }: Holdings, prices: PriceTable) {
  const spot = accountValue(prices, balances, 'spot');
  const contract = accountValue(prices, balances, 'contract');
  const positionAssets = positions.reduce((acc, p) => {
    const mark = prices.mark(p.symbol);
    const entry = dec(p.entryPrice);
    const pnl = mark ? (p.side === POSITION_SIDE.LONG ? mark.minus(entry) : entry.minus(mark)).times(p.quantity) : ZERO;
    // An isolated position cannot lose more than its margin: past that it is liquidated, not negative.
    return acc.plus(LedgerDecimal.max(ZERO, dec(p.margin).plus(pnl)));
  }, ZERO);
  const products = sumValued(prices, orders.map((o) => [o.currency, dec(o.amount)]));
  const competition = sumValued(prices, entries.map((e) => [e.currency, dec(e.entryFee)]));
  return { spot, contract, positionAssets, products, competition, total: spot.plus(contract).plus(positionAssets).plus(products).plus(competition) };
}

/** Overview in USDT: what totalAssets counts, and beside it demo money and loans (running and overdue, with the penalty owed to date), shown, never added. */
async function overviewOf(deps: AssetDeps, held: Holdings, prices: PriceTable) {
  const counted = countedAssets(held, prices);
  const virtual = accountValue(prices, held.balances, 'demo');
  const loanOutstanding = sumValued(prices, await Promise.all(held.loans.map(async (l): Promise<[string, LedgerDecimal]> => [l.currency, await owed(deps, l)])));
  return {
    currency: 'USDT' as const,
    totalAssets: truncate(counted.total),
    spotBalance: truncate(counted.spot),
    contractBalance: truncate(counted.contract),
    positionAssets: truncate(counted.positionAssets),
    productAssets: truncate(counted.products),
    competitionFrozen: truncate(counted.competition),
    virtualAssets: truncate(virtual),
    loanOutstanding: truncate(loanOutstanding),
  };
}
