import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POSITION_STATUS, toRegionTime } from '@sandbox/shared';
import { idString } from '@sandbox/shared/contract/common';
import { QA_SIGN_IN_PARAM, type QaOrder, type QaSignIn, type QaSignInSession, type QaUserDetail, type QaUserPage, type QaUserSummary } from '@sandbox/shared/qa-wire';
import { readerOf, type Prisma } from '@sandbox/prisma';
import { badRequest, notFound } from '../errors.ts';
import { listBalances, pageLog } from '../ledger/index.ts';
import { qaOk } from '../plugins/envelope.ts';
import type { QaOptions } from './context.ts';
import { QA_BASE, qaRoutes } from '@sandbox/shared/qa-routes';

/** The phone app's exchange of a sign-in-as code: the one QA route that takes no QA token (the code is the secret). */
/** The one QA route without the token (shared/src/qa-routes.ts names every QA path). */
export const SIGN_IN_EXCHANGE_URL = `${QA_BASE}${qaRoutes['signIn.exchange'].path}`;

/** Real time a sign-in-as code stays valid: a hand-off from the console to a tab it opens now. */
const SIGN_IN_CODE_MS = 60_000;
/** Codes not yet used, at most this many (a console clicked many times drops the oldest). */
const SIGN_IN_CODES_MAX = 100;
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

/**
 * Users in the sandbox console (under /__qa): search, one user's money, positions and orders
 * (a staff view, nothing masked), and sign-in-as: a one-time code the phone app, opened in a
 * new tab, exchanges for a normal session the auth module's session service opens, marked as
 * issued by QA (docs/domains/qa-console.md "Console users and sign-in-as"). The reads are the
 * QA API's own database reads (qa/ may read the database, like the request log's user filter):
 * no product service answers "any user's everything" and none should.
 */
export async function usersQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { deps, services } = opts;
  const { db, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);
  const hide = { hide: true } as const;
  // code -> the user it signs in and when it stops working (performance.now, real time).
  const codes = new Map<string, { userId: string; account: string; until: number }>();

  api.get(
    qaRoutes['users.search'].path,
    {
      schema: {
        ...hide,
        querystring: z.object({
          q: z.string().trim().max(100).default(''),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
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
      return ok(request, { list, total: counted?.n ?? 0, page, pageSize } satisfies QaUserPage);
    },
  );

  api.get(qaRoutes['users.show'].path, { schema: { ...hide, params: z.object({ id: idString }) } }, async (request) => {
    const { id } = request.params;
    const user = await db.user.findUnique({ where: { id }, select: summarySelect });
    if (!user) throw notFound('qa.userNotFound', { id });
    const recent = { where: { userId: id }, take: ORDERS_PER_KIND } as const;
    const [balances, ledger, positions, seconds, earn, loans, ieo, deposits, withdrawals, exchanges] = await Promise.all([
      listBalances(db, id),
      pageLog(readerOf(db), { userId: id }, { skip: 0, take: LEDGER_ROWS }),
      db.position.findMany({ where: { userId: id, status: POSITION_STATUS.RUNNING }, orderBy: { openedAt: 'desc' } }),
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
    const orders = [
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
    const detail: QaUserDetail = {
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
    return ok(request, detail);
  });

  api.post(qaRoutes['users.signIn'].path, { schema: { ...hide, params: z.object({ id: idString }) } }, async (request) => {
    const { id } = request.params;
    const user = await db.user.findUnique({ where: { id }, select: { id: true, account: true } });
    if (!user) throw notFound('qa.userNotFound', { id });
    const now = performance.now();
    for (const [code, entry] of codes) if (entry.until <= now) codes.delete(code);
    if (codes.size >= SIGN_IN_CODES_MAX) codes.delete(codes.keys().next().value!);
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { userId: user.id, account: user.account, until: now + SIGN_IN_CODE_MS });
    const answer: QaSignIn = {
      userId: user.id,
      account: user.account,
      code,
      expiresInSeconds: SIGN_IN_CODE_MS / 1000,
      path: `/?${QA_SIGN_IN_PARAM}=${code}#/home`,
    };
    return ok(request, answer);
  });

  // No QA token here (qa/routes.ts lets this one URL through, still loopback-only): the phone
  // app has none. The code works once, for a minute; the session is opened only now.
  api.post(
    qaRoutes['signIn.exchange'].path,
    { schema: { ...hide, body: z.object({ code: z.string().min(1).max(100) }) } },
    async (request) => {
      const entry = codes.get(request.body.code);
      codes.delete(request.body.code);
      if (!entry || entry.until <= performance.now()) throw badRequest('qa.signInCode');
      const token = await db.$transaction(async (tx) => {
        const issued = await services.sessions.issue(entry.userId, tx, { issuedBy: 'qa' });
        // The audit trail beside logins and logouts: who was signed in by staff, and when.
        await tx.activity.create({ data: { userId: entry.userId, kind: 'qaSignIn', ip: request.ip, userAgent: 'sandbox console', createdAt: clock.now() } });
        return issued;
      });
      return ok(request, { token, userId: entry.userId, account: entry.account } satisfies QaSignInSession);
    },
  );
}
