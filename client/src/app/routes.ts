import type { ComponentType } from 'react';

/**
 * Every route of SPEC.md section 2 in one table. A route is registered with the router
 * only when `load` is set, i.e. when its page really exists; `routes.test.ts` prints the
 * ones still missing. Paths are absolute here even where the spec gives child segments.
 */

export type Access = 'public' | 'login';

/**
 * `root`: child of the root wrapper (tab bar on the four tab pages).
 * `top`: top-level route outside the wrapper; these keep their state (keep-alive).
 */
export type Placement = 'root' | 'top';

export interface RouteEntry {
  path: string;
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

export const DEFAULT_ROUTE = '/home';
export const LOGIN_ROUTE = '/login';

const spec = (path: string, access: Access, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  access,
  placement: 'root',
  source: 'spec',
  ...extra,
});

export const ROUTES: readonly RouteEntry[] = [
  // Public children of the root.
  spec('/home', 'public', { load: () => import('../pages/home/index.tsx') }),
  spec('/hangqing', 'public', { load: () => import('../pages/hangqing/index.tsx') }),
  spec('/zhaiquan', 'public'),
  spec('/xinwen', 'public'),
  spec('/articleList', 'public'),
  spec('/articleDetail', 'public'),
  spec('/articleShare', 'public'),
  // Children of the root that need login.
  spec('/gerenziliao', 'login', { load: () => import('../pages/gerenziliao/index.tsx') }),
  spec('/shenfenRenzheng', 'login', { load: () => import('../pages/shenfen-renzheng/index.tsx') }),
  spec('/shenfenRenzhengAd', 'login', { load: () => import('../pages/shenfen-renzheng-ad/index.tsx') }),
  spec('/renzhengResult', 'login', { load: () => import('../pages/renzheng-result/index.tsx') }),
  spec('/tuanduiYaoqing', 'login'),
  spec('/zichanCenter', 'login', { load: () => import('../pages/zichan-center/index.tsx') }),
  spec('/zhangbianRecord', 'login', { load: () => import('../pages/zhangbian-record/index.tsx') }),
  spec('/heyue', 'login', { load: () => import('../pages/heyue/index.tsx') }),
  spec('/my', 'login', { load: () => import('../pages/my/index.tsx') }),
  spec('/chongzhitixianRecord', 'login', { load: () => import('../pages/chongzhitixian-record/index.tsx') }),
  spec('/chongzhi', 'login', { load: () => import('../pages/chongzhi/index.tsx') }),
  spec('/tixian', 'login', { load: () => import('../pages/tixian/index.tsx') }),
  spec('/chongzhitixianResult', 'login', { load: () => import('../pages/chongzhitixian-result/index.tsx') }),
  spec('/jiesuanInfo', 'login', { load: () => import('../pages/jiesuan-info/index.tsx') }),
  spec('/fuliCenter', 'login'),
  spec('/vipLevel', 'login'),
  spec('/jiedai', 'login'),
  spec('/jiedaiOrder', 'login'),
  spec('/bisai', 'login'),
  spec('/bisaiDetail', 'login'),
  spec('/bisaiMycansai', 'login'),
  spec('/taolilicai', 'login', { background: BACKGROUNDS.taolilicai }),
  spec('/taolilicaiDetail', 'login'),
  spec('/taoliOk', 'login'),
  spec('/taoliOrder', 'login'),
  spec('/kuangchi', 'login', { background: BACKGROUNDS.kuangchi }),
  spec('/kuangchiDetail', 'login'),
  spec('/zhaiquanDetail', 'login'),
  spec('/shandui', 'login', { load: () => import('../pages/shandui/index.tsx') }),
  spec('/shanduiOrder', 'login', { load: () => import('../pages/shandui-order/index.tsx') }),
  spec('/ieo', 'login'),
  spec('/zijinhuazhuan', 'login', { load: () => import('../pages/zijinhuazhuan/index.tsx') }),
  // Top-level routes outside the wrapper; they keep their state. The spec lists no
  // access level for them: login must be public; the others are public as the spec's
  // login-only table does not name them.
  spec('/demotrading', 'public', { placement: 'top', load: () => import('../pages/demotrading/index.tsx') }),
  spec('/kline', 'public', { placement: 'top', background: BACKGROUNDS.kline, load: () => import('../pages/kline/index.tsx') }),
  spec('/outlink', 'public', { placement: 'top', load: () => import('../pages/outlink/index.tsx') }),
  spec('/login', 'public', { placement: 'top', load: () => import('../pages/login/index.tsx') }),
  // "Other screens" of SPEC.md section 2 whose paths the spec does not give.
  { path: '/register', access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/register/index.tsx') },
  { path: '/guestLogin', access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/guest-login/index.tsx') },
  { path: '/changePassword', access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/change-password/index.tsx') },
  { path: '/googleAuth', access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/google-auth/index.tsx') },
  { path: '/priceDistribution', access: 'public', placement: 'root', source: 'other-screen', load: () => import('../pages/price-distribution/index.tsx') },
  { path: '/bindAccount', access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/bind-account/index.tsx') },
  { path: '/withdrawalPassword', access: 'login', placement: 'root', source: 'other-screen', load: () => import('../pages/withdrawal-password/index.tsx') },
];

/** The four pages that show the bottom tab bar, in tab order. */
export const TAB_PATHS = ['/home', '/hangqing', '/heyue', '/my'] as const;

export const isRegistered = (entry: RouteEntry): boolean => entry.load !== undefined;
export const registeredPaths = (): Set<string> => new Set(ROUTES.filter(isRegistered).map((r) => r.path));

/** The table entry for a pathname (exact match; the app has no dynamic segments). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.path === pathname);
}
