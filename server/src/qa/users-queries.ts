import { POSITION_STATUS, toRegionTime } from '@sandbox/shared';
import type { QaOrder, QaUserDetail, QaUserPage, QaUserSummary } from '@sandbox/shared/qa-wire';
import { readerOf, type Prisma, type PrismaClient } from '@sandbox/prisma';
import { notFound } from '../errors.ts';
import { listBalances, pageLog } from '../ledger/index.ts';

const LEDGER_ROWS = 30;
const ORDERS_PER_KIND = 10;

const summarySelect = {
  id: true,
  account: true,
  email: true,
  phone: true,
  phoneCode: true,
  nickname: true,
  status: true,
  isDemo: true,
  isGuest: true,
  vipLevel: true,
  kycLevel: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

type SummaryRow = Prisma.UserGetPayload<{ select: typeof summarySelect }>;

const summaryOf = (u: SummaryRow): QaUserSummary => ({
  id: u.id,
  account: u.account,
  email: u.email,
  phone: u.phone ? `${u.phoneCode ? `+${u.phoneCode} ` : ''}${u.phone}` : null,
  nickname: u.nickname,
  status: u.status,
  isDemo: u.isDemo,
  isGuest: u.isGuest,
  vipLevel: u.vipLevel,
  kycLevel: u.kycLevel,
  createdAt: toRegionTime(u.createdAt),
});

/** One page of the users matching `q` (an id, or a part of the account, email or phone), newest first. */
export async function searchUsers(db: PrismaClient, query: { q: string; page: number; pageSize: number }): Promise<QaUserPage> {
  const { q, page, pageSize } = query;
  // Partial and case-insensitive through instr() on lower(), not LIKE: Prisma's `contains`
  // on SQLite leaves % and _ as wildcards, and a search for "_" would list everyone. lower()
  // folds ASCII only, as LIKE does. A phone matches on a part of the national number or of
  // "<dialling code><number>" ("+1 202-555-0101" is typed as 12025550101 once cleaned).
  const digits = q.replace(/[\s+()-]/g, '');
  const reader = readerOf(db);
  // SQLite's instr(text, part) is PostgreSQL's strpos(text, part).
  const find = reader.dialect === 'postgresql' ? 'strpos' : 'instr';
  const where = q
    ? `WHERE "id" = ? OR ${find}(lower("account"), lower(?)) > 0 OR ${find}(lower(coalesce("email", '')), lower(?)) > 0
         OR (? <> '' AND ${find}(coalesce("phoneCode", '') || coalesce("phone", ''), ?) > 0)`
    : '';
  const args = q ? [q, q, q, digits, digits] : [];
  const [counted, ids] = await Promise.all([
    reader.get<{ n: number }>(`SELECT count(*) AS n FROM "User" ${where}`, args),
    reader.all<{ id: string }>(`SELECT "id" FROM "User" ${where} ORDER BY "createdAt" DESC, "id" ASC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, args),
  ]);
  const rows = await db.user.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: summarySelect });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = ids.flatMap(({ id }) => (byId.has(id) ? [summaryOf(byId.get(id)!)] : []));
  return { list, total: counted?.n ?? 0, page, pageSize };
}

/** One user's money, open positions and latest orders of every kind: a staff view, nothing masked. */
export async function userDetail(db: PrismaClient, id: string): Promise<QaUserDetail> {
  const user = await db.user.findUnique({ where: { id }, select: summarySelect });
  if (!user) throw notFound('qa.userNotFound', { id });
  const [balances, ledger, positions, orders] = await Promise.all([
    listBalances(db, id),
    pageLog(readerOf(db), { userId: id }, { skip: 0, take: LEDGER_ROWS }),
    db.position.findMany({ where: { userId: id, status: POSITION_STATUS.RUNNING }, orderBy: { openedAt: 'desc' } }),
    recentOrders(db, id),
  ]);
  return {
    user: summaryOf(user),
    balances: balances.map((b) => ({ account: b.account, currency: b.currency, available: b.available, frozen: b.frozen })),
    ledger: ledger.rows.map((r) => ({ ...r, createdAt: toRegionTime(r.createdAt) })),
    openPositions: positions.map((p) => ({
      id: p.id,
      orderNo: p.orderNo,
      account: p.account,
      symbol: p.symbol,
      side: p.side,
      leverage: p.leverage,
      quantity: p.quantity,
      entryPrice: p.entryPrice,
      margin: p.margin,
      liquidationPrice: p.liquidationPrice,
      openedAt: toRegionTime(p.openedAt),
    })),
    orders,
  };
}

/** The latest orders of each kind, merged newest first. */
async function recentOrders(db: PrismaClient, userId: string): Promise<QaOrder[]> {
  const recent = { where: { userId }, take: ORDERS_PER_KIND } as const;
  const [seconds, earn, loans, ieo, deposits, withdrawals, exchanges] = await Promise.all([
    db.secondContractOrder.findMany({ ...recent, orderBy: { openedAt: 'desc' } }),
    db.productOrder.findMany({ ...recent, orderBy: { createdAt: 'desc' } }),
    db.loan.findMany({ ...recent, orderBy: { createdAt: 'desc' } }),
    db.ieoOrder.findMany({ ...recent, orderBy: { createdAt: 'desc' } }),
    db.recharge.findMany({ ...recent, orderBy: { createdAt: 'desc' } }),
    db.withdrawal.findMany({ ...recent, orderBy: { createdAt: 'desc' } }),
    db.flashExchange.findMany({ ...recent, orderBy: { createdAt: 'desc' } }),
  ]);
  const order = (kind: string, row: { id: string; orderNo: string }, status: number | null, summary: string, at: Date): QaOrder & { at: number } => ({
    kind,
    id: row.id,
    orderNo: row.orderNo,
    status,
    summary,
    createdAt: toRegionTime(at),
    at: at.getTime(),
  });
  return [
    ...seconds.map((o) => order('second', o, o.status, `${o.symbol} ${o.period}s ${o.direction === 1 ? 'up' : 'down'} ${o.amount} ${o.currency}`, o.openedAt)),
    ...earn.map((o) => order('earn', o, o.status, `${o.amount} ${o.currency}, ${o.cycleDays} d at ${o.dailyRate}/d`, o.createdAt)),
    ...loans.map((o) => order('loan', o, o.status, `${o.amount} ${o.currency}, ${o.days} d`, o.createdAt)),
    ...ieo.map((o) => order('ieo', o, o.status, `${o.quantity} at ${o.price}`, o.createdAt)),
    ...deposits.map((o) => order('deposit', o, o.status, `${o.amount} ${o.currency}`, o.createdAt)),
    ...withdrawals.map((o) => order('withdrawal', o, o.status, `${o.amount} ${o.currency}`, o.createdAt)),
    ...exchanges.map((o) => order('exchange', o, null, `${o.fromAmount} ${o.fromCurrency} -> ${o.toAmount} ${o.toCurrency}`, o.createdAt)),
  ]
    .sort((a, b) => b.at - a.at)
    .map(({ at: _at, ...rest }) => rest);
}
