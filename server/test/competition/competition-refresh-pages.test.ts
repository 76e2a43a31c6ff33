import { afterEach, beforeEach, expect, test } from 'vitest';
import Decimal from 'decimal.js';
import { insertRows, type PrismaClient, type SqlValue } from '@sandbox/prisma';
import { createTestDatabase } from '@sandbox/prisma/test-db';
import { COMPETITION_STATUS, POSITION_STATUS } from '@sandbox/shared';
import { competitionAccount } from '../../src/ledger/index.ts';
import { createLiveBoards, REFRESH_PAGE } from '../../src/modules/competition/board.ts';
import { rankEntrants, yieldRateOf, type Entrant } from '../../src/modules/competition/ranking.ts';

/*
 * A ranking refresh reads, seats, scores and writes its entrants a page at a time
 * (REFRESH_PAGE) with a pause between pages (board.ts): the ranks and stored yields equal those
 * of one full sort (rankEntrants) of the entrants' equities worked out here. 1,234 entrants
 * (three pages), their entry ids in another order than their user ids (the read's key), yields
 * that tie (then the earlier join wins, then the smaller id); every tenth holds 0.01 BTC long
 * from 60,000 with 100 of margin, one has no balance row (its stored 9,000 stands), one left.
 */
const ENTRANTS = 1234;
const CUP = 'cup';
const created = new Date('2026-03-01T00:00:00Z');

let db: PrismaClient;
let cleanup: () => Promise<void>;
let btc: Decimal;

const pad = (i: number) => String(i).padStart(5, '0');
const entryIdOf = (i: number) => `entry${pad((i * 7919) % ENTRANTS)}`;
const holdsBtc = (i: number) => i % 10 === 0;
const NO_BALANCE = 7;
const EXITED = 8;
/** Each entrant's account before its position: 10,000 give or take up to 100, in steps that repeat. */
const walletOf = (i: number) => 10000 + ((i * 37) % 200) - 100;

beforeEach(async () => {
  ({ db, cleanup } = await createTestDatabase());
  btc = new Decimal(65000);
  await db.competition.create({
    data: { id: CUP, name: 'Cup', fund: '0', initialFunds: '10000', rewards: '[]', startAt: created, endAt: new Date(created.getTime() + 864e5), status: COMPETITION_STATUS.IN_PROGRESS },
  });
  const users: SqlValue[][] = [];
  const entries: SqlValue[][] = [];
  const balances: SqlValue[][] = [];
  const positions: SqlValue[][] = [];
  for (let i = 0; i < ENTRANTS; i++) {
    const userId = `user${pad(i)}`;
    const entryId = entryIdOf(i);
    const account = competitionAccount(entryId);
    const status = i === EXITED ? COMPETITION_STATUS.EXITED : COMPETITION_STATUS.IN_PROGRESS;
    users.push([userId, `u${i}@example.com`, 'not-a-hash', `CODE${i}`, created, created]);
    entries.push([entryId, CUP, userId, '10000', i === NO_BALANCE ? '9000' : '10000', status, new Date(created.getTime() + (i % 5) * 1000)]);
    if (i === NO_BALANCE) continue;
    balances.push([`bal${pad(i)}`, userId, account, 'USDT', String(walletOf(i) - (holdsBtc(i) ? 100 : 0)), holdsBtc(i) ? '100' : '0', created, created]);
    if (holdsBtc(i)) positions.push([`pos${pad(i)}`, userId, account, 'BTC/USDT', 1, 1, 10, '0.01', '60000', '100', '0.3', POSITION_STATUS.RUNNING, created, created]);
  }
  await db.$transaction(async (tx) => {
    await insertRows(tx, 'User', ['id', 'account', 'passwordHash', 'inviteCode', 'createdAt', 'updatedAt'], users);
    await insertRows(tx, 'CompetitionEntry', ['id', 'competitionId', 'userId', 'initialEquity', 'equity', 'status', 'joinedAt'], entries);
    await insertRows(tx, 'Balance', ['id', 'userId', 'account', 'currency', 'available', 'frozen', 'createdAt', 'updatedAt'], balances);
    await insertRows(
      tx,
      'Position',
      ['id', 'userId', 'account', 'symbol', 'side', 'marginMode', 'leverage', 'quantity', 'entryPrice', 'margin', 'openFee', 'status', 'openedAt', 'updatedAt'],
      positions,
    );
  });
});
afterEach(async () => {
  await cleanup();
});

/** The entrants in progress with their equity at the BTC price now: the wallet, plus 0.01 x (price - 60,000) for the holders. */
function expectedEntrants(): Entrant[] {
  const entrants: Entrant[] = [];
  for (let i = 0; i < ENTRANTS; i++) {
    if (i === EXITED) continue;
    const pnl = holdsBtc(i) ? btc.minus(60000).times('0.01') : new Decimal(0);
    const equity = i === NO_BALANCE ? '9000' : pnl.plus(walletOf(i)).toFixed();
    entrants.push({ id: entryIdOf(i), initialEquity: '10000', equity, joinedAt: new Date(created.getTime() + (i % 5) * 1000) });
  }
  return entrants;
}

async function expectRanksOfOneSort(boards: ReturnType<typeof createLiveBoards>) {
  const entrants = expectedEntrants();
  expect(await boards.refresh(CUP)).toBe(ENTRANTS - 1);
  const order = boards.live(CUP)!.order;
  expect(order.map((seat) => [seat.id, seat.rank])).toEqual(rankEntrants(entrants).map((r) => [r.id, r.rank]));
  const stored = await db.competitionEntry.findMany({ where: { competitionId: CUP, status: COMPETITION_STATUS.IN_PROGRESS }, select: { id: true, equity: true, yieldRate: true } });
  const byId = new Map(entrants.map((e) => [e.id, e]));
  expect(stored.map((e) => [e.id, e.equity, e.yieldRate])).toEqual(stored.map((e) => [e.id, byId.get(e.id)!.equity, yieldRateOf('10000', byId.get(e.id)!.equity)]));
}

test('a refresh of more entrants than a page, paused between pages, ranks and stores as one full sort; again after BTC moves', async () => {
  expect(ENTRANTS).toBeGreaterThan(2 * REFRESH_PAGE);
  let paused = 0;
  const boards = createLiveBoards(db, (symbol) => (symbol === 'BTCUSDT' ? btc : undefined), () => async () => void paused++);
  await expectRanksOfOneSort(boards);
  // Between the pages of the read, of the seating, of the scoring and of the write (1,233 moved: the yields were all 0).
  expect(paused).toBeGreaterThanOrEqual(4 * 2);
  btc = new Decimal(52000);
  await expectRanksOfOneSort(boards);
  // The exited entry keeps what it had.
  expect(await db.competitionEntry.findUniqueOrThrow({ where: { id: entryIdOf(EXITED) }, select: { equity: true, yieldRate: true } })).toEqual({ equity: '10000', yieldRate: '0' });
});
