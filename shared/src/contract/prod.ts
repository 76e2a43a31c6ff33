import { z } from 'zod';
import { PRODUCT_ORDER_STATUS, PRODUCT_STATUS, PRODUCT_TYPE } from '../status.ts';
import {
  codeOf,
  currencyCode,
  dateTime,
  decimalString,
  idString,
  pageOf,
  pageQuery,
  queryCodeOf,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { userAmount } from './amount.ts';

/* Investment products: arbitrage (AI quant), mining machines and debt (/api/prod). Rates are percent per day. */

const BASE = '/api/prod';

/** Specification of a mining machine (type 2 products only). */
export const minerSpec = z.object({
  manufacturer: z.string(),
  hashrate: z.string().describe('With unit, e.g. "110 TH/s"'),
  powerConsumption: z.string().describe('With unit, e.g. "3250 W"'),
  size: z.string(),
  weight: z.string(),
  temperature: z.string(),
  humidity: z.string(),
  network: z.string(),
});

export const product = z.object({
  id: idString,
  type: codeOf(PRODUCT_TYPE, 'Product type'),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  currency: currencyCode.describe('Currency paid in and paid out'),
  cycleDays: z.number().int().positive(),
  dailyRateMin: decimalString.describe('Percent per day, lower bound'),
  dailyRateMax: decimalString.describe('Percent per day, upper bound'),
  minAmount: decimalString.describe('Per order; for mining the price of one machine'),
  maxAmount: decimalString,
  unitPrice: decimalString.nullable().describe('Price of one machine (mining) else null'),
  levelLimit: z.number().int().min(0).max(6).describe('Minimum VIP level'),
  purchaseLimit: z.number().int().nonnegative().describe('Orders per user, 0 = unlimited'),
  totalQuota: decimalString.describe('Total amount (or machines) on offer'),
  soldQuota: decimalString,
  status: codeOf(PRODUCT_STATUS, 'Product status'),
  miner: minerSpec.nullable(),
  createdAt: dateTime,
});

export const productList = defineEndpoint({
  id: 'prod.productList',
  method: 'GET',
  path: `${BASE}/appProductInfo/list`,
  auth: 'public',
  summary: 'Products on offer (public catalogue; the debt pool page is public)',
  query: pageQuery.extend({ type: queryCodeOf(PRODUCT_TYPE, 'Product type').optional() }),
  result: pageOf(product),
});

export const productDetail = defineEndpoint({
  id: 'prod.productDetail',
  method: 'GET',
  path: `${BASE}/appProductInfo/queryById`,
  auth: 'public',
  summary: 'One product',
  query: z.object({ id: idString }),
  result: product,
});

export const productOrder = z.object({
  id: idString,
  orderNo: z.string(),
  productId: idString,
  productName: z.string(),
  productType: codeOf(PRODUCT_TYPE, 'Product type'),
  currency: currencyCode,
  amount: decimalString.describe('Hosted principal'),
  quantity: z.number().int().positive().describe('Machines (mining), else 1'),
  dailyRate: decimalString.describe('Percent per day applied to this order'),
  cycleDays: z.number().int().positive(),
  remainingDays: z.number().int().nonnegative(),
  todayIncome: decimalString,
  totalIncome: decimalString,
  status: codeOf(PRODUCT_ORDER_STATUS, 'Order status'),
  startTime: dateTime,
  endTime: dateTime,
  createdAt: dateTime,
});

export const productOrderList = defineEndpoint({
  id: 'prod.productOrderList',
  method: 'GET',
  path: `${BASE}/appProductOrder/listMy`,
  auth: 'login',
  summary: "The user's product orders (arbitrage, mining, debt orders)",
  query: pageQuery.extend({
    productType: queryCodeOf(PRODUCT_TYPE, 'Product type').optional(),
    status: queryCodeOf(PRODUCT_ORDER_STATUS, 'Order status').optional(),
  }),
  result: pageOf(productOrder),
});

export const productOrderStat = defineEndpoint({
  id: 'prod.productOrderStat',
  method: 'GET',
  path: `${BASE}/appProductOrder/orderStat`,
  auth: 'login',
  summary: "Totals of the user's product orders (hosted amount, today's and accumulated income), in USDT",
  query: z.object({ productType: queryCodeOf(PRODUCT_TYPE, 'Product type').optional() }),
  result: z.object({
    currency: z.literal('USDT'),
    hostedAmount: decimalString,
    todayIncome: decimalString,
    totalIncome: decimalString,
    runningCount: z.number().int().nonnegative(),
    orderCount: z.number().int().nonnegative(),
  }),
});

export const debitBuy = defineEndpoint({
  id: 'prod.debitBuy',
  method: 'POST',
  path: `${BASE}/appProductOrder/debitBuy`,
  auth: 'login',
  summary: 'Buy an arbitrage or debt product, debiting the amount from the spot balance',
  body: z.object({ productId: idString, amount: userAmount }),
  result: productOrder,
});

export const minerBuy = defineEndpoint({
  id: 'prod.minerBuy',
  method: 'POST',
  path: `${BASE}/appProductOrder/minerBuy`,
  auth: 'login',
  summary: 'Buy mining machines (quantity x unit price from the spot balance)',
  body: z.object({ productId: idString, quantity: z.number().int().min(1).max(1000) }),
  result: productOrder,
});
