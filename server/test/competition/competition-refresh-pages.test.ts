import { afterEach, beforeEach, expect, test } from 'vitest';
import Decimal from 'decimal.js';
import type { PrismaClient } from '@sandbox/prisma';
import { createTestDatabase } from '@sandbox/prisma/test-db';
import { COMPETITION_STATUS, POSITION_STATUS } from '@sandbox/shared';
import { competitionAccount } from '../../src/ledger/index.ts';
import { createLiveBoards, REFRESH_PAGE, WRITE_PAGE } from '../../src/modules/competition/board.ts';
import { rankEntrants, yieldRateOf, type Entrant } from '../../src/modules/competition/ranking.ts';

/*
 * A ranking refresh reads, seats, scores and writes its entrants a page at a time
 * (REFRESH_PAGE; WRITE_PAGE for the write) with a pause between pages (board.ts): the ranks and
 * stored yields equal those of one full sort (rankEntrants) of the entrants' equities worked out
 * here. 1,234 entrants (three pages), their entry ids in another order than their user ids (the
 * read's key), yields that tie (then the earlier join wins, then the smaller id); every tenth
 * holds 0.01 BTC long from 60,000 with 100 of margin, one has no balance row (its stored 9,000
 * stands), one left.
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
const joinedAtOf = (i: number) => new Date(created.getTime() + (i % 5) * 1000);

beforeEach(async () => {
  ({ db, cleanup } = await createTestDatabase());
  btc = new Decimal(65000);
  await db.competition.create({
    data: { id: CUP, name: 'Cup', fund: '0', initialFunds: '10000', rewards: '[]', startAt: created, endAt: new Date(created.getTime() + 864e5), status: COMPETITION_STATUS.IN_PROGRESS },
  });
  const all = Array.from({ length: ENTRANTS }, (_, i) => ({ i, userId: `user${pad(i)}`, entryId: entryIdOf(i), account: competitionAccount(entryIdOf(i)) }));
  const funded = all.filter(({ i }) => i !== NO_BALANCE);
  await db.user.createMany({ data: all.map(({ i, userId }) => ({ id: userId, account: `u${i}@example.com`, passwordHash: 'not-a-hash', inviteCode: `CODE${i}` })) });
  await db.competitionEntry.createMany({
    data: all.map(({ i, userId, entryId }) => ({
      id: entryId,
      competitionId: CUP,
      userId,
      initialEquity: '10000',
      equity: i === NO_BALANCE ? '9000' : '10000',
      status: i === EXITED ? COMPETITION_STATUS.EXITED : COMPETITION_STATUS.IN_PROGRESS,
      joinedAt: joinedAtOf(i),
    })),
  });
  await db.balance.createMany({
    data: funded.map(({ i, userId, account }) => ({ userId, account, currency: 'USDT', available: String(walletOf(i) - (holdsBtc(i) ? 100 : 0)), frozen: holdsBtc(i) ? '100' : '0' })),
  });
  await db.position.createMany({
    data: funded
      .filter(({ i }) => holdsBtc(i))
      .map(({ userId, account }) => ({ userId, account, symbol: 'BTC/USDT', side: 1, marginMode: 1, leverage: 10, quantity: '0.01', entryPrice: '60000', margin: '100', openFee: '0.3', status: POSITION_STATUS.RUNNING })),
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
    entrants.push({ id: entryIdOf(i), initialEquity: '10000', equity, joinedAt: joinedAtOf(i) });
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
  // Between the pages of the read, of the seating and of the scoring, after each of those steps,
  // and between the pages of the write (all 1,233 live entrants moved: their yields were 0).
  const between = (items: number, size: number) => Math.ceil(items / size) - 1;
  expect(paused).toBe(3 * between(ENTRANTS - 1, REFRESH_PAGE) + 3 + between(ENTRANTS - 1, WRITE_PAGE));
  btc = new Decimal(52000);
  await expectRanksOfOneSort(boards);
  // The exited entry keeps what it had.
  expect(await db.competitionEntry.findUniqueOrThrow({ where: { id: entryIdOf(EXITED) }, select: { equity: true, yieldRate: true } })).toEqual({ equity: '10000', yieldRate: '0' });
});
