import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, endpoints, fillPath, toFastifyPath } from './index.ts';

/** The calls of SPEC.md section 7, copied verbatim (78 distinct method + path pairs). */
const SPEC_CALLS = `
GET /api/set/appShortLink/use
GET /api/app/getPhoneCaptcha
GET /api/app/getEmailCaptcha
POST /api/app/register
GET /api/app/checkGoogleAuth
GET /api/app/generateGoogleKey
GET /api/app/checkAccount
POST /api/app/login
POST /api/app/googleSecretLogin
POST /api/app/phoneLogin
POST /api/app/emailLogin
GET /api/user/appUser/getMyUserInfo
POST /api/user/appUser/changePassword
POST /api/user/appUser/updateKYC
POST /api/user/appUser/bindGoogleAuth
GET /api/user/appUser/activeReport
GET /api/user/appLevels/list
GET /api/user/appUserWithdrawalInfoSet/listMy
POST /api/user/appUserWithdrawalInfoSet/addAccount
POST /api/user/appUserWithdrawalInfoSet/editAccount
GET /api/finance/appWallet/queryUserBalance
GET /api/finance/appWallet/queryUserAssets
GET /api/finance/appWallet/queryUserContractBalance
POST /api/finance/appWallet/transferContract
GET /api/finance/appRecharge/listMy
POST /api/finance/appRecharge/apply
GET /api/finance/rechargeAddr/getAddr
GET /api/finance/appWithdrawal/listMy
POST /api/finance/appWithdrawal/apply
GET /api/finance/appBalanceLog/list
GET /api/prod/appProductInfo/list
GET /api/prod/appProductInfo/queryById
GET /api/prod/appProductOrder/listMy
GET /api/prod/appProductOrder/orderStat
POST /api/prod/appProductOrder/debitBuy
POST /api/prod/appProductOrder/minerBuy
GET /api/prod/appLoanOrder/myLoanInfo
GET /api/prod/appLoanSet/list
POST /api/prod/appLoanOrder/creditApply
POST /api/prod/appLoanOrder/pledgeApply
GET /api/prod/appLoanOrder/listMy
GET /api/prod/appProdIoe/listMy
GET /api/prod/appOrderIoe/listMy
POST /api/prod/appOrderIoe/apply
POST /api/prod/appOrderIoe/pay
POST /api/trade/appTradePositions/create
POST /api/trade/appTradePositions/updateStopLoss
GET /api/trade/appTradePositions/listMy
POST /api/trade/appTradePositions/close/{id}
POST /api/trade/appTradePositions/addMargin
GET /api/trade/appTradePositions/summary
GET /api/trade/appSecondContractSet/list
POST /api/trade/appSecondContractOrder/buy
GET /api/trade/appSecondContractOrder/listMy
GET /api/trade/appSecondContractOrder/head
GET /api/trade/appSymbol/price
GET /api/trade/appSymbol/list
POST /api/trade/appFlashExchangeLog/flashExchange
GET /api/trade/appFlashExchangeLog/listMy
GET /api/trade/api/getPriceDistribution
GET /api/set/appSysSet/getKeyByParam
GET /api/set/appCurrencySet/getCurrencyList
GET /api/set/appCurrencySet/getRateByCurrency
POST /api/sys/common/upload
GET /api/sys/annountCement/vue3List
GET /api/sys/annountCement/listByUser
GET /api/content/appNotice/list
GET /api/content/appNotice/myList
GET /api/content/appHelpInfo/list
GET /api/content/appHelpInfo/queryById
GET /api/public/getTicketList
GET /api//public/getServerTime
GET /api/marketing/myTeam
POST /api/auth/appAuth/applyKYC
POST /api/auth/appAuth/applyAdvanced
GET /api/auth/appAuth/isHaveAuth
GET /api/auth/appAuth/isHaveAuthDone
GET /api/auth/appAuth/listMy
`
  .trim()
  .split('\n');

