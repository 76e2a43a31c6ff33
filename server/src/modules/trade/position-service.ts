import type { Position as PositionRow, PrismaClient, Tx } from '@sandbox/prisma';
import { orderEstimate, stopLossOnRightSide, takeProfitOnRightSide } from '@sandbox/shared/trading';
import { CLOSE_REASON, MARGIN_MODE, POSITION_SIDE, POSITION_STATUS, REGION_UTC_OFFSET_MINUTES, TRADE_ACCOUNT } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { debit, freeze, getBalance } from '../../ledger/index.ts';
import { BalanceLogType, isCompetitionAccount, type BalanceAccount } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadAmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { accountCode, positionAccount, SETTLE_CURRENCY, type AccountSelector, type CompetitionAccounts, type EntryReader, type TradeAccountCode } from './accounts.ts';
import { loadSymbols, mustLoadSymbol, symbolCode, type SymbolRules } from './catalogue.ts';
import { refreshCrossLiquidation } from './cross-margin.ts';
import { D, liquidationPrice, tierFor, type Dec } from './margin-math.ts';
import { moneyInput, text } from './numbers.ts';
import { closePositionTx, type CloseReason } from './position-close.ts';
import { sideOf, toPositionView } from './position-view.ts';
import type { TriggerIndex, Triggers } from './trigger-index.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';

/** The closes the rules make on their own, each with the notification it leaves (the user's own close needs none). */
const CLOSED_BY_RULE: Partial<Record<CloseReason, Parameters<Notify>[1]['kind']>> = {
  [CLOSE_REASON.LIQUIDATION]: NOTICE_KIND.POSITION_LIQUIDATED,
  [CLOSE_REASON.TAKE_PROFIT]: NOTICE_KIND.POSITION_TAKE_PROFIT,
  [CLOSE_REASON.STOP_LOSS]: NOTICE_KIND.POSITION_STOP_LOSS,
};

export interface CreatePositionInput {
  symbol: string;
  side: 1 | 2;
  marginMode: 1 | 2;
  leverage: number;
  margin?: string | undefined;
  quantity?: string | undefined;
  takeProfit?: string | undefined;
  stopLoss?: string | undefined;
  accountType?: TradeAccountCode | undefined;
  competitionId?: string | undefined;
}

export type PositionService = ReturnType<typeof createPositionService>;

/** Take-profit beyond the mark on the winning side; stop-loss between the mark and the liquidation price (the shared side rules). */
export function assertLevels(side: 1 | -1, mark: Dec, lp: Dec | null, tp: Dec | null, sl: Dec | null): void {
  const long = side === 1;
  if (tp && !takeProfitOnRightSide(long, mark, tp)) throw badRequest(long ? 'trade.takeProfitLong' : 'trade.takeProfitShort');
  if (sl && !stopLossOnRightSide(long, mark, sl, lp)) throw badRequest(long ? 'trade.stopLossLong' : 'trade.stopLossShort');
}

/**
 * Perpetual positions (market orders at the simulated mark price). Every
 * change is one transaction with its ledger movements; the in-memory
 * trigger index is updated after the commit.
 */
