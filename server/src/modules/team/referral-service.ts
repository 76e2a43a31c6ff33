import { Dec as D } from '@sandbox/shared/decimal';
import { newId, sqlOf, type Tx } from '@sandbox/prisma';
import { MONEY_DP, RECORD_STATUS, truncate } from '@sandbox/shared';
import { postAll } from '../../ledger/index.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import { BalanceLogType, type LedgerEntry } from '../../ledger/types.ts';
import { insertReferralReward } from './queries.ts';

/** The published rule: a fraction of the invitee's first approved deposit per referral level (1 = the inviter). */
export const COMMISSION_RATES_KEY = 'referral.commissionRates';

/** The rates of the setting, level 1 first; a missing or malformed setting pays nothing (and says so in the log). */
export function parseCommissionRates(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((r) => String(r)).filter((r) => /^\d+(\.\d+)?$/.test(r) && new D(r).lt(1));
  } catch {
    return [];
  }
}

/** Ancestors of a user from the nearest up: "/a/b/" (inviter last) gives [b, a]. */
export function ancestorsOf(inviterPath: string): string[] {
  return inviterPath.split('/').filter(Boolean).reverse();
}

/**
 * Referral rewards. When an invitee's FIRST deposit is approved, each ancestor up the
 * invitation path (level 1 = the inviter, level 2 = the inviter's inviter, ... as many
 * levels as the setting lists) is credited that level's rate times the deposit, in the
 * deposit's currency, truncated to its decimals, to spot. Runs inside the approval's
 * transaction (finance's onRechargeApproved hook), so the reward rows and their ledger
 * entries commit or roll back with the deposit's credit. Received at once: nothing to claim.
 */
export function createReferralService({ notify }: { notify: Notify }) {
  return {
    /** Returns the users credited. */
    async onDepositApproved(tx: Tx, recharge: { id: string; userId: string; currency: string; amount: string }, at: Date): Promise<string[]> {
      const delivered = await tx.recharge.count({ where: { userId: recharge.userId, status: RECORD_STATUS.DELIVERED } });
      if (delivered !== 1) return [];
      const [invitee, setting, currency] = await Promise.all([
        tx.user.findUnique({ where: { id: recharge.userId }, select: { id: true, inviterPath: true } }),
        tx.systemSetting.findUnique({ where: { key: COMMISSION_RATES_KEY } }),
        tx.currency.findUnique({ where: { code: recharge.currency }, select: { precision: true } }),
      ]);
      if (!invitee) return [];
      const rates = parseCommissionRates(setting?.value);
      const ancestors = ancestorsOf(invitee.inviterPath);
      const decimals = Math.min(currency?.precision ?? MONEY_DP, MONEY_DP);
      const sql = sqlOf(tx);
      const entries: LedgerEntry[] = [];
      for (let i = 0; i < Math.min(rates.length, ancestors.length); i++) {
        const amount = truncate(new D(recharge.amount).times(rates[i]!), decimals);
        if (new D(amount).isZero()) continue;
        const id = newId();
        const inserted = await insertReferralReward(sql, { id, userId: ancestors[i]!, level: i + 1, inviteeId: invitee.id, currency: recharge.currency, amount, at });
        if (inserted !== 1) continue;
        entries.push({
          userId: ancestors[i]!,
          account: 'spot',
          currency: recharge.currency,
          type: BalanceLogType.REFERRAL_COMMISSION,
          availableDelta: amount,
          refType: 'VipReward',
          refId: id,
          remark: `L${i + 1} ${recharge.id}`,
          at,
        });
      }
      await postAll(tx, entries);
      for (const e of entries) {
        await notify(tx, { userId: e.userId, kind: NOTICE_KIND.REWARD_RECEIVED, refId: e.refId ?? recharge.id, params: { amount: e.availableDelta, currency: e.currency } });
      }
      return entries.map((e) => e.userId);
    },
  };
}
