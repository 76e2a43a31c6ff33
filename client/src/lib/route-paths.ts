/**
 * Every route path of the app, once, under an English name (the paths are SPEC.md section 2's
 * pinyin; client/README.md has the glossary). Pages, components and the app's route table
 * (app/routes.ts: access, placement, page loader) all read these. The object sits in lib/,
 * below pages and components, because the route table imports every page: a page reading
 * paths from app/ would import upward and close a circle.
 */
export const routes = {
  // Public children of the root.
  home: '/home',
  market: '/hangqing',
  bonds: '/zhaiquan',
  news: '/xinwen',
  articleList: '/articleList',
  articleDetail: '/articleDetail',
  articleShare: '/articleShare',
  // Children of the root that need login.
  personalInfo: '/gerenziliao',
  identityBasic: '/shenfenRenzheng',
  identityAdvanced: '/shenfenRenzhengAd',
  identityResult: '/renzhengResult',
  teamInvitation: '/tuanduiYaoqing',
  assetCentre: '/zichanCenter',
  accountChanges: '/zhangbianRecord',
  contract: '/heyue',
  personalCentre: '/my',
  rechargeWithdrawalRecords: '/chongzhitixianRecord',
  recharge: '/chongzhi',
  withdrawal: '/tixian',
  rechargeWithdrawalResult: '/chongzhitixianResult',
  settlementInfo: '/jiesuanInfo',
  welfareCentre: '/fuliCenter',
  vipLevel: '/vipLevel',
  loanAccount: '/jiedai',
  loanOrders: '/jiedaiOrder',
  competition: '/bisai',
  competitionDetail: '/bisaiDetail',
  myCompetitions: '/bisaiMycansai',
  arbitrage: '/taolilicai',
  arbitrageDetail: '/taolilicaiDetail',
  arbitrageOrderCreated: '/taoliOk',
  investmentOrders: '/taoliOrder',
  miningPool: '/kuangchi',
  miningDetail: '/kuangchiDetail',
  bondDetail: '/zhaiquanDetail',
  fastTrade: '/shandui',
  fastTradeRecords: '/shanduiOrder',
  ieo: '/ieo',
  fundTransfer: '/zijinhuazhuan',
  // Top-level routes outside the tab wrapper.
  demoTrading: '/demotrading',
  kline: '/kline',
  outlink: '/outlink',
  login: '/login',
  // "Other screens" of SPEC.md section 2, whose paths the spec does not give.
  register: '/register',
  guestLogin: '/guestLogin',
  changePassword: '/changePassword',
  googleAuth: '/googleAuth',
  priceDistribution: '/priceDistribution',
  bindAccount: '/bindAccount',
  withdrawalPassword: '/withdrawalPassword',
  // Content and support screens (issue 16).
  announcements: '/announcementList',
  announcementDetail: '/announcementDetail',
  notifications: '/notifications',
  helpCentre: '/helpCentre',
  helpDetail: '/helpDetail',
  whitePaper: '/whitePaper',
  aboutUs: '/aboutUs',
  creditScore: '/creditScore',
  liveChat: '/liveChat',
} as const;

export type RouteName = keyof typeof routes;
export type RoutePath = (typeof routes)[RouteName];

const PATHS: ReadonlySet<string> = new Set(Object.values(routes));

/**
 * A route with a query string, in the given order; undefined values are left out. Values are
 * percent-encoded, except a value that is itself one of the app's paths (letters and one
 * slash), which stays readable as the app has always written it: `?from=/tixian`.
 */
export function routeWith(path: RoutePath, query: Readonly<Record<string, string | number | undefined>>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => {
      const text = String(value);
      return `${encodeURIComponent(name)}=${PATHS.has(text) ? text : encodeURIComponent(text)}`;
    });
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
