import { z } from 'zod';
import { LINK_MODE } from '../constants.ts';
import { CURRENCY_TYPE, SHORT_LINK_TYPE } from '../status.ts';
import { codeOf, currencyCode, dateTime, decimalString, queryCodeOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/* Settings, currencies and short links (/api/set). */

const BASE = '/api/set';

export const shortLinkUse = defineEndpoint({
  id: 'set.shortLinkUse',
  method: 'GET',
  path: `${BASE}/appShortLink/use`,
  auth: 'public',
  summary: 'Resolve a short link (invite links and shared pages) and count its use',
  query: z.object({ code: z.string().min(1).max(32).regex(/^[A-Za-z0-9]+$/) }),
  result: z.object({
    code: z.string(),
    type: codeOf(SHORT_LINK_TYPE, 'Link type'),
    targetPath: z.string().describe('In-app route to open, e.g. "/login?inviteCode=AB12CD"'),
    inviteCode: z.string().nullable(),
  }),
});

export const getKeyByParam = defineEndpoint({
  id: 'set.getKeyByParam',
  method: 'GET',
  path: `${BASE}/appSysSet/getKeyByParam`,
  auth: 'public',
  summary: 'Value of one public system setting (PUBLIC_SETTING_KEYS, e.g. isPcLimite); other keys are refused (403)',
  query: z.object({ key: z.string().min(1).max(64) }),
  result: z.object({ key: z.string(), value: z.string().nullable().describe('Setting value as text; "1"/"0" for flags') }),
});

export const currencyNetwork = z.object({
  network: z.string().describe('e.g. "TRC20", "ERC20", "BTC"'),
  rechargeEnabled: z.boolean(),
  withdrawalEnabled: z.boolean(),
  minRecharge: decimalString,
  minWithdrawal: decimalString,
  withdrawalFee: decimalString.describe('Fixed fee per withdrawal'),
  withdrawalFeeRate: decimalString.describe('Percent of the amount, added to the fixed fee'),
});

export const currencyInfo = z.object({
  currency: currencyCode,
  name: z.string(),
  type: codeOf(CURRENCY_TYPE, 'Currency type'),
  iconUrl: z.string().nullable(),
  precision: z.number().int().min(0).max(18).describe('Decimals shown and accepted'),
  exchangeEnabled: z.boolean().describe('Offered in flash exchange'),
  bankWithdrawal: z.boolean().describe('Can be withdrawn to a bank card'),
  usdtRate: decimalString.describe('Value of one unit in USDT'),
  networks: z.array(currencyNetwork),
  sort: z.number().int(),
});

export const getCurrencyList = defineEndpoint({
  id: 'set.getCurrencyList',
  method: 'GET',
  path: `${BASE}/appCurrencySet/getCurrencyList`,
  auth: 'public',
  summary: 'Enabled currencies with their networks, limits and fees',
  query: z.object({ type: queryCodeOf(CURRENCY_TYPE, 'Currency type').optional() }),
  result: z.array(currencyInfo),
});

export const getRateByCurrency = defineEndpoint({
  id: 'set.getRateByCurrency',
  method: 'GET',
  path: `${BASE}/appCurrencySet/getRateByCurrency`,
  auth: 'public',
  summary: 'Mid rate of a currency against another (default USDT): 1 currency = rate quoteCurrency',
  query: z.object({ currency: currencyCode, quoteCurrency: currencyCode.optional().describe('Default USDT') }),
  result: z.object({ currency: currencyCode, quoteCurrency: currencyCode, rate: decimalString, updatedAt: dateTime }),
});

export const publicSettings = defineEndpoint({
  id: 'ext.publicSettings',
  method: 'GET',
  path: '/api/ext/appSysSet/public',
  auth: 'public',
  extension: true,
  summary: 'Public settings the client boots with (brand, environment badge, desktop redirect, links)',
  result: z.object({
    brandTitle: z.string().min(1).describe('The setting trimmed; DEFAULT_BRAND_TITLE when it is empty'),
    environmentBadge: z.string().min(1).describe('The setting trimmed; "SANDBOX" when it is empty'),
    isPcLimite: z.boolean().describe('Redirect wide desktop screens to /pc.html'),
    customerServiceUrl: z.string().nullable(),
    customerServiceLinkMode: codeOf(LINK_MODE, 'Link mode'),
    whitePaperUrl: z.string().nullable(),
    aboutUsUrl: z.string().nullable(),
    minRechargeAmount: decimalString,
    minWithdrawalAmount: decimalString,
    demoInitialBalance: decimalString,
    demoAccounts: z
      .array(z.object({ account: z.string(), password: z.string() }))
      .describe('Demo accounts of the loaded scenario with their published demo passwords (one-tap sign-in in the sandbox); empty without them'),
  }),
});

export const country = z.object({
  code: z.string().regex(/^[A-Z]{2}$/).describe('ISO 3166-1 alpha-2'),
  englishName: z.string(),
  chineseName: z.string(),
  phoneCode: z.string().describe('International calling code without "+", e.g. "1"'),
});

export const countryList = defineEndpoint({
  id: 'ext.countryList',
  method: 'GET',
  path: '/api/ext/countries',
  auth: 'public',
  extension: true,
  summary: 'Every country with its calling code (profile country, phone country code), default first',
  result: z.array(country),
});
