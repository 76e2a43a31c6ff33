import type { z } from 'zod';
import type { EndpointDef } from './endpoint.ts';
import * as app from './app.ts';
import * as user from './user.ts';
import * as finance from './finance.ts';
import * as prod from './prod.ts';
import * as loan from './loan.ts';
import * as ioe from './ioe.ts';
import * as trade from './trade.ts';
import * as set from './set.ts';
import * as sys from './sys.ts';
import * as content from './content.ts';
import * as publicApi from './public.ts';
import * as marketing from './marketing.ts';
import * as kyc from './kyc.ts';
import * as market from './market.ts';
import * as flash from './flash.ts';
import * as competition from './competition.ts';
import * as vip from './vip.ts';
import * as contentExt from './content-ext.ts';

/**
 * Every endpoint of the API, keyed by id (`<domain>.<name>`): the 78 calls of
 * SPEC.md section 7 plus the extensions under /api/ext. The server registers
 * its routes from this object and the client derives its api functions from it.
 */
export const contract = {
  'app.getPhoneCaptcha': app.getPhoneCaptcha,
  'app.getEmailCaptcha': app.getEmailCaptcha,
  'app.register': app.register,
  'app.checkGoogleAuth': app.checkGoogleAuth,
  'app.generateGoogleKey': app.generateGoogleKey,
  'app.checkAccount': app.checkAccount,
  'app.login': app.login,
  'app.googleSecretLogin': app.googleSecretLogin,
  'app.phoneLogin': app.phoneLogin,
  'app.emailLogin': app.emailLogin,
  'user.getMyUserInfo': user.getMyUserInfo,
  'user.changePassword': user.changePassword,
  'user.updateKYC': user.updateKyc,
  'user.bindGoogleAuth': user.bindGoogleAuth,
  'user.activeReport': user.activeReport,
  'user.levelList': user.levelList,
  'user.withdrawalAccountList': user.withdrawalAccountList,
  'user.withdrawalAccountAdd': user.withdrawalAccountAdd,
  'user.withdrawalAccountEdit': user.withdrawalAccountEdit,
  'finance.queryUserBalance': finance.queryUserBalance,
  'finance.queryUserAssets': finance.queryUserAssets,
  'finance.queryUserContractBalance': finance.queryUserContractBalance,
  'finance.transferContract': finance.transferContract,
  'finance.rechargeList': finance.rechargeList,
  'finance.rechargeApply': finance.rechargeApply,
  'finance.rechargeAddress': finance.rechargeAddress,
  'finance.withdrawalList': finance.withdrawalList,
  'finance.withdrawalApply': finance.withdrawalApply,
  'finance.balanceLogList': finance.balanceLogList,
  'prod.productList': prod.productList,
  'prod.productDetail': prod.productDetail,
  'prod.productOrderList': prod.productOrderList,
  'prod.productOrderStat': prod.productOrderStat,
  'prod.debitBuy': prod.debitBuy,
  'prod.minerBuy': prod.minerBuy,
  'loan.myLoanInfo': loan.myLoanInfo,
  'loan.loanSetList': loan.loanSetList,
  'loan.creditApply': loan.creditApply,
  'loan.pledgeApply': loan.pledgeApply,
  'loan.loanOrderList': loan.loanOrderList,
  'ioe.projectList': ioe.projectList,
  'ioe.orderList': ioe.orderList,
  'ioe.apply': ioe.apply,
  'ioe.pay': ioe.pay,
  'trade.positionCreate': trade.positionCreate,
  'trade.positionUpdateStopLoss': trade.positionUpdateStopLoss,
  'trade.positionList': trade.positionList,
  'trade.positionClose': trade.positionClose,
  'trade.positionAddMargin': trade.positionAddMargin,
  'trade.positionSummary': trade.positionSummary,
  'trade.secondSetList': trade.secondSetList,
  'trade.secondBuy': trade.secondBuy,
  'trade.secondOrderList': trade.secondOrderList,
  'trade.secondHead': trade.secondHead,
  'trade.symbolPrice': trade.symbolPrice,
  'trade.symbolList': trade.symbolList,
  'trade.flashExchange': trade.flashExchange,
  'trade.flashExchangeList': trade.flashExchangeList,
  'trade.priceDistribution': trade.priceDistribution,
  'set.shortLinkUse': set.shortLinkUse,
  'set.getKeyByParam': set.getKeyByParam,
  'set.getCurrencyList': set.getCurrencyList,
  'set.getRateByCurrency': set.getRateByCurrency,
  'sys.upload': sys.upload,
  'sys.announcementList': sys.announcementList,
  'sys.announcementListByUser': sys.announcementListByUser,
  'content.noticeList': content.noticeList,
  'content.noticeMyList': content.noticeMyList,
  'content.helpList': content.helpList,
  'content.helpDetail': content.helpDetail,
  'public.ticketList': publicApi.ticketList,
  'public.serverTime': publicApi.serverTime,
  'marketing.myTeam': marketing.myTeam,
  'kyc.applyKYC': kyc.applyKyc,
  'kyc.applyAdvanced': kyc.applyAdvanced,
  'kyc.isHaveAuth': kyc.isHaveAuth,
  'kyc.isHaveAuthDone': kyc.isHaveAuthDone,
  'kyc.listMy': kyc.kycList,
  'ext.publicKey': app.publicKey,
  'ext.candles': market.candles,
  'ext.marketStream': market.marketStream,
  'ext.logout': app.logout,
  'ext.demoReset': trade.demoReset,
  'ext.positionDetail': trade.positionDetail,
  'ext.rechargeDetail': finance.rechargeDetail,
  'ext.withdrawalDetail': finance.withdrawalDetail,
  'ext.publicSettings': set.publicSettings,
  'ext.flashQuote': flash.flashQuote,
  'ext.flashPairs': flash.flashPairs,
  'ext.competitionList': competition.competitionList,
  'ext.competitionDetail': competition.competitionDetail,
  'ext.competitionJoin': competition.competitionJoin,
  'ext.competitionExit': competition.competitionExit,
  'ext.competitionMyList': competition.competitionMyList,
  'ext.welfareList': vip.welfareList,
  'ext.welfareClaim': vip.welfareClaim,
  'ext.countryList': set.countryList,
  'ext.articleList': contentExt.articleList,
  'ext.articleDetail': contentExt.articleDetailCall,
  'ext.articleShare': contentExt.articleShare,
  'ext.contentPage': contentExt.contentPage,
  'ext.announcementDetail': contentExt.announcementDetail,
  'ext.noticeRead': contentExt.noticeRead,
  'ext.noticeReadAll': contentExt.noticeReadAll,
  'ext.unreadCounts': contentExt.unreadCounts,
  'ext.chatSend': contentExt.chatSend,
  'ext.chatMessages': contentExt.chatMessages,
  'ext.chatRead': contentExt.chatRead,
  'ext.loanRepay': loan.loanRepay,
  'ext.ieoDraw': ioe.ieoDraw,
} as const satisfies Record<string, EndpointDef>;

