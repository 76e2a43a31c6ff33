import type { Position as PositionRow, PrismaClient } from '@sandbox/prisma';
import { stopLossOnRightSide, takeProfitOnRightSide } from '@sandbox/shared/trading';
import { POSITION_STATUS, TRADE_ACCOUNT } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isCompetitionAccount, type BalanceAccount } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import { positionAccount, type AccountSelector, type CompetitionAccounts, type EntryReader } from './accounts.ts';
import { loadSymbols, symbolCode, type SymbolRules } from './catalogue.ts';
import { D, liquidationPrice, type Dec } from './margin-math.ts';
import { sideOf, toPositionView } from './position-view.ts';
import type { TriggerIndex, Triggers } from './trigger-index.ts';

/*
 * What the position service's parts share: its dependencies, the account an order trades on or
 * a list reads, the ownership checks, the trigger index kept in step, the view and the rules
 * every change checks.
 */

export interface PositionDeps {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
  index: TriggerIndex;
  notify: Notify;
  competitionAccounts: CompetitionAccounts;
}

/** The columns of a position the trigger index reads: a read that only keeps the index selects these. */
export const TRIGGER_COLUMNS = { id: true, status: true, symbol: true, side: true, takeProfitPrice: true, stopLossPrice: true, liquidationPrice: true } as const;
export type TrackedRow = Pick<PositionRow, keyof typeof TRIGGER_COLUMNS>;

export interface PositionContext extends PositionDeps {
  /** Keeps the trigger index in step with rows just committed (open ones in, closed ones out). */
  track(rows: readonly TrackedRow[]): void;
}

/** Take-profit beyond the mark on the winning side; stop-loss between the mark and the liquidation price (the shared side rules). */
export function assertLevels(side: 1 | -1, mark: Dec, lp: Dec | null, tp: Dec | null, sl: Dec | null): void {
  const long = side === 1;
  if (tp && !takeProfitOnRightSide(long, mark, tp)) throw badRequest(long ? 'trade.takeProfitLong' : 'trade.takeProfitShort');
  if (sl && !stopLossOnRightSide(long, mark, sl, lp)) throw badRequest(long ? 'trade.stopLossLong' : 'trade.stopLossShort');
}

/** The trigger index's track (PositionContext.track). */
export function trackIn(index: TriggerIndex, rows: readonly TrackedRow[]): void {
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
  index.upsertMany(open);
}

/** The competition accounts and the competition a selector names (accountType 3 needs both). */
function competitionOf(ctx: PositionContext, sel: AccountSelector): { accounts: CompetitionAccounts; competitionId: string } {
  if (!sel.competitionId) throw badRequest('trade.competitionRequired');
  return { accounts: ctx.competitionAccounts, competitionId: sel.competitionId };
}

/** The account an order trades on at `at` (a competition account only while its entry runs). */
export async function tradingAccount(ctx: PositionContext, tx: EntryReader, userId: string, sel: AccountSelector, at: Date): Promise<BalanceAccount> {
  if (sel.accountType !== TRADE_ACCOUNT.COMPETITION) return positionAccount(sel.accountType);
  const { accounts, competitionId } = competitionOf(ctx, sel);
  return accounts.trading(tx, userId, competitionId, at);
}

/** The account a list or a summary reads (a competition account in any state of its entry). */
export async function readingAccount(ctx: PositionContext, userId: string, sel: AccountSelector): Promise<BalanceAccount> {
  if (sel.accountType !== TRADE_ACCOUNT.COMPETITION) return positionAccount(sel.accountType);
  const { accounts, competitionId } = competitionOf(ctx, sel);
  return accounts.reading(ctx.db, userId, competitionId);
}

/** A change to a competition account's position is refused once its entry stopped running (exit, end). */
export async function assertTradeable(ctx: PositionContext, tx: EntryReader, row: Pick<PositionRow, 'account'>, at: Date): Promise<void> {
  if (isCompetitionAccount(row.account)) {
    await ctx.competitionAccounts.assertTradeable(tx, row.account, at);
  }
}

export function markOf(ctx: PositionContext, rules: SymbolRules): Dec {
  const mark = ctx.feed.markPrice(rules.code);
  if (!mark || mark.lte(0)) throw conflict('trade.noPrice', { symbol: rules.code });
  return new D(mark);
}

export async function mustOwn(ctx: PositionContext, userId: string, id: string): Promise<PositionRow> {
  const row = await ctx.db.position.findUnique({ where: { id } });
  // Another user's position answers exactly like a missing one.
  if (!row || row.userId !== userId) throw notFound('trade.positionNotFound');
  return row;
}

export async function mustOwnOpen(ctx: PositionContext, userId: string, id: string): Promise<PositionRow> {
  const row = await mustOwn(ctx, userId, id);
  if (row.status !== POSITION_STATUS.RUNNING) throw conflict('trade.positionNotOpen');
  return row;
}

export async function view(ctx: PositionContext, row: PositionRow) {
  const rules = (await loadSymbols(ctx.db)).get(symbolCode(row.symbol));
  return toPositionView(row, rules, ctx.feed.markPrice(symbolCode(row.symbol)));
}

/** Isolated LP from the row's own margin; cross rows are recomputed by refreshCrossLiquidation. */
export const isolatedLiquidation = (row: Pick<PositionRow, 'margin' | 'side' | 'quantity' | 'entryPrice'>, rules: SymbolRules) =>
  liquidationPrice({
    walletBalance: new D(row.margin),
    side: sideOf(row),
    size: new D(row.quantity),
    entryPrice: new D(row.entryPrice),
    tiers: rules.tiers,
  });