/** Calls SPEC.md names as public; everything else about "my" data needs login. */
const PUBLIC_SPEC_CALLS = new Set([
  'GET /api/set/appShortLink/use',
  'GET /api/app/getPhoneCaptcha',
  'GET /api/app/getEmailCaptcha',
  'POST /api/app/register',
  'GET /api/app/checkGoogleAuth',
  'GET /api/app/checkAccount',
  'POST /api/app/login',
  'POST /api/app/googleSecretLogin',
  'POST /api/app/phoneLogin',
  'POST /api/app/emailLogin',
  'GET /api/prod/appProductInfo/list',
  'GET /api/prod/appProductInfo/queryById',
  'GET /api/trade/appSecondContractSet/list',
  'GET /api/trade/appSymbol/price',
  'GET /api/trade/appSymbol/list',
  'GET /api/trade/api/getPriceDistribution',
  'GET /api/set/appSysSet/getKeyByParam',
  'GET /api/set/appCurrencySet/getCurrencyList',
  'GET /api/set/appCurrencySet/getRateByCurrency',
  'GET /api/sys/annountCement/vue3List',
  'GET /api/content/appNotice/list',
  'GET /api/content/appHelpInfo/list',
  'GET /api/content/appHelpInfo/queryById',
  'GET /api/public/getTicketList',
  'GET /api//public/getServerTime',
]);

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('contract covers SPEC.md section 7', () => {
  it('lists 78 distinct calls', () => {
    expect(SPEC_CALLS).toHaveLength(78);
    expect(new Set(SPEC_CALLS).size).toBe(78);
  });

  it.each(SPEC_CALLS)('%s is in the contract exactly once, not as an extension', (call) => {
    const matches = endpoints.filter((e) => key(e) === call);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.extension).toBeUndefined();
  });

  it('has nothing beyond the spec except marked extensions under /api/ext', () => {
    const spec = new Set(SPEC_CALLS);
    for (const e of endpoints) {
      if (spec.has(key(e))) continue;
      expect(e.extension, e.id).toBe(true);
      expect(e.path.startsWith('/api/ext/'), e.id).toBe(true);
    }
    for (const e of endpoints.filter((x) => x.extension)) expect(e.path.startsWith('/api/ext/'), e.id).toBe(true);
  });

  it('has unique method+path pairs and ids equal to their keys', () => {
    expect(new Set(endpoints.map(key)).size).toBe(endpoints.length);
    for (const [k, e] of Object.entries(contract)) {
      expect(e.id).toBe(k);
      expect(e.id).toMatch(/^(app|user|finance|prod|loan|ioe|trade|set|sys|content|public|marketing|kyc|ext)\.[A-Za-z]+$/);
    }
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
  });

  it('marks auth as documented', () => {
    for (const e of endpoints.filter((x) => !x.extension)) {
      expect(e.auth, e.id).toBe(PUBLIC_SPEC_CALLS.has(key(e)) ? 'public' : 'login');
    }
  });

  it('keeps bodies off GET calls, declares every path parameter, and marks only the upload multipart', () => {
    for (const e of endpoints) {
      if (e.method === 'GET') expect('body' in e, e.id).toBe(false);
      const names = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = 'params' in e && e.params ? Object.keys(e.params.shape) : [];
      expect(declared.sort(), e.id).toEqual(names.sort());
    }
    expect(endpoints.filter((e) => 'multipart' in e && e.multipart).map((e) => e.id)).toEqual(['sys.upload']);
  });
});

describe('schemas convert to JSON Schema (OpenAPI and fastify validators)', () => {
  const schemas = endpoints.flatMap((e) =>
    (['params', 'query', 'body', 'result'] as const).flatMap((part) => {
      const schema = (e as Partial<Record<typeof part, z.ZodType>>)[part];
      return schema ? [[`${e.id} ${part}`, schema] as const] : [];
    }),
  );

  it.each(schemas)('%s', (_name, schema) => {
    for (const io of ['input', 'output'] as const) {
      // Default draft 2020-12 (OpenAPI 3.1), plus draft 7 for fastify's default ajv.
      for (const target of ['draft-2020-12', 'draft-7', 'openapi-3.0'] as const) {
        const json = z.toJSONSchema(schema, { io, target, unrepresentable: 'throw' });
        expect(json).toBeTypeOf('object');
      }
    }
  });
});

describe('path helpers', () => {
  it('turns OpenAPI parameters into fastify ones', () => {
    expect(toFastifyPath('/api/trade/appTradePositions/close/{id}')).toBe('/api/trade/appTradePositions/close/:id');
    expect(toFastifyPath('/api//public/getServerTime')).toBe('/api//public/getServerTime');
  });
  it('fills path parameters, encoded', () => {
    expect(fillPath('/api/trade/appTradePositions/close/{id}', { id: 'a b' })).toBe('/api/trade/appTradePositions/close/a%20b');
    expect(() => fillPath('/x/{id}')).toThrow(/id/);
  });
});
