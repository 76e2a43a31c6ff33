import type { Sql } from '@sandbox/prisma';
import { REWARD_TYPE } from '@sandbox/shared';

/* The team module's plain SQL (sqlOf): the referral rewards, written once for SQLite and PostgreSQL. */

// Once per (beneficiary, invitee): the unique (userId, type, periodKey) makes a replayed approval a no-op.
const INSERT_REWARD =
  'INSERT INTO "VipReward" ("id", "userId", "type", "level", "periodKey", "currency", "amount", "createdAt") ' +
  'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT ("userId", "type", "periodKey") DO NOTHING';

/** A referral reward of `level` (1 = the inviter) for an invitee's first deposit. */
export interface ReferralReward {
  id: string;
  userId: string;
  level: number;
  inviteeId: string;
  currency: string;
  amount: string;
  at: Date;
}

/** Writes a referral reward (periodKey "invitee-<id>"): 1 when written, 0 when the beneficiary had it already. */
export const insertReferralReward = (sql: Pick<Sql, 'run'>, r: ReferralReward) =>
  sql.run(INSERT_REWARD, [r.id, r.userId, REWARD_TYPE.REFERRAL_COMMISSION, r.level, `invitee-${r.inviteeId}`, r.currency, r.amount, r.at]);
