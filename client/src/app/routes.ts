import type { ComponentType } from 'react';
import { routes, type RoutePath } from '../lib/route-paths.ts';

/**
 * Every route of SPEC.md section 2 in one table (paths from lib/route-paths.ts). A route is
 * registered with the router when `load` is set (every entry here: pageLoad below; tables in
 * tests may leave it out). Paths are absolute here even where the
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
  /**
   * index.html carries the page's first frame: its markup before any data, rendered at build in
   * every language (app/first-frames.tsx), painted before the JavaScript arrives. For a page whose
   * largest paint is its own static text (home's brand, the contract page's tab titles, an earn
   * list's introduction); every other
   * page pays the frames' bytes in its HTML (docs/client.md, "The first frame").
   */
  firstFrame?: boolean;
}

export const BACKGROUNDS = {
  kline: '#000000',
  taolilicai: '#0b1e3f',
  kuangchi: '#334155',
} as const;

export const DEFAULT_ROUTE = routes.home;
export const LOGIN_ROUTE = routes.login;

/**
 * A page's loader: home's chunk directly (the first render waits for it), every other page's
 * through the page table (page-loaders.ts), which loads after the first render.
 */
function pageLoad(path: RoutePath): RouteEntry['load'] {
  if (path === routes.home) return () => import('../pages/home/index.tsx');
  return () => import('./page-loaders.ts').then(({ PAGE_LOADERS }) => PAGE_LOADERS[path]!());
}

/** Fetches the page table ahead of the first navigation away from the first page. */
export const preloadPageTable = (): void => void import('./page-loaders.ts');

const spec = (path: RoutePath, access: Access, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  access,
  placement: 'root',
  source: 'spec',
  load: pageLoad(path),
  ...extra,
});

const other = (path: RoutePath, access: Access): RouteEntry => ({ path, access, placement: 'root', source: 'other-screen', load: pageLoad(path) });

export const ROUTES: readonly RouteEntry[] = [
  // Public children of the root.
  spec(routes.home, 'public', { firstFrame: true }),
  spec(routes.market, 'public'),
  spec(routes.bonds, 'public'),
  spec(routes.news, 'public'),
  spec(routes.articleList, 'public'),
  spec(routes.articleDetail, 'public'),
  spec(routes.articleShare, 'public'),
  // Children of the root that need login.
  spec(routes.personalInfo, 'login'),
  spec(routes.identityBasic, 'login'),
  spec(routes.identityAdvanced, 'login'),
  spec(routes.identityResult, 'login'),
  spec(routes.teamInvitation, 'login'),
  spec(routes.assetCentre, 'login'),
  spec(routes.accountChanges, 'login'),
  spec(routes.contract, 'login', { firstFrame: true }),
  spec(routes.personalCentre, 'login'),
  spec(routes.rechargeWithdrawalRecords, 'login'),
  spec(routes.recharge, 'login'),
  spec(routes.withdrawal, 'login'),
  spec(routes.rechargeWithdrawalResult, 'login'),
  spec(routes.settlementInfo, 'login'),
  spec(routes.welfareCentre, 'login'),
  spec(routes.vipLevel, 'login'),
  spec(routes.loanAccount, 'login'),
  spec(routes.loanOrders, 'login'),
  spec(routes.competition, 'login'),
  spec(routes.competitionDetail, 'login'),
  spec(routes.myCompetitions, 'login'),
  spec(routes.arbitrage, 'login', { background: BACKGROUNDS.taolilicai, firstFrame: true }),
  spec(routes.arbitrageDetail, 'login'),
  spec(routes.arbitrageOrderCreated, 'login'),
  spec(routes.investmentOrders, 'login'),
  spec(routes.miningPool, 'login', { background: BACKGROUNDS.kuangchi }),
  spec(routes.miningDetail, 'login'),
  spec(routes.bondDetail, 'login'),
  spec(routes.fastTrade, 'login'),
  spec(routes.fastTradeRecords, 'login'),
  spec(routes.ieo, 'login'),
  spec(routes.fundTransfer, 'login'),
  // Top-level routes outside the wrapper; they keep their state. The spec lists no
  // access level for them: login must be public; the others are public as the spec's
  // login-only table does not name them.
  spec(routes.demoTrading, 'public', { placement: 'top' }),
  spec(routes.kline, 'public', { placement: 'top', background: BACKGROUNDS.kline }),
  spec(routes.outlink, 'public', { placement: 'top' }),
  spec(routes.login, 'public', { placement: 'top' }),
  // "Other screens" of SPEC.md section 2 whose paths the spec does not give.
  other(routes.register, 'public'),
  other(routes.guestLogin, 'public'),
  other(routes.changePassword, 'login'),
  other(routes.googleAuth, 'login'),
  other(routes.priceDistribution, 'public'),
  other(routes.bindAccount, 'login'),
  other(routes.withdrawalPassword, 'login'),
  // Content and support.
  other(routes.announcements, 'public'),
  other(routes.announcementDetail, 'public'),
  other(routes.notifications, 'login'),
  other(routes.helpCentre, 'public'),
  other(routes.helpDetail, 'public'),
  other(routes.whitePaper, 'public'),
  other(routes.aboutUs, 'public'),
  other(routes.creditScore, 'login'),
  other(routes.liveChat, 'login'),
];

/** The four pages that show the bottom tab bar, in tab order. */
export const TAB_PATHS = [routes.home, routes.market, routes.contract, routes.personalCentre] as const;

export const isRegistered = (entry: RouteEntry): boolean => entry.load !== undefined;
export const registeredPaths = (): Set<string> => new Set(ROUTES.filter(isRegistered).map((r) => r.path));

/** The table entry for a pathname (exact match; the app has no dynamic segments). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.path === pathname);
}