export function createPositionService(deps: {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
  index: TriggerIndex;
  notify: Notify;
  competitionAccounts: CompetitionAccounts;
}) {
  const { db, clock, feed, index } = deps;

  /** The competition accounts and the competition a selector names (accountType 3 needs both). */
  function competitionOf(sel: AccountSelector): { accounts: CompetitionAccounts; competitionId: string } {
    if (!sel.competitionId) throw badRequest('trade.competitionRequired');
    return { accounts: deps.competitionAccounts, competitionId: sel.competitionId };
  }

  /** The account an order trades on at `at` (a competition account only while its entry runs). */
  async function tradingAccount(tx: EntryReader, userId: string, sel: AccountSelector, at: Date): Promise<BalanceAccount> {
    if (sel.accountType !== TRADE_ACCOUNT.COMPETITION) return positionAccount(sel.accountType);
    const { accounts, competitionId } = competitionOf(sel);
    return accounts.trading(tx, userId, competitionId, at);
  }

  /** The account a list or a summary reads (a competition account in any state of its entry). */
  async function readingAccount(userId: string, sel: AccountSelector): Promise<BalanceAccount> {
    if (sel.accountType !== TRADE_ACCOUNT.COMPETITION) return positionAccount(sel.accountType);
    const { accounts, competitionId } = competitionOf(sel);
    return accounts.reading(db, userId, competitionId);
  }

  /** A change to a competition account's position is refused once its entry stopped running (exit, end). */
  async function assertTradeable(tx: EntryReader, row: Pick<PositionRow, 'account'>, at: Date): Promise<void> {
    if (isCompetitionAccount(row.account)) {
      await deps.competitionAccounts.assertTradeable(tx, row.account, at);
    }
  }

  /** Keeps the trigger index in step with rows just committed (open ones in, closed ones out). */
  const track = (rows: readonly PositionRow[]) => {
    const open: Triggers[] = [];
    for (const r of rows) {
      if (r.status !== POSITION_STATUS.RUNNING) index.remove(r.id);
      else
        open.push({
          positionId: r.id,
          symbol: symbolCode(r.symbol),
          side: sideOf(r),
          takeProfit: r.takeProfitPrice,
          stopLoss: r.stopLossPrice,
          liquidation: r.liquidationPrice,
        });
    }
    if (open.length === 1) index.upsert(open[0]!);
    else if (open.length > 1) index.upsertMany(open);
  };

  function markOf(rules: SymbolRules): Dec {
    const mark = feed.markPrice(rules.code);
    if (!mark || mark.lte(0)) throw conflict('trade.noPrice', { symbol: rules.code });
    return new D(mark);
  }

  async function mustOwn(userId: string, id: string): Promise<PositionRow> {
    const row = await db.position.findUnique({ where: { id } });
    // Another user's position answers exactly like a missing one.
    if (!row || row.userId !== userId) throw notFound('trade.positionNotFound');
    return row;
  }

  async function mustOwnOpen(userId: string, id: string): Promise<PositionRow> {
    const row = await mustOwn(userId, id);
    if (row.status !== POSITION_STATUS.RUNNING) throw conflict('trade.positionNotOpen');
    return row;
  }

  async function view(row: PositionRow) {
    const rules = (await loadSymbols(db)).get(symbolCode(row.symbol));
    return toPositionView(row, rules, feed.markPrice(symbolCode(row.symbol)));
  }

  /** Isolated LP from the row's own margin; cross rows are recomputed by refreshCrossLiquidation. */
  const isolatedLiquidation = (row: Pick<PositionRow, 'margin' | 'side' | 'quantity' | 'entryPrice'>, rules: SymbolRules) =>
    liquidationPrice({
      walletBalance: new D(row.margin),
      side: sideOf(row),
      size: new D(row.quantity),
      entryPrice: new D(row.entryPrice),
      tiers: rules.tiers,
    });

  /** Closes in its own transaction; used by the close call and by the risk job. */
  async function closeAt(id: string, price: Dec, reason: CloseReason, at: Date): Promise<PositionRow> {
    const symbols = await loadSymbols(db);
    const { closed, touched } = await db.$transaction(async (tx) => {
      const row = await tx.position.findUnique({ where: { id } });
      if (!row) throw notFound('trade.positionNotFound');
      const rules = symbols.get(symbolCode(row.symbol));
      if (!rules) throw badRequest('trade.unknownSymbol', { symbol: symbolCode(row.symbol) });
      await assertTradeable(tx, row, at);
      const closed = await closePositionTx(tx, row, rules, price, reason, at);
      // Real money only: a demo or competition close is simulated. Liquidation, take-profit and
      // stop-loss closes happen while the user may be away: each leaves a notification (issue 17 item 7).
      const kind = CLOSED_BY_RULE[reason];
      if (kind !== undefined && closed.account === 'contract') {
        const params = { symbol: symbolCode(row.symbol), price: closed.closePrice ?? text(price), margin: closed.margin, pnl: closed.realizedPnl ?? '0' };
        await deps.notify(tx, { userId: row.userId, kind, refId: row.id, params });
      }
      const touched = await refreshCrossLiquidation(tx, row.userId, closed.account as BalanceAccount, symbols, feed);
      return { closed, touched };
    });
    track([closed, ...touched]);
    return closed;
  }

  /**
   * Recomputes the cross liquidation prices of accounts holding two or more
   * cross positions: each one's price depends on the others' PnL, which moves
   * with every tick (a single cross position's price depends only on the
   * wallet, refreshed whenever the wallet changes). Returns the accounts refreshed.
   */
  async function refreshSharedCross(): Promise<number> {
    const groups = await db.position.groupBy({
      by: ['userId', 'account'],
      where: { status: POSITION_STATUS.RUNNING, marginMode: MARGIN_MODE.CROSS },
      _count: { _all: true },
    });
    const shared = groups.filter((g) => g._count._all > 1);
    if (shared.length === 0) return 0;
    const symbols = await loadSymbols(db);
    for (const g of shared) {
      const touched = await db.$transaction((tx) => refreshCrossLiquidation(tx, g.userId, g.account as BalanceAccount, symbols, feed));
      track(touched);
    }
    return shared.length;
  }

  /**
   * Closes every open position of the given accounts at `priceOf` its symbol (the entry
   * price when there is none), in the caller's transaction: a competition exit or end,
   * whose status flip is in the same one. The caller tracks the rows returned once the
   * transaction commits.
   */
  async function closeAllTx(tx: Tx, accounts: readonly BalanceAccount[], priceOf: (symbol: string) => Dec | undefined, at: Date): Promise<PositionRow[]> {
    const open: PositionRow[] = [];
    // Bounded IN lists (an end closes the accounts of every entrant).
    for (let i = 0; i < accounts.length; i += 500) {
      const chunk = accounts.slice(i, i + 500);
      open.push(...(await tx.position.findMany({ where: { account: { in: [...chunk] }, status: POSITION_STATUS.RUNNING }, orderBy: [{ openedAt: 'asc' }, { id: 'asc' }] })));
    }
    if (open.length === 0) return [];
    const symbols = await loadSymbols(tx);
    const closed: PositionRow[] = [];
    for (const row of open) {
      const code = symbolCode(row.symbol);
      const rules = symbols.get(code);
      if (!rules) throw badRequest('trade.unknownSymbol', { symbol: code });
      closed.push(await closePositionTx(tx, row, rules, priceOf(code) ?? new D(row.entryPrice), CLOSE_REASON.MANUAL, at));
    }
    return closed;
  }

  return {
    closeAt,
    closeAllTx,
    track,
    refreshSharedCross,

    async create(userId: string, input: CreatePositionInput) {
      const rules = await mustLoadSymbol(db, input.symbol);
      if (!rules.contractEnabled) throw badRequest('trade.contractDisabled', { symbol: rules.code });
      if (input.leverage < 1 || input.leverage > rules.maxLeverage) {
        throw badRequest('trade.leverageInvalid', { max: rules.maxLeverage });
      }
      const mark = markOf(rules);
      // The typed margin takes up to MONEY_DP decimals (the amount rule, docs/architecture.md
      // "Money and time"); the margin taken is rounded to the settlement currency's own decimals,
      // never above the offer.
      if (input.margin) moneyInput(input.margin);
      const marginRule = await loadAmountRule(db, 'margin', SETTLE_CURRENCY);
      // The leverage picked is the leverage the position has: the margin taken is the
      // truncated quantity's notional / leverage; the opening fee is that notional x the
      // taker rate, rounded up (the order form's estimate is the same shared function).
      const size = orderEstimate({
        margin: input.margin,
        quantity: input.margin ? undefined : input.quantity,
        leverage: input.leverage,
        price: mark.toFixed(),
        quantityPrecision: rules.quantityPrecision,
        marginDecimals: marginRule.decimals,
        feeRate: rules.takerFeeRate,
      });
      const quantity = new D(size.quantity);
      if (quantity.lt(rules.minQuantity) || quantity.lte(0)) {
        throw badRequest('trade.quantityTooSmall', { min: rules.minQuantity.toFixed(), base: rules.base });
      }
      const notional = quantity.times(mark);
      // Binance caps leverage by the bracket of the position's notional.
      const tier = tierFor(rules.tiers, notional);
      if (input.leverage > tier.maxLeverage) throw badRequest('trade.leverageInvalid', { max: tier.maxLeverage });
      const margin = new D(size.margin);
      const fee = new D(size.fee);
      const side = input.side === POSITION_SIDE.LONG ? 1 : -1;
      const tp = input.takeProfit ? new D(input.takeProfit) : null;
      const sl = input.stopLoss ? new D(input.stopLoss) : null;
      const now = clock.now();
      const symbols = await loadSymbols(db);

      const { row, touched } = await db.$transaction(async (tx) => {
        // Inside the transaction: a competition exit or end (which closes the account's
        // positions in its own transaction) is either wholly before this order or after it.
        const account = await tradingAccount(tx, userId, input, now);
        const base = {
          userId,
          account,
          symbol: rules.id,
          side: input.side,
          marginMode: input.marginMode,
          leverage: input.leverage,
          quantity: text(quantity, rules.quantityPrecision),
          entryPrice: text(mark),
          margin: text(margin),
          openFee: text(fee),
          takeProfitPrice: tp ? text(tp) : null,
          stopLossPrice: sl ? text(sl) : null,
          status: POSITION_STATUS.RUNNING,
          openedAt: now,
        };
        const isolatedLp = input.marginMode === MARGIN_MODE.ISOLATED ? isolatedLiquidation(base, rules) : null;
        let row = await tx.position.create({ data: { ...base, orderNo: orderNo('P', now), liquidationPrice: isolatedLp ? text(isolatedLp) : null } });
        const ref = { refType: 'Position', refId: row.id, at: now };
        const key = { userId, account, currency: SETTLE_CURRENCY };
        await freeze(tx, { ...key, ...ref, type: BalanceLogType.POSITION_MARGIN, amount: text(margin) });
        await debit(tx, { ...key, ...ref, type: BalanceLogType.POSITION_FEE, amount: text(fee) });
        const touched = await refreshCrossLiquidation(tx, userId, account, symbols, feed);
        row = touched.find((t) => t.id === row.id) ?? row;
        // Checked after the margin moved: a cross liquidation price depends on the wallet left.
        assertLevels(side, mark, row.liquidationPrice === null ? null : new D(row.liquidationPrice), tp, sl);
        return { row, touched };
      });
      track([row, ...touched]);
      return view(row);
    },

    async updateStopLoss(userId: string, input: { id: string; takeProfit?: string | undefined; stopLoss?: string | undefined }) {
      const row = await mustOwnOpen(userId, input.id);
      const rules = await mustLoadSymbol(db, symbolCode(row.symbol));
      const tp = input.takeProfit ? new D(input.takeProfit) : null;
      const sl = input.stopLoss ? new D(input.stopLoss) : null;
      assertLevels(sideOf(row), markOf(rules), row.liquidationPrice === null ? null : new D(row.liquidationPrice), tp, sl);
      const now = clock.now();
      const updated = await db.$transaction(async (tx) => {
        await assertTradeable(tx, row, now);
        const res = await tx.position.updateMany({
          where: { id: row.id, status: POSITION_STATUS.RUNNING },
          data: { takeProfitPrice: tp ? text(tp) : null, stopLossPrice: sl ? text(sl) : null },
        });
        if (res.count !== 1) throw conflict('trade.positionNotOpen');
        return tx.position.findUniqueOrThrow({ where: { id: row.id } });
      });
      track([updated]);
      return view(updated);
    },

    async close(userId: string, id: string) {
      const row = await mustOwnOpen(userId, id);
      const rules = await mustLoadSymbol(db, symbolCode(row.symbol));
      return view(await closeAt(row.id, markOf(rules), CLOSE_REASON.MANUAL, clock.now()));
    },

    async addMargin(userId: string, input: { id: string; amount: string }) {
      const row = await mustOwnOpen(userId, input.id);
      if (row.marginMode !== MARGIN_MODE.ISOLATED) throw badRequest('trade.addMarginIsolatedOnly');
      const rules = await mustLoadSymbol(db, symbolCode(row.symbol));
      const amount = moneyInput(input.amount);
      const now = clock.now();
      const updated = await db.$transaction(async (tx: Tx) => {
        await assertTradeable(tx, row, now);
        const margin = new D(row.margin).plus(amount);
        const lp = isolatedLiquidation({ ...row, margin: text(margin) }, rules);
        const res = await tx.position.updateMany({
          where: { id: row.id, status: POSITION_STATUS.RUNNING, margin: row.margin },
          data: { margin: text(margin), liquidationPrice: lp ? text(lp) : null },
        });
        if (res.count !== 1) throw conflict('trade.positionNotOpen');
        await freeze(tx, {
          userId,
          account: row.account as BalanceAccount,
          currency: SETTLE_CURRENCY,
          type: BalanceLogType.POSITION_MARGIN,
          amount: text(amount),
          refType: 'Position',
          refId: row.id,
          at: now,
        });
        return tx.position.findUniqueOrThrow({ where: { id: row.id } });
      });
      track([updated]);
      return view(updated);
    },

    async list(userId: string, q: PageQuery & AccountSelector & { status?: number | undefined; symbol?: string | undefined }) {
      const [symbols, account] = await Promise.all([loadSymbols(db), readingAccount(userId, q)]);
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
    },

    /** One position of the user's, open or closed; another user's answers like a missing one. */
    async get(userId: string, id: string) {
      return view(await mustOwn(userId, id));
    },

    async summary(userId: string, sel: AccountSelector = {}) {
      const account = await readingAccount(userId, sel);
      const symbols = await loadSymbols(db);
      const now = clock.now();
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
    },
  };
}