export type Contract = typeof contract;
export type EndpointId = keyof Contract;
export type AnyEndpoint = Contract[EndpointId];

/** Every endpoint, typed loosely for iteration (route registration, OpenAPI, tests). */
export const endpoints: readonly EndpointDef[] = Object.values(contract);

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: path params, query and body as they go on the wire (before defaults). */
export interface RequestOf<E extends EndpointDef> {
  params: InputOf<E['params']>;
  query: InputOf<E['query']>;
  body: InputOf<E['body']>;
}
/** What a handler receives after validation (defaults applied, query values coerced). */
export interface ParsedRequestOf<E extends EndpointDef> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}
export type ParamsOf<E extends EndpointDef> = InputOf<E['params']>;
export type QueryOf<E extends EndpointDef> = InputOf<E['query']>;
export type BodyOf<E extends EndpointDef> = InputOf<E['body']>;
/** The envelope's `result` as the client receives it. */
export type ResultOf<E extends EndpointDef> = z.output<E['result']>;
/** The `result` a handler may return (before output defaults). */
export type ResultInputOf<E extends EndpointDef> = z.input<E['result']>;

export function getEndpoint<I extends EndpointId>(id: I): Contract[I] {
  return contract[id];
}

/** Domain modules, for their entity schemas (e.g. `trade.position`, `user.userInfo`). */
export { app, user, finance, prod, loan, ioe, trade, flash, market, set, sys, content, publicApi, marketing, kyc, competition, vip, contentExt };

export * from './endpoint.ts';
export * from './common.ts';
export * from './amount.ts';
export * from './text.ts';
