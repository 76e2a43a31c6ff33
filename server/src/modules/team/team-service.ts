import type { PrismaClient } from '@sandbox/prisma';
import { RECORD_STATUS, REWARD_TYPE, toRegionTime, truncate } from '@sandbox/shared';
import { regionDay, regionDayStart } from '@sandbox/shared/earn';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { notFound } from '../../errors.ts';
import { LedgerDecimal, loadPriceTable } from '../wallet/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { maskAccount } from './mask.ts';

export type TeamService = ReturnType<typeof createTeamService>;

/** Where the client's register page reads an invitation code from (client/src/pages/register/invite-link.ts). */
export function inviteLinkOf(origin: string, inviteCode: string): string {
  return `${origin.replace(/\/+$/, '')}/#/register?inviteCode=${encodeURIComponent(inviteCode)}`;
}

/**
 * The team page (marketing.myTeam). A user's downline is every user whose
 * `inviterPath` starts with the user's own path plus the user's id (a prefix
 * match on an indexed column): team size, new today (since 00:00 region time)
 * and the number who have a delivered deposit count the whole downline; the
 * member list shows levels 1 (invited directly) and 2, newest first. Nothing
 * outside that prefix is ever read. Team income is the referral rewards the
 * user received, valued in USDT at the live price like the asset centre.
 */
export function createTeamService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed }) {
  const { db, clock } = deps;

  return {
    async myTeam(userId: string, q: PageQuery, origin: string) {
      const me = await db.user.findUnique({ where: { id: userId }, select: { id: true, inviteCode: true, inviterPath: true } });
      if (!me) throw notFound('request.notFound');
      const now = clock.now();
      const downline = { inviterPath: { startsWith: `${me.inviterPath}${me.id}/` } };
      const twoLevels = { OR: [{ inviterId: me.id }, { inviter: { is: { inviterId: me.id } } }] };
      const [teamSize, directCount, newToday, rechargedCount, members, memberTotal, rewards, prices] = await Promise.all([
        db.user.count({ where: downline }),
        db.user.count({ where: { inviterId: me.id } }),
        db.user.count({ where: { ...downline, createdAt: { gte: regionDayStart(regionDay(now)) } } }),
        db.user.count({ where: { ...downline, recharges: { some: { status: RECORD_STATUS.DELIVERED } } } }),
        db.user.findMany({
          where: twoLevels,
          select: {
            id: true, account: true, vipLevel: true, inviterId: true, createdAt: true,
            _count: { select: { recharges: { where: { status: RECORD_STATUS.DELIVERED } } } },
          },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...pageWindow(q),
        }),
        db.user.count({ where: twoLevels }),
        db.vipReward.findMany({ where: { userId: me.id, type: REWARD_TYPE.REFERRAL_COMMISSION }, select: { currency: true, amount: true } }),
        loadPriceTable(db, now, deps.feed),
      ]);
      const income = rewards.reduce(
        (sum, r) => sum.plus(new LedgerDecimal(r.amount).times(prices.quote(r.currency)?.price ?? 0)),
        new LedgerDecimal(0),
      );
      return {
        inviteCode: me.inviteCode,
        inviteLink: inviteLinkOf(origin, me.inviteCode),
        teamSize,
        directCount,
        newToday,
        rechargedCount,
        teamIncome: truncate(income),
        members: toPage(
          members.map((m) => ({
            id: m.id,
            account: maskAccount(m.account),
            level: m.vipLevel,
            depth: m.inviterId === me.id ? 1 : 2,
            recharged: m._count.recharges > 0,
            joinedAt: toRegionTime(m.createdAt),
          })),
          memberTotal,
          q,
        ),
      };
    },
  };
}
