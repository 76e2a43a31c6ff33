import { z } from 'zod';
import { IEO_ORDER_STATUS, IEO_PROJECT_STATUS } from '../status.ts';
import { codeOf, currencyCode, dateTime, decimalString, idString, pageOf, pageQuery, queryCodeOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { userAmount } from './amount.ts';

/* IEO subscription (/api/prod/app*Ioe): apply for a quantity, the draw decides what is won, then pay. */

const BASE = '/api/prod';

export const ieoProject = z.object({
  id: idString,
  name: z.string(),
  currency: currencyCode.describe('Token issued'),
  iconUrl: z.string().nullable(),
  description: z.string(),
  quoteCurrency: currencyCode.describe('Currency paid, e.g. USDT'),
  estimatedPrice: decimalString,
  winningPrice: decimalString.nullable().describe('Set at the draw'),
  totalSupply: decimalString,
  minQuantity: decimalString,
  maxQuantity: decimalString,
  subscribeStart: dateTime,
  subscribeEnd: dateTime,
  drawTime: dateTime,
  payDeadline: dateTime,
  listingTime: dateTime.nullable(),
  status: codeOf(IEO_PROJECT_STATUS, 'Project status'),
  myAppliedQuantity: decimalString.describe("The user's subscribed quantity in this project"),
  requiredKycLevel: z.number().int().min(0).max(2).describe('Extension: identity level needed to apply'),
  allocation: z.enum(['proRata', 'lottery']).describe('Extension: how an oversubscribed draw allocates (shared/ieo-draw.ts)'),
  seedHash: z.string().nullable().describe('Extension: SHA-256 (hex) of the draw seed, published when the project opens'),
  seed: z.string().nullable().describe('Extension: the draw seed, revealed at the draw'),
});

export const ieoOrder = z.object({
  id: idString,
  orderNo: z.string(),
  projectId: idString,
  projectName: z.string(),
  currency: currencyCode,
  quoteCurrency: currencyCode,
  quantity: decimalString.describe('Subscribed quantity'),
  wonQuantity: decimalString.nullable(),
  price: decimalString.nullable().describe('Winning price'),
  amount: decimalString.nullable().describe('To pay: wonQuantity x price'),
  status: codeOf(IEO_ORDER_STATUS, 'Subscription status'),
  createdAt: dateTime,
  drawnAt: dateTime.nullable(),
  paidAt: dateTime.nullable(),
});

export const projectList = defineEndpoint({
  id: 'ioe.projectList',
  method: 'GET',
  path: `${BASE}/appProdIoe/listMy`,
  auth: 'login',
  summary: "IEO projects with the user's subscribed quantity",
  query: pageQuery.extend({ status: queryCodeOf(IEO_PROJECT_STATUS, 'Project status').optional() }),
  result: pageOf(ieoProject),
});

export const orderList = defineEndpoint({
  id: 'ioe.orderList',
  method: 'GET',
  path: `${BASE}/appOrderIoe/listMy`,
  auth: 'login',
  summary: "The user's subscriptions and lottery results",
  query: pageQuery.extend({ status: queryCodeOf(IEO_ORDER_STATUS, 'Subscription status').optional() }),
  result: pageOf(ieoOrder),
});

export const apply = defineEndpoint({
  id: 'ioe.apply',
  method: 'POST',
  path: `${BASE}/appOrderIoe/apply`,
  auth: 'login',
  summary: 'Subscribe to an issuing project (nothing is paid until won)',
  body: z.object({ projectId: idString, quantity: userAmount }),
  result: ieoOrder,
});

export const pay = defineEndpoint({
  id: 'ioe.pay',
  method: 'POST',
  path: `${BASE}/appOrderIoe/pay`,
  auth: 'login',
  summary: 'Pay a won subscription before the deadline (completed); the tokens are delivered at listing',
  body: z.object({ orderId: idString }),
  result: ieoOrder,
});

export const ieoDraw = defineEndpoint({
  id: 'ext.ieoDraw',
  method: 'GET',
  path: '/api/ext/ieo/draw',
  auth: 'public',
  extension: true,
  summary: "A drawn project's public draw data: the revealed seed, its hash, the rule and every application (order number, quantity, won), so anyone can recompute it (scripts ieo-verify)",
  query: z.object({ projectId: idString }),
  result: z.object({
    projectId: idString,
    currency: currencyCode,
    allocation: z.enum(['proRata', 'lottery']),
    totalSupply: decimalString,
    lotSize: decimalString,
    decimals: z.number().int().min(0).max(18),
    seedHash: z.string(),
    seed: z.string(),
    applications: z.array(z.object({ orderNo: z.string(), quantity: decimalString, won: decimalString })),
  }),
});
