import { readerOf, sqlOf, sqlTime, type PrismaClient } from '@sandbox/prisma';
import { REWARD_STATE, REWARD_TYPE, toRegionTime, truncate } from '@sandbox/shared';
import Decimal from 'decimal.js';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadPriceTable } from '../wallet/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { credit } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import type { LevelService } from './level-service.ts';
import { mondayAtOrBefore, mondaysBetween, weekKey } from './week.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';

/** A weekly red envelope can be claimed for 30 days from its Monday; bonuses and referral rewards never expire. */
export const ENVELOPE_CLAIM_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
/** The last Monday paid (ISO instant), kept like the risk job's cursor; not public. */
export const ENVELOPE_WATERMARK_KEY = 'jobs.vip.lastEnvelopeMonday';

type RewardState = (typeof REWARD_STATE)[keyof typeof REWARD_STATE];
type RewardType = (typeof REWARD_TYPE)[keyof typeof REWARD_TYPE];

interface RewardRow {
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

const LEDGER_TYPE: Record<RewardType, BalanceLogType> = {
  [REWARD_TYPE.WEEKLY_RED_ENVELOPE]: BalanceLogType.VIP_WEEKLY_RED_ENVELOPE,
  [REWARD_TYPE.UPGRADE_BONUS]: BalanceLogType.VIP_UPGRADE_BONUS,
  [REWARD_TYPE.REFERRAL_COMMISSION]: BalanceLogType.REFERRAL_COMMISSION,
};

const expiresAtOf = (type: number, createdAt: Date): Date | null =>
  type === REWARD_TYPE.WEEKLY_RED_ENVELOPE ? new Date(createdAt.getTime() + ENVELOPE_CLAIM_DAYS * DAY_MS) : null;

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

export type WelfareService = ReturnType<typeof createWelfareService>;

/** The welfare centre: the caller's rewards, claims, and the Monday red envelopes. */
export function createWelfareService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; levels: LevelService; notify: Notify }) {
  const { db, clock } = deps;
  // The previous pass's instant: the fallback cursor when a scenario load wiped the stored one.
  let lastPassAt: Date | undefined;

  function toWire(r: RewardRow) {
    const createdAt = new Date(r.createdAt);
    const expiresAt = expiresAtOf(r.type, createdAt);
    return {
      id: r.id,
      type: r.type as RewardType,
      level: r.level,
      period: r.type === REWARD_TYPE.WEEKLY_RED_ENVELOPE ? r.periodKey.slice('week-'.length) : r.periodKey,
      currency: r.currency,
      amount: r.amount,
      state: r.state as RewardState,
      createdAt: toRegionTime(createdAt),
      claimedAt: r.claimedAt ? toRegionTime(new Date(r.claimedAt)) : null,
      expiresAt: expiresAt ? toRegionTime(expiresAt) : null,
    };
  }

  const expiryCutoff = (now: Date) => sqlTime(new Date(now.getTime() - ENVELOPE_CLAIM_DAYS * DAY_MS));

  return {
    async list(userId: string, q: PageQuery & { state?: number | undefined; type?: number | undefined }) {
      await deps.levels.evaluate(userId);
      const reader = readerOf(db);
      const base = [expiryCutoff(clock.now()), userId];
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
      const window = pageWindow(q);
      const [rows, all] = await Promise.all([
        reader.all<RewardRow>(`SELECT * FROM (${REWARD_ROWS}) AS rewards${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT ? OFFSET ?`, [...base, ...params, window.take, window.skip]),
        reader.all<Pick<RewardRow, 'type' | 'currency' | 'amount' | 'state'>>(`SELECT "type", "currency", "amount", "state" FROM (${REWARD_ROWS}) AS rewards`, base),
      ]);
      const matching = all.filter((r) => (q.state === undefined || r.state === q.state) && (q.type === undefined || r.type === q.type));
      const prices = await loadPriceTable(db, clock.now(), deps.feed);
      // In USDT: a referral reward in another currency at its live price, like the team income.
      const sum = (state: number) =>
        truncate(
          all
            .filter((r) => r.state === state)
            .reduce((s, r) => s.plus(new Decimal(r.amount).times(r.currency === 'USDT' ? 1 : (prices.quote(r.currency)?.price ?? 0))), new Decimal(0)),
        );
      return {
        claimableCount: all.filter((r) => r.state === REWARD_STATE.CLAIMABLE).length,
        claimableAmount: sum(REWARD_STATE.CLAIMABLE),
        receivedAmount: sum(REWARD_STATE.RECEIVED),
        rewards: toPage(rows.map(toWire), matching.length, q),
      };
    },

    /**
     * Claims one reward: credited to spot once. The check for an existing ledger row and the
     * credit run in one transaction, and transactions run one at a time on the writer, so two
     * claims at the same instant pay once (the second sees the first's row: 409).
     */
    async claim(userId: string, id: string) {
      const now = clock.now();
      const row = await db.$transaction(async (tx) => {
        const reward = await tx.vipReward.findFirst({ where: { id, userId } });
        if (!reward) throw notFound('welfare.notFound');
        const claimed = await tx.balanceLog.findFirst({ where: { refType: 'VipReward', refId: reward.id }, select: { id: true } });
        if (claimed) throw conflict('welfare.claimed');
        const expiresAt = expiresAtOf(reward.type, reward.createdAt);
        if (expiresAt && expiresAt <= now) throw conflict('welfare.expired', { expiresAt: toRegionTime(expiresAt) });
        await credit(tx, {
          userId,
          account: 'spot',
          currency: reward.currency,
          amount: reward.amount,
          type: LEDGER_TYPE[reward.type as RewardType],
          refType: 'VipReward',
          refId: reward.id,
          remark: reward.periodKey,
          at: now,
        });
        await deps.notify(tx, { userId, kind: NOTICE_KIND.REWARD_RECEIVED, refId: reward.id, params: { amount: reward.amount, currency: reward.currency } });
        return reward;
      });
      // The credit may lift the level; a failure here waits for the sweep, the claim stands.
      await deps.levels.evaluate(userId).catch(() => undefined);
      return toWire({
        ...row,
        createdAt: row.createdAt.toISOString(),
        claimedAt: now.toISOString(),
        state: REWARD_STATE.RECEIVED,
      });
    },

    /**
     * Issues the red envelopes of every Monday 00:00 region time since the last one issued,
     * oldest first, each Monday in its own transaction with the cursor. With no cursor yet (a
     * new database) the pass starts from the Monday before now without paying it.
     */
    async issueEnvelopes(): Promise<{ weeks: number; envelopes: number }> {
      const now = clock.now();
      const stored = await db.systemSetting.findUnique({ where: { key: ENVELOPE_WATERMARK_KEY } });
      const after = stored ? new Date(stored.value) : (lastPassAt ?? mondayAtOrBefore(now));
      lastPassAt = now;
      const result = { weeks: 0, envelopes: 0 };
      const mondays = mondaysBetween(after, now);
      if (!stored && mondays.length === 0) {
        await db.systemSetting.upsert({
          where: { key: ENVELOPE_WATERMARK_KEY },
          create: { key: ENVELOPE_WATERMARK_KEY, value: after.toISOString(), remark: 'last Monday whose red envelopes were issued', isPublic: false },
          update: {},
        });
      }
      for (const monday of mondays) {
        const key = weekKey(monday);
        result.envelopes += await db.$transaction(async (tx) => {
          const issued = await sqlOf(tx).run(ISSUE_ENVELOPES, [key.slice('week-'.length).replaceAll('-', ''), key, monday, monday]);
          await tx.systemSetting.upsert({
            where: { key: ENVELOPE_WATERMARK_KEY },
            create: { key: ENVELOPE_WATERMARK_KEY, value: monday.toISOString(), remark: 'last Monday whose red envelopes were issued', isPublic: false },
            update: { value: monday.toISOString() },
          });
          return issued;
        });
        result.weeks += 1;
      }
      return result;
    },
  };
}
