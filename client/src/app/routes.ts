import type { ComponentType } from 'react';
import { routes, type RoutePath } from '../lib/route-paths.ts';

/**
 * Every route of SPEC.md section 2 in one table (paths from lib/route-paths.ts). A route is
 * registered with the router only when `load` is set, i.e. when its page really exists;
 * `routes.test.ts` prints the ones still missing. Paths are absolute here even where the
 * spec gives child segments.
 */

export type Access = 'public' | 'login';

/**
 * `root`: child of the root wrapper (tab bar on the four tab pages).
 * `top`: top-level route outside the wrapper; these keep their state (keep-alive).
 */
export type Placement = 'root' | 'top';

export interface RouteEntry {
  path: RoutePath;
  access: Access;
  placement: Placement;
  /** Page background; the page-loading overlay takes it too (SPEC.md section 4). */
  background?: string;
  /** Where the spec lists it: the section 2 table, or "other screens" whose path the spec does not give. */
  source: 'spec' | 'other-screen';
  load?: () => Promise<{ default: ComponentType }>;
}

export const BACKGROUNDS = {
  kline: '#000000',
  taolilicai: '#0b1e3f',
  kuangchi: '#334155',
} as const;

export const DEFAULT_ROUTE = routes.home;
export const LOGIN_ROUTE = routes.login;

const spec = (path: RoutePath, access: Access, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  access,
  placement: 'root',
  source: 'spec',
  ...extra,
});

