import type { Tx } from '@sandbox/prisma';
import type { BalanceAccount } from '../../ledger/types.ts';
import type { PageQuery } from '../paging.ts';
import type { AccountSelector } from './accounts.ts';
import type { Dec } from './margin-math.ts';
import type { CloseReason } from './position-close.ts';
import { closeAllTx, closeAt, refreshSharedCross } from './position-closes.ts';
import { addMargin, closePosition, updateStopLoss } from './position-edit.ts';
import { createPosition, type CreatePositionInput } from './position-open.ts';
import { openScenarioPositions, type ScenarioOrder } from './position-open-scenario.ts';
import { getPosition, listPositions, positionSummary } from './position-reads.ts';
import { trackIn, type PositionContext, type PositionDeps, type TrackedRow } from './position-support.ts';

export type { CreatePositionInput } from './position-open.ts';
export type { ScenarioOrder } from './position-open-scenario.ts';
export { assertLevels } from './position-support.ts';

export type PositionService = ReturnType<typeof createPositionService>;

/**
 * Perpetual positions (market orders at the simulated mark price). Every
 * change is one transaction with its ledger movements; the in-memory
 * trigger index is updated after the commit.
 *
 * The parts: position-open.ts (create), position-open-scenario.ts (a scenario file's positions), position-edit.ts (TP/SL, close, added margin),
 * position-reads.ts (list, one, summary), position-closes.ts (closes by the rules and the
 * competitions, shared cross prices), position-support.ts (what they share).
 */
export function createPositionService(deps: PositionDeps) {
  const ctx: PositionContext = { ...deps, track: (rows) => trackIn(deps.index, rows) };
  return {
    closeAt: (id: string, price: Dec, reason: CloseReason, at: Date) => closeAt(ctx, id, price, reason, at),
    closeAllTx: (tx: Tx, accounts: readonly BalanceAccount[], priceOf: (symbol: string) => Dec | undefined, at: Date) => closeAllTx(tx, accounts, priceOf, at),
    track: (rows: readonly TrackedRow[]) => ctx.track(rows),
    refreshSharedCross: () => refreshSharedCross(ctx),
    create: (userId: string, input: CreatePositionInput) => createPosition(ctx, userId, input),
    /** A scenario file's positions, in one transaction (the QA API only: position-open-scenario.ts). */
    openScenarioPositions: (orders: readonly ScenarioOrder[]) => openScenarioPositions(ctx, orders),
    updateStopLoss: (userId: string, input: { id: string; takeProfit?: string | undefined; stopLoss?: string | undefined }) => updateStopLoss(ctx, userId, input),
    close: (userId: string, id: string) => closePosition(ctx, userId, id),
    addMargin: (userId: string, input: { id: string; amount: string }) => addMargin(ctx, userId, input),
    list: (userId: string, q: PageQuery & AccountSelector & { status?: number | undefined; symbol?: string | undefined }) => listPositions(ctx, userId, q),
    /** One position of the user's, open or closed; another user's answers like a missing one. */
    get: (userId: string, id: string) => getPosition(ctx, userId, id),
    summary: (userId: string, sel: AccountSelector = {}) => positionSummary(ctx, userId, sel),
  };
}
