import { POSITION_STATUS, REGION_UTC_OFFSET_MINUTES } from '@sandbox/shared';
import { getBalance } from '../../ledger/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { accountCode, SETTLE_CURRENCY, type AccountSelector } from './accounts.ts';
import { loadSymbols, symbolCode } from './catalogue.ts';
import { D } from './margin-math.ts';
import { text } from './numbers.ts';
import { toPositionView } from './position-view.ts';
import { mustOwn, readingAccount, view, type PositionContext } from './position-support.ts';

/* The user's positions as the contract pages read them: the list, one position, the account's summary. */

export async function listPositions(ctx: PositionContext, userId: string, q: PageQuery & AccountSelector & { status?: number | undefined; symbol?: string | undefined }) {
  const { db, feed } = ctx;
  const [symbols, account] = await Promise.all([loadSymbols(db), readingAccount(ctx, userId, q)]);
  const where = {
    userId,
    account,
    ...(q.status !== undefined ? { status: q.status } : {}),
    ...(q.symbol ? { symbol: symbols.get(q.symbol)?.id ?? q.symbol } : {}),
  };
  const [rows, total] = await Promise.all([
    db.position.findMany({ where, orderBy: [{ openedAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
    db.position.count({ where }),
  ]);
  const records = rows.map((r) => toPositionView(r, symbols.get(symbolCode(r.symbol)), feed.markPrice(symbolCode(r.symbol))));
  return toPage(records, total, q);
}

/** One position of the user's, open or closed; another user's answers like a missing one. */
export async function getPosition(ctx: PositionContext, userId: string, id: string) {
  return view(ctx, await mustOwn(ctx, userId, id));
}

export async function positionSummary(ctx: PositionContext, userId: string, sel: AccountSelector = {}) {
  const { db, feed } = ctx;
  const account = await readingAccount(ctx, userId, sel);
  const symbols = await loadSymbols(db);
  const now = ctx.clock.now();
  // "Today" is the region day (UTC+8), like every date on the wire.
  const offset = REGION_UTC_OFFSET_MINUTES * 60_000;
  const dayStart = new Date(now.getTime() - ((now.getTime() + offset) % 86_400_000));
  const [open, closed, balance] = await Promise.all([
    db.position.findMany({ where: { userId, account, status: POSITION_STATUS.RUNNING } }),
    db.position.findMany({ where: { userId, account, status: POSITION_STATUS.CLOSED }, select: { realizedPnl: true, closedAt: true } }),
    getBalance(db, { userId, account, currency: SETTLE_CURRENCY }),
  ]);
  const views = open.map((r) => toPositionView(r, symbols.get(symbolCode(r.symbol)), feed.markPrice(symbolCode(r.symbol))));
  const sum = (xs: string[]) => xs.reduce((s, x) => s.plus(x), new D(0));
  const pnl = sum(views.map((v) => v.unrealizedPnl));
  const margin = sum(open.map((r) => r.margin));
  const walletBalance = new D(balance.available).plus(balance.frozen);
  return {
    accountType: accountCode(account),
    currency: 'USDT' as const,
    openCount: open.length,
    totalMargin: text(margin),
    unrealizedPnl: text(pnl),
    balance: text(walletBalance),
    available: text(new D(balance.available)),
    equity: text(walletBalance.plus(pnl)),
    todayRealizedPnl: text(sum(closed.filter((c) => c.closedAt && c.closedAt >= dayStart).map((c) => c.realizedPnl ?? '0'))),
    totalRealizedPnl: text(sum(closed.map((c) => c.realizedPnl ?? '0'))),
  };
}
