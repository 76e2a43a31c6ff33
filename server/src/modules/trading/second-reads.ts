import { SECOND_ORDER_STATUS } from '@sandbox/shared';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { secondAccount, type TradeAccountCode } from './accounts.ts';
import { loadSymbols, mustLoadSymbol, symbolCode } from './catalogue.ts';
import { D } from './margin-math.ts';
import { text } from './numbers.ts';
import { settleDue } from './second-settle.ts';
import { RUNNING, SETTLED, toSecondWire, toSetWire, type SecondDeps } from './second-support.ts';

/* What the second-contract pages read: the periods, the running order's head and the history (the user's due orders settled first). */

export async function listSecondSets(deps: SecondDeps, symbol?: string) {
  const { db } = deps;
  if (symbol) await mustLoadSymbol(db, symbol);
  const rows = await db.secondContractSetting.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { period: 'asc' }] });
  return rows.map(toSetWire);
}

export async function secondHead(deps: SecondDeps, userId: string, symbol?: string, accountType?: TradeAccountCode) {
  const { db, clock, feed } = deps;
  await settleDue(deps, { userId });
  const symbols = await loadSymbols(db);
  const id = symbol ? (symbols.get(symbol)?.id ?? symbol) : undefined;
  const order = await db.secondContractOrder.findFirst({
    where: { userId, status: RUNNING, ...(id ? { symbol: id } : {}), ...(accountType ? { account: secondAccount(accountType) } : {}) },
    orderBy: { settleAt: 'asc' },
  });
  const now = clock.now();
  const code = order ? symbolCode(order.symbol) : symbol;
  const price = code ? feed.markPrice(code) : undefined;
  return {
    order: order ? toSecondWire(order) : null,
    secondsLeft: order ? Math.max(0, Math.ceil((order.settleAt.getTime() - now.getTime()) / 1000)) : null,
    currentPrice: price ? text(new D(price)) : null,
    serverTime: now.getTime(),
  };
}

export type SecondListQuery = PageQuery & { status?: number | undefined; symbol?: string | undefined; accountType?: TradeAccountCode | undefined };

export async function listSecondOrders(deps: SecondDeps, userId: string, q: SecondListQuery) {
  const { db } = deps;
  await settleDue(deps, { userId });
  const symbols = await loadSymbols(db);
  const statusWhere =
    q.status === undefined
      ? {}
      : q.status === SECOND_ORDER_STATUS.RUNNING
        ? { status: RUNNING }
        : { status: SETTLED, result: q.status === SECOND_ORDER_STATUS.WON ? 1 : q.status === SECOND_ORDER_STATUS.DRAW ? 0 : -1 };
  const where = {
    userId,
    ...(q.accountType ? { account: secondAccount(q.accountType) } : {}),
    ...(q.symbol ? { symbol: symbols.get(q.symbol)?.id ?? q.symbol } : {}),
    ...statusWhere,
  };
  const [rows, total] = await Promise.all([
    db.secondContractOrder.findMany({ where, orderBy: [{ openedAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
    db.secondContractOrder.count({ where }),
  ]);
  return toPage(rows.map(toSecondWire), total, q);
}
