import type { Sql } from '@sandbox/prisma';
import { REWARD_STATE, REWARD_TYPE } from '@sandbox/shared';

/*
 * The VIP module's plain SQL (sqlOf, readerOf): the sweep's batches, the level write, the upgrade
 * bonuses, the welfare centre's list and the Monday red envelopes. Every statement here is written once for SQLite and PostgreSQL.
 */

/** A reward as the welfare list reads it (REWARD_ROWS): times as stored text. */
export interface RewardRow {
  id: string;
  type: number;
  level: number;
  periodKey: string;
  currency: string;
  amount: string;
  createdAt: string;
  claimedAt: string | null;
  state: number;
}

// Once per user and level, ever: the unique (userId, type, periodKey) holds even if vipMaxLevel were reset.
const INSERT_BONUS =
  'INSERT INTO "VipReward" ("id", "userId", "type", "level", "periodKey", "currency", "amount", "createdAt") ' +
  "VALUES (?, ?, ?, ?, ?, 'USDT', ?, ?) ON CONFLICT (\"userId\", \"type\", \"periodKey\") DO NOTHING";

/*
 * A level write, guarded by the level columns the evaluation read: an evaluation that wrote
 * meanwhile wins and this one changes no row. Plain SQL because the sweep writes one per user
 * whose level moves (89,884 in the bench's): a model update cost about 0.5 ms of CPU each.
 */
const MOVE_LEVEL =
  'UPDATE "User" SET "vipLevel" = ?, "vipMaxLevel" = ?, "updatedAt" = ? WHERE "id" = ? AND "vipLevel" = ? AND "vipMaxLevel" = ?';

/*
 * The sweep's next batch: users after `after` in id order who hold a balance row or a level above 0
 * (the others have nothing to value), with the level columns their evaluation is guarded by.
 */
const SWEEP_BATCH_ROWS =
  'SELECT u."id", u."vipLevel", u."vipMaxLevel" FROM "User" u WHERE u."id" > ? ' +
  'AND (u."vipLevel" > 0 OR EXISTS (SELECT 1 FROM "Balance" b WHERE b."userId" = u."id")) ORDER BY u."id" LIMIT ?';

/*
 * A reward is received once its ledger row exists (refType "VipReward", refId = its id): the
 * balance log is the record of the claim, so there is no second copy to disagree with it.
 * Its state: received; else expired (an envelope past its 30 days); else claimable.
 */
const REWARD_ROWS =
  'SELECT r."id", r."type", r."level", r."periodKey", r."currency", r."amount", r."createdAt", l."createdAt" AS "claimedAt", ' +
  `CASE WHEN l."id" IS NOT NULL THEN ${REWARD_STATE.RECEIVED} ` +
  `WHEN r."type" = ${REWARD_TYPE.WEEKLY_RED_ENVELOPE} AND r."createdAt" <= ? THEN ${REWARD_STATE.EXPIRED} ` +
  `ELSE ${REWARD_STATE.CLAIMABLE} END AS "state" ` +
  'FROM "VipReward" r LEFT JOIN "BalanceLog" l ON l."refType" = \'VipReward\' AND l."refId" = r."id" WHERE r."userId" = ?';

/*
 * The weekly envelopes of one Monday for every user at level 1 or more, in ONE statement:
 * the level each user holds when the pass runs, the amount of that level, once per user and
 * week (the unique (userId, type, periodKey) turns a repeated pass into a no-op). Users who
 * registered after that Monday and disabled users get none. Set-based so 100,000 users take
 * one statement, not 100,000 round trips (npm run bench).
 */
