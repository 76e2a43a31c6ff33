import { insertRows, newId, type Position as PositionRow, type SqlValue, type Tx } from '@sandbox/prisma';
import { MARGIN_MODE, POSITION_STATUS } from '@sandbox/shared';
import { debitEntry, freezeEntry, postAll } from '../../ledger/index.ts';
import type { SymbolRules } from './catalogue.ts';
import { D } from './margin-math.ts';
import { loadOrderCatalogue, openingMovements, openTx, positionData, sizeOrder, type CreatePositionInput, type Order } from './position-open.ts';
import { assertLevels, tradingAccount, type PositionContext } from './position-support.ts';

/** A position a scenario file opens: the market order's input, at the file's entry price or the mark. */
export interface ScenarioOrder {
  userId: string;
  input: CreatePositionInput;
  entryPrice?: string | undefined;
}

/** The orders of one call, each sized (position-open.ts sizeOrder), and when they open. */
export interface ScenarioBatch {
  orders: readonly ScenarioOrder[];
  sized: readonly Order[];
  now: Date;
  symbols: Map<string, SymbolRules>;
}

/**
 * A scenario file's positions (the QA API only; no product call reaches it), opened in one
 * transaction: each as a market order opens, with its rules, its margin and fee through the
 * ledger and its liquidation price, but at the file's entry price where it gives one (the
 * position's history). A refused one throws with its `index` in the list, and none is opened.
 * The orders open together (openTogether: a file of 1,000 positions in a few statements); a
 * refusal there rolls back and the same orders open one by one, which names the order refused.
 * Answers the orders' positions in their order, as they stand once all have opened (a later cross
 * order moves an earlier one's liquidation price): what a file's liquidation steer reads.
 */
export async function openScenarioPositions(ctx: PositionContext, orders: readonly ScenarioOrder[]): Promise<PositionRow[]> {
  const batch = await sizeScenarioOrders(ctx, orders);
  const inTransaction = (open: (tx: Tx) => Promise<PositionRow[]>) => ctx.db.$transaction(open, { timeout: 60_000 });
  let opened: PositionRow[];
  try {
    opened = await inTransaction((tx) => openTogether(ctx, tx, batch));
  } catch {
    opened = await inTransaction((tx) => openOneByOne(ctx, tx, batch));
  }
  ctx.track(opened);
  // The orders' rows come first; a row moved again later comes again later, so the last of each id is as it stands.
  const latest = new Map(opened.map((row) => [row.id, row]));
  return opened.slice(0, orders.length).map((row) => latest.get(row.id)!);
}

/** Each order checked and sized at its entry price or the mark; a refused one throws with its `index`. */
export async function sizeScenarioOrders(ctx: PositionContext, orders: readonly ScenarioOrder[]): Promise<ScenarioBatch> {
  const catalogue = await loadOrderCatalogue(ctx);
  const sized: Order[] = [];
  for (const [index, order] of orders.entries()) {
    sized.push(await atIndex(index, async () => sizeOrder(ctx, catalogue, order.input, order.entryPrice === undefined ? undefined : new D(order.entryPrice))));
  }
  return { orders, sized, now: ctx.clock.now(), symbols: catalogue.symbols };
}

/** The orders opened in turn (openTx each): the rows opened, in the orders' order, then the cross rows each one moved, in turn. */
export async function openOneByOne(ctx: PositionContext, tx: Tx, { orders, sized, now, symbols }: ScenarioBatch): Promise<PositionRow[]> {
  const rows: PositionRow[] = [];
  const moved: PositionRow[] = [];
  for (const [index, order] of orders.entries()) {
    const { row, touched } = await atIndex(index, () => openTx(ctx, tx, order.userId, order.input, sized[index]!, now, symbols));
    rows.push(row);
    moved.push(...touched);
  }
  return [...rows, ...moved];
}

/**
 * The orders opened together, with what openTx does for each: the rows inserted at once, every
 * margin frozen and fee paid in one ledger post (in the orders' turn, each balance refused below
 * zero), the take-profit and stop-loss checked against the row's liquidation price. Where a cross
 * position is involved (an order's or one a user holds already), opening one moves the others'
 * liquidation prices (refreshCrossLiquidation), so those orders open one by one.
 */
export async function openTogether(ctx: PositionContext, tx: Tx, batch: ScenarioBatch): Promise<PositionRow[]> {
  if (!(await isolatedOnly(tx, batch.orders))) return openOneByOne(ctx, tx, batch);
  const { orders, sized, now } = batch;
  // What Prisma's @updatedAt writes: the real time of the insert.
  const updatedAt = new Date();
  const rows: PositionRow[] = [];
  const entries = [];
  for (const [index, order] of orders.entries()) {
    const { mark, side, tp, sl } = sized[index]!;
    const data = positionData(order.userId, await tradingAccount(ctx, tx, order.userId, order.input, now), order.input, sized[index]!, now);
    const row: PositionRow = { ...data, id: newId(), closeFee: null, closePrice: null, grossPnl: null, realizedPnl: null, closeReason: null, closedAt: null, updatedAt };
    assertLevels(side, mark, row.liquidationPrice === null ? null : new D(row.liquidationPrice), tp, sl);
    const movements = openingMovements(row.id, data, now);
    entries.push(freezeEntry(movements.margin), debitEntry(movements.fee));
    rows.push(row);
  }
  const columns = Object.keys(rows[0] ?? {}) as (keyof PositionRow)[];
  await insertRows(tx, 'Position', columns, rows.map((row) => columns.map((c): SqlValue => row[c])));
  await postAll(tx, entries);
  return rows;
}

/** Whether no order is cross and none of their users holds an open cross position (on any account). */
async function isolatedOnly(tx: Tx, orders: readonly ScenarioOrder[]): Promise<boolean> {
  if (orders.some((o) => o.input.marginMode !== MARGIN_MODE.ISOLATED)) return false;
  const cross = await tx.position.findFirst({
    where: { userId: { in: [...new Set(orders.map((o) => o.userId))] }, status: POSITION_STATUS.RUNNING, marginMode: MARGIN_MODE.CROSS },
    select: { id: true },
  });
  return cross === null;
}

/** Runs a step of the `index`th order of a scenario's list: what it refuses carries the index (the loader names its place). */
export async function atIndex<T>(index: number, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw Object.assign(error as object, { index });
  }
}
