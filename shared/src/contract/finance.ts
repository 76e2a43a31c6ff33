import { z } from 'zod';
import { BALANCE_LOG_TYPE, RECORD_STATUS, TRANSFER_DIRECTION, WALLET, WITHDRAWAL_ACCOUNT_TYPE } from '../status.ts';
import {
  codeOf,
  currencyCode,
  dateTime,
  decimalString,
  idString,
  otpCode,
  pageOf,
  pageQuery,
  password,
  queryCodeOf,
  signedDecimalString,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { tradeAmount, userAmount } from './amount.ts';

/* Wallets, deposits, withdrawals and the balance log (/api/finance). Valuations are in USDT. */

const BASE = '/api/finance';

export const currencyBalance = z.object({
  currency: currencyCode,
  available: decimalString,
  frozen: decimalString.describe('Held by pending withdrawals, orders or pledges'),
  total: decimalString,
  valuation: decimalString.describe('total valued in USDT'),
});

export const queryUserBalance = defineEndpoint({
  id: 'finance.queryUserBalance',
  method: 'GET',
  path: `${BASE}/appWallet/queryUserBalance`,
  auth: 'login',
  summary: 'Spot balance per currency (every enabled currency, zero balances included)',
  query: z.object({ currency: currencyCode.optional() }),
  result: z.array(currencyBalance),
});

export const queryUserAssets = defineEndpoint({
  id: 'finance.queryUserAssets',
  method: 'GET',
  path: `${BASE}/appWallet/queryUserAssets`,
  auth: 'login',
  summary: 'Asset overview valued in USDT (asset centre)',
  result: z.object({
    currency: z.literal('USDT'),
    totalAssets: decimalString.describe('spot + contract equity + products + competition frozen; the VIP level follows it'),
    spotBalance: decimalString,
    contractBalance: decimalString,
    positionAssets: decimalString.describe('Margin plus unrealized PnL of open real positions'),
    productAssets: decimalString.describe('Principal hosted in running product orders'),
    competitionFrozen: decimalString,
    virtualAssets: decimalString.describe('Demo-trading balance; not part of totalAssets'),
    loanOutstanding: decimalString.describe('Principal plus interest owed; not subtracted from totalAssets'),
  }),
});

export const contractBalance = z.object({
  currency: z.literal('USDT'),
  balance: decimalString.describe('Wallet balance of the contract wallet'),
  available: decimalString.describe('Free to open positions or transfer out'),
  frozenMargin: decimalString,
  unrealizedPnl: signedDecimalString,
  equity: signedDecimalString.describe('balance + unrealizedPnl'),
});

export const queryUserContractBalance = defineEndpoint({
  id: 'finance.queryUserContractBalance',
  method: 'GET',
  path: `${BASE}/appWallet/queryUserContractBalance`,
  auth: 'login',
  summary: 'Contract wallet (USDT) that perpetual positions draw their margin from',
  result: contractBalance,
});

export const transferContract = defineEndpoint({
  id: 'finance.transferContract',
  method: 'POST',
  path: `${BASE}/appWallet/transferContract`,
  auth: 'login',
  summary: 'Fund transfer between the spot and the contract wallet (USDT)',
  body: z.object({
    direction: codeOf(TRANSFER_DIRECTION, 'Direction'),
    amount: tradeAmount,
  }),
  result: z.object({ spotBalance: decimalString, contractBalance: decimalString }),
});

export const rechargeOrder = z.object({
  id: idString,
  orderNo: z.string(),
  currency: currencyCode,
  network: z.string(),
  address: z.string().describe('Deposit address the user paid to'),
  amount: decimalString,
  arrivalAmount: decimalString.describe('Estimated (under review) or credited amount'),
  proofUrl: z.string().nullable(),
  txHash: z.string().nullable(),
  status: codeOf(
    { UNDER_REVIEW: RECORD_STATUS.UNDER_REVIEW, DELIVERED: RECORD_STATUS.DELIVERED, REJECTED: RECORD_STATUS.REJECTED },
    'Deposit status',
  ),
  remark: z.string().nullable().describe('Review remark, e.g. the rejection reason'),
  createdAt: dateTime,
  reviewedAt: dateTime.nullable(),
});

const recordStatusQuery = queryCodeOf(RECORD_STATUS, 'Status');

export const rechargeList = defineEndpoint({
  id: 'finance.rechargeList',
  method: 'GET',
  path: `${BASE}/appRecharge/listMy`,
  auth: 'login',
  summary: "The user's deposit orders, newest first",
  query: pageQuery.extend({ status: recordStatusQuery.optional(), currency: currencyCode.optional() }),
  result: pageOf(rechargeOrder),
});

export const rechargeApply = defineEndpoint({
  id: 'finance.rechargeApply',
  method: 'POST',
  path: `${BASE}/appRecharge/apply`,
  auth: 'login',
  summary: 'Declare a deposit with its payment proof; credited after review (minimum per currency network)',
  body: z.object({
    currency: currencyCode,
    network: z.string().min(1).max(32),
    amount: userAmount,
    proofUploadId: idString.describe('sys.upload id of the payment screenshot'),
    txHash: z.string().max(128).optional(),
  }),
  result: rechargeOrder,
});

export const rechargeAddress = defineEndpoint({
  id: 'finance.rechargeAddress',
  method: 'GET',
  path: `${BASE}/rechargeAddr/getAddr`,
  auth: 'login',
  summary: 'Deposit address of a currency on a network (first network when omitted)',
  query: z.object({ currency: currencyCode, network: z.string().min(1).max(32).optional() }),
  result: z.object({
    currency: currencyCode,
    network: z.string(),
    address: z.string(),
    minAmount: decimalString,
    networks: z.array(z.string()).describe('All networks the currency can be deposited on'),
  }),
});

export const withdrawalOrder = z.object({
  id: idString,
  orderNo: z.string(),
  currency: currencyCode,
  amount: decimalString,
  fee: decimalString,
  receiveAmount: decimalString.describe('amount - fee'),
  accountType: codeOf(WITHDRAWAL_ACCOUNT_TYPE, 'Account type'),
  network: z.string().nullable(),
  address: z.string().nullable().describe('Chain address (type 2)'),
  realName: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNo: z.string().nullable().describe('Bank account number (type 1)'),
  status: codeOf(RECORD_STATUS, 'Withdrawal status'),
  remark: z.string().nullable(),
  createdAt: dateTime,
  reviewedAt: dateTime.nullable(),
  paidAt: dateTime.nullable(),
});

export const withdrawalList = defineEndpoint({
  id: 'finance.withdrawalList',
  method: 'GET',
  path: `${BASE}/appWithdrawal/listMy`,
  auth: 'login',
  summary: "The user's withdrawals, newest first",
  query: pageQuery.extend({ status: recordStatusQuery.optional(), currency: currencyCode.optional() }),
  result: pageOf(withdrawalOrder),
});

export const withdrawalApply = defineEndpoint({
  id: 'finance.withdrawalApply',
  method: 'POST',
  path: `${BASE}/appWithdrawal/apply`,
  auth: 'login',
  summary:
    'Withdraw to a bound account; needs the withdrawal password (and the authenticator code when bound); the amount is frozen until review',
  body: z.object({
    currency: currencyCode,
    amount: userAmount,
    accountId: idString.describe('user.withdrawalAccountList id'),
    withdrawalPassword: password,
    googleCode: otpCode.optional().describe('Required when Google Authenticator is bound'),
  }),
  result: withdrawalOrder,
});

export const balanceLog = z.object({
  id: idString,
  wallet: codeOf(WALLET, 'Wallet'),
  type: codeOf(BALANCE_LOG_TYPE, 'Entry type'),
  currency: currencyCode,
  amount: signedDecimalString.describe('Change, negative for a debit'),
  balanceBefore: decimalString,
  balanceAfter: decimalString,
  refId: z.string().nullable().describe('Id of the order or record that caused the change'),
  remark: z.string().nullable(),
  createdAt: dateTime,
});

export const balanceLogList = defineEndpoint({
  id: 'finance.balanceLogList',
  method: 'GET',
  path: `${BASE}/appBalanceLog/list`,
  auth: 'login',
  summary: "The user's balance changes (account change records), newest first, filtered by type/wallet/currency/time",
  query: pageQuery.extend({
    type: queryCodeOf(BALANCE_LOG_TYPE, 'Entry type').optional(),
    wallet: queryCodeOf(WALLET, 'Wallet').optional(),
    currency: currencyCode.optional(),
    startTime: dateTime.optional(),
    endTime: dateTime.optional(),
  }),
  result: pageOf(balanceLog),
});

export const rechargeDetail = defineEndpoint({
  id: 'ext.rechargeDetail',
  method: 'GET',
  path: '/api/ext/recharges/{id}',
  auth: 'login',
  extension: true,
  summary: "One of the user's deposit orders (the result page); another user's id answers 404",
  params: z.object({ id: idString }),
  result: rechargeOrder,
});

export const withdrawalDetail = defineEndpoint({
  id: 'ext.withdrawalDetail',
  method: 'GET',
  path: '/api/ext/withdrawals/{id}',
  auth: 'login',
  extension: true,
  summary: "One of the user's withdrawals (the result page); another user's id answers 404",
  params: z.object({ id: idString }),
  result: withdrawalOrder,
});
