import { LOAN_STATUS, LOAN_TYPE } from '@sandbox/shared/status';
import type { loan } from '@sandbox/shared/contract/index';
import { call, callAtServerTime } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, QueryOf, ResultOf } from './contract.ts';

/**
 * Loans, credit and pledge (issue 14, server: modules/loan): the loan account, the offers,
 * the two applications (with a signed agreement's upload id), the caller's loans and the
 * early repayment extension. The query hooks and the screens' rules live in features/loan.
 */

export { LOAN_STATUS, LOAN_TYPE };
export type LoanInfo = ResultOf<typeof loan.myLoanInfo>;
export type LoanSet = ResultOf<typeof loan.loanSetList>[number];
export type LoanOrder = ResultOf<typeof loan.creditApply>;
export type LoanOrderPage = ResultOf<typeof loan.loanOrderList>;
export type LoanOrderQuery = QueryOf<typeof loan.loanOrderList>;
export type LoanApplyRequest = BodyOf<typeof loan.creditApply>;
export type LoanType = LoanSet['type'];
export type LoanStatus = LoanOrder['status'];

export const getMyLoanInfo = (): Promise<LoanInfo> => call(endpoints['loan.myLoanInfo']);
export const listLoanOrders = (query: LoanOrderQuery): Promise<LoanOrderPage> => call(endpoints['loan.loanOrderList'], { query });
export const creditApply = (body: LoanApplyRequest): Promise<LoanOrder> => call(endpoints['loan.creditApply'], { body });
export const pledgeApply = (body: LoanApplyRequest): Promise<LoanOrder> => call(endpoints['loan.pledgeApply'], { body });
export const repayLoan = (loanId: string): Promise<LoanOrder> => call(endpoints['ext.loanRepay'], { body: { loanId } });

/** The offers with how far the server's clock runs ahead of the device's (ms): the repayment date is on the sandbox clock, which QA may have moved. */
export interface LoanSetsAtServerTime {
  sets: LoanSet[];
  serverOffsetMs: number;
}

/** The loan offers read as a raw envelope (its timestamp is the server's clock); a refusal rejects with the server's message, without a toast. */
export async function getLoanSetsAtServerTime(now: () => number = Date.now): Promise<LoanSetsAtServerTime> {
  const { result, serverTime, receivedAt } = await callAtServerTime(endpoints['loan.loanSetList'], { query: {} }, now);
  return { sets: result, serverOffsetMs: serverTime - receivedAt };
}
