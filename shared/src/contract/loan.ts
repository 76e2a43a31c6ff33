import { z } from 'zod';
import { LOAN_STATUS, LOAN_TYPE } from '../status.ts';
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

/*
 * Loans, credit and pledge (/api/prod/appLoan*). The spec has no repay call: at
 * the end of the term a job repays principal plus interest from the spot balance
 * (pledge released on repayment); the extension ext.loanRepay repays earlier
 * (docs/domains/credit-and-ieo.md "Loans").
 */

const BASE = '/api/prod';

export const loanSet = z.object({
  id: idString,
  type: codeOf(LOAN_TYPE, 'Loan type'),
  name: z.string(),
  currency: currencyCode,
  days: z.number().int().positive(),
  dailyRate: decimalString.describe('Percent per day'),
  minAmount: decimalString,
  maxAmount: decimalString.describe("The most the caller may borrow at the caller's identity level"),
  maxAmountKyc: decimalString.describe('Extension: the most after advanced identity verification'),
  pledgeCurrency: currencyCode.nullable().describe('Pledge loans: what is pledged'),
  pledgeRate: decimalString.nullable().describe('Pledge loans: pledge value required, percent of the loan'),
  requiresKyc: z.boolean(),
});

export const loanOrder = z.object({
  id: idString,
  orderNo: z.string(),
  setId: idString,
  type: codeOf(LOAN_TYPE, 'Loan type'),
  currency: currencyCode,
  amount: decimalString,
  days: z.number().int().positive(),
  dailyRate: decimalString.describe('Percent per day'),
  totalInterest: decimalString,
  pledgeCurrency: currencyCode.nullable(),
  pledgeAmount: decimalString.nullable(),
  signatureUrl: z.string().describe('Signed loan agreement image'),
  status: codeOf(LOAN_STATUS, 'Loan status'),
  remark: z.string().nullable(),
  startTime: dateTime.nullable().describe('Set when passed (disbursed)'),
  endTime: dateTime.nullable(),
  repaidAt: dateTime.nullable(),
  createdAt: dateTime,
  dueAmount: decimalString.nullable().describe('Extension: what repaying now costs (principal, interest to date, overdue penalty); null once closed'),
  ltv: decimalString.nullable().describe('Extension: pledge loans still open, debt / collateral value in percent at the live price'),
  marginCall: z.boolean().describe('Extension: the collateral fell to the margin-call LTV'),
});

export const myLoanInfo = defineEndpoint({
  id: 'loan.myLoanInfo',
  method: 'GET',
  path: `${BASE}/appLoanOrder/myLoanInfo`,
  auth: 'login',
  summary: "The user's loan account: credit limit (higher after identity verification) and what is owed",
  result: z.object({
    currency: z.literal('USDT'),
    creditLimit: decimalString,
    usedLimit: decimalString,
    availableLimit: decimalString,
    outstandingPrincipal: decimalString,
    outstandingInterest: decimalString,
    creditScore: z.number().int().min(0).max(1000),
    activeCount: z.number().int().nonnegative(),
  }),
});

export const loanSetList = defineEndpoint({
  id: 'loan.loanSetList',
  method: 'GET',
  path: `${BASE}/appLoanSet/list`,
  auth: 'login',
  summary: 'Loan offers (terms, rates, limits)',
  query: z.object({ type: queryCodeOf(LOAN_TYPE, 'Loan type').optional() }),
  result: z.array(loanSet),
});

const loanApplyBody = z.object({
  setId: idString,
  amount: userAmount,
  signatureUploadId: idString.describe('sys.upload id of the signed agreement'),
  agree: z.literal(true).describe('Loan agreement accepted'),
});

export const creditApply = defineEndpoint({
  id: 'loan.creditApply',
  method: 'POST',
  path: `${BASE}/appLoanOrder/creditApply`,
  auth: 'login',
  summary: 'Apply for a credit loan within the available limit; reviewed, then disbursed',
  body: loanApplyBody,
  result: loanOrder,
});

export const pledgeApply = defineEndpoint({
  id: 'loan.pledgeApply',
  method: 'POST',
  path: `${BASE}/appLoanOrder/pledgeApply`,
  auth: 'login',
  summary: "Apply for a pledge loan; the pledge (set's pledgeRate of the amount, at the current price) is frozen at once",
  body: loanApplyBody,
  result: loanOrder,
});

export const loanOrderList = defineEndpoint({
  id: 'loan.loanOrderList',
  method: 'GET',
  path: `${BASE}/appLoanOrder/listMy`,
  auth: 'login',
  summary: "The user's loans, newest first",
  query: pageQuery.extend({
    type: queryCodeOf(LOAN_TYPE, 'Loan type').optional(),
    status: queryCodeOf(LOAN_STATUS, 'Loan status').optional(),
  }),
  result: pageOf(loanOrder),
});

export const loanRepay = defineEndpoint({
  id: 'ext.loanRepay',
  method: 'POST',
  path: '/api/ext/loans/repay',
  auth: 'login',
  extension: true,
  summary: 'Repay a running or overdue loan now from the spot balance: principal, interest for each started day, overdue penalty; a pledge is released',
  body: z.object({ loanId: idString }),
  result: loanOrder,
});