export const ROUTES: readonly RouteEntry[] = [
  // Public children of the root.
  spec(routes.home, 'public', { load: () => import('../pages/home/index.tsx') }),
  spec(routes.market, 'public', { load: () => import('../pages/hangqing/index.tsx') }),
  spec(routes.bonds, 'public', { load: () => import('../pages/zhaiquan/index.tsx') }),
  spec(routes.news, 'public', { load: () => import('../pages/xinwen/index.tsx') }),
  spec(routes.articleList, 'public', { load: () => import('../pages/article-list/index.tsx') }),
  spec(routes.articleDetail, 'public', { load: () => import('../pages/article-detail/index.tsx') }),
  spec(routes.articleShare, 'public', { load: () => import('../pages/article-share/index.tsx') }),
  // Children of the root that need login.
  spec(routes.personalInfo, 'login', { load: () => import('../pages/gerenziliao/index.tsx') }),
  spec(routes.identityBasic, 'login', { load: () => import('../pages/shenfen-renzheng/index.tsx') }),
  spec(routes.identityAdvanced, 'login', { load: () => import('../pages/shenfen-renzheng-ad/index.tsx') }),
  spec(routes.identityResult, 'login', { load: () => import('../pages/renzheng-result/index.tsx') }),
  spec(routes.teamInvitation, 'login', { load: () => import('../pages/tuandui-yaoqing/index.tsx') }),
  spec(routes.assetCentre, 'login', { load: () => import('../pages/zichan-center/index.tsx') }),
  spec(routes.accountChanges, 'login', { load: () => import('../pages/zhangbian-record/index.tsx') }),
  spec(routes.contract, 'login', { load: () => import('../pages/heyue/index.tsx') }),
  spec(routes.personalCentre, 'login', { load: () => import('../pages/my/index.tsx') }),
  spec(routes.rechargeWithdrawalRecords, 'login', { load: () => import('../pages/chongzhitixian-record/index.tsx') }),
  spec(routes.recharge, 'login', { load: () => import('../pages/chongzhi/index.tsx') }),
  spec(routes.withdrawal, 'login', { load: () => import('../pages/tixian/index.tsx') }),
  spec(routes.rechargeWithdrawalResult, 'login', { load: () => import('../pages/chongzhitixian-result/index.tsx') }),
  spec(routes.settlementInfo, 'login', { load: () => import('../pages/jiesuan-info/index.tsx') }),
  spec(routes.welfareCentre, 'login', { load: () => import('../pages/fuli-center/index.tsx') }),
  spec(routes.vipLevel, 'login', { load: () => import('../pages/vip-level/index.tsx') }),
  spec(routes.loanAccount, 'login', { load: () => import('../pages/jiedai/index.tsx') }),
  spec(routes.loanOrders, 'login', { load: () => import('../pages/jiedai-order/index.tsx') }),
  spec(routes.competition, 'login', { load: () => import('../pages/bisai/index.tsx') }),
  spec(routes.competitionDetail, 'login', { load: () => import('../pages/bisai-detail/index.tsx') }),
  spec(routes.myCompetitions, 'login', { load: () => import('../pages/bisai-mycansai/index.tsx') }),
  spec(routes.arbitrage, 'login', { background: BACKGROUNDS.taolilicai, load: () => import('../pages/taolilicai/index.tsx') }),
  spec(routes.arbitrageDetail, 'login', { load: () => import('../pages/taolilicai-detail/index.tsx') }),
  spec(routes.arbitrageOrderCreated, 'login', { load: () => import('../pages/taoli-ok/index.tsx') }),
  spec(routes.investmentOrders, 'login', { load: () => import('../pages/taoli-order/index.tsx') }),
  spec(routes.miningPool, 'login', { background: BACKGROUNDS.kuangchi, load: () => import('../pages/kuangchi/index.tsx') }),
  spec(routes.miningDetail, 'login', { load: () => import('../pages/kuangchi-detail/index.tsx') }),
  spec(routes.bondDetail, 'login', { load: () => import('../pages/zhaiquan-detail/index.tsx') }),
  spec(routes.fastTrade, 'login', { load: () => import('../pages/shandui/index.tsx') }),
  spec(routes.fastTradeRecords, 'login', { load: () => import('../pages/shandui-order/index.tsx') }),
  spec(routes.ieo, 'login', { load: () => import('../pages/ieo/index.tsx') }),
  spec(routes.fundTransfer, 'login', { load: () => import('../pages/zijinhuazhuan/index.tsx') }),
  // Top-level routes outside the wrapper; they keep their state. The spec lists no
  // access level for them: login must be public; the others are public as the spec's
  // login-only table does not name them.
  spec(routes.demoTrading, 'public', { placement: 'top', load: () => import('../pages/demotrading/index.tsx') }),
  spec(routes.kline, 'public', { placement: 'top', background: BACKGROUNDS.kline, load: () => import('../pages/kline/index.tsx') }),
  spec(routes.outlink, 'public', { placement: 'top', load: () => import('../pages/outlink/index.tsx') }),
  spec(routes.login, 'public', { placement: 'top', load: () => import('../pages/login/index.tsx') }),
  // "Other screens" of SPEC.md section 2 whose paths the spec does not give.
  { path: routes.register, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/register/index.tsx') },
  { path: routes.guestLogin, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/guest-login/index.tsx') },
  { path: routes.changePassword, access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/change-password/index.tsx') },
  { path: routes.googleAuth, access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/google-auth/index.tsx') },
  { path: routes.priceDistribution, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/price-distribution/index.tsx') },
  { path: routes.bindAccount, access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/bind-account/index.tsx') },
  { path: routes.withdrawalPassword, access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/withdrawal-password/index.tsx') },
  // Content and support (issue 16).
  { path: routes.announcements, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/announcement-list/index.tsx') },
  { path: routes.announcementDetail, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/announcement-detail/index.tsx') },
  { path: routes.notifications, access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/notifications/index.tsx') },
  { path: routes.helpCentre, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/help-centre/index.tsx') },
  { path: routes.helpDetail, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/help-detail/index.tsx') },
  { path: routes.whitePaper, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/white-paper/index.tsx') },
  { path: routes.aboutUs, access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/about-us/index.tsx') },
  { path: routes.creditScore, access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/credit-score/index.tsx') },
  { path: routes.liveChat, access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/live-chat/index.tsx') },
];

/** The four pages that show the bottom tab bar, in tab order. */
export const TAB_PATHS = [routes.home, routes.market, routes.contract, routes.personalCentre] as const;

export const isRegistered = (entry: RouteEntry): boolean => entry.load !== undefined;
export const registeredPaths = (): Set<string> => new Set(ROUTES.filter(isRegistered).map((r) => r.path));

/** The table entry for a pathname (exact match; the app has no dynamic segments). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.path === pathname);
}