const ISSUE_ENVELOPES =
  'INSERT INTO "VipReward" ("id", "userId", "type", "level", "periodKey", "currency", "amount", "createdAt") ' +
  `SELECT 'w' || ? || u."id", u."id", ${REWARD_TYPE.WEEKLY_RED_ENVELOPE}, u."vipLevel", ?, 'USDT', l."weeklyRedEnvelope", ? ` +
  'FROM "User" u JOIN "VipLevel" l ON l."level" = u."vipLevel" ' +
  'WHERE u."vipLevel" > 0 AND u."status" <> 0 AND u."createdAt" <= ? AND CAST(l."weeklyRedEnvelope" AS REAL) > 0 ' +
  'ON CONFLICT ("userId", "type", "periodKey") DO NOTHING';

/** Grants one level's upgrade bonus in USDT (periodKey "level-N"): 1 when written, 0 when the user had it already. */
export const insertUpgradeBonus = (sql: Pick<Sql, 'run'>, bonus: { id: string; userId: string; level: number; amount: string; at: Date }) =>
  sql.run(INSERT_BONUS, [bonus.id, bonus.userId, REWARD_TYPE.UPGRADE_BONUS, bonus.level, `level-${bonus.level}`, bonus.amount, bonus.at]);

/** Moves the user to `level` (the highest held kept in vipMaxLevel) if they still hold `held`: 1 when written, else 0. */
export const moveLevel = (
  sql: Pick<Sql, 'run'>,
  move: { userId: string; held: Pick<SweptUser, 'vipLevel' | 'vipMaxLevel'>; level: number; at: Date },
) => sql.run(MOVE_LEVEL, [move.level, Math.max(move.level, move.held.vipMaxLevel), move.at, move.userId, move.held.vipLevel, move.held.vipMaxLevel]);

/** A user as the sweep reads them: the id and the level columns a level write is guarded by. */
export interface SweptUser {
  id: string;
  vipLevel: number;
  vipMaxLevel: number;
}

/** Up to `take` users to sweep after the id `after` ('' for the first batch), in id order. */
export const sweepBatch = (reader: Pick<Sql, 'all'>, after: string, take: number) => reader.all<SweptUser>(SWEEP_BATCH_ROWS, [after, take]);

/** What the welfare list reads: whose rewards, and the instant at or before which an envelope has expired (sqlTime text). */
export interface RewardScope {
  userId: string;
  expiredAtOrBefore: string;
}

/** One page of a user's rewards, newest first, of a state and a type when given. */
export function rewardPage(
  reader: Pick<Sql, 'all'>,
  scope: RewardScope,
  q: { state?: number | undefined; type?: number | undefined; take: number; skip: number },
): Promise<RewardRow[]> {
  const filters: string[] = [];
  const params: Array<string | number> = [];
  if (q.state !== undefined) {
    filters.push('"state" = ?');
    params.push(q.state);
  }
  if (q.type !== undefined) {
    filters.push('"type" = ?');
    params.push(q.type);
  }
  const where = filters.length ? ` WHERE ${filters.join(' AND ')}` : '';
  // A subquery in FROM needs a name on PostgreSQL 15 ("rewards").
  return reader.all<RewardRow>(`SELECT * FROM (${REWARD_ROWS}) AS rewards${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT ? OFFSET ?`, [
    scope.expiredAtOrBefore, scope.userId, ...params, q.take, q.skip,
  ]);
}

/** Every reward of a user with what the welfare list's counts and sums need. */
export const rewardFigures = (reader: Pick<Sql, 'all'>, scope: RewardScope) =>
  reader.all<Pick<RewardRow, 'type' | 'currency' | 'amount' | 'state'>>(`SELECT "type", "currency", "amount", "state" FROM (${REWARD_ROWS}) AS rewards`, [
    scope.expiredAtOrBefore, scope.userId,
  ]);

/** Issues one Monday's red envelopes (`week` its weekKey, "week-2026-11-23"): the number written. */
export const issueWeekEnvelopes = (sql: Pick<Sql, 'run'>, monday: Date, week: string) =>
  sql.run(ISSUE_ENVELOPES, [week.slice('week-'.length).replaceAll('-', ''), week, monday, monday]);
