import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { recordKindOf, resultStatus, resultTitle } from './record-rules.ts';

/** Says which key it was asked for, so a test sees the title chosen. */
const keyOf = ((key: string) => key) as unknown as TFunction;

describe('resultStatus', () => {
  it('is success once credited or paid out, error once refused or failed, waiting under review', () => {
    expect(resultStatus(1)).toBe('success');
    expect(resultStatus(2)).toBe('success');
    expect(resultStatus(-1)).toBe('error');
    expect(resultStatus(-2)).toBe('error');
    expect(resultStatus(0)).toBe('waiting');
  });
});

describe('resultTitle', () => {
  it("names a settled request's state, per kind", () => {
    expect(resultTitle(keyOf, 'recharge', 'delivered')).toBe('chongzhitixianResult.stateTitle.recharge.delivered');
    expect(resultTitle(keyOf, 'recharge', 'rejected')).toBe('chongzhitixianResult.stateTitle.recharge.rejected');
    expect(resultTitle(keyOf, 'withdrawal', 'approved')).toBe('chongzhitixianResult.stateTitle.withdrawal.approved');
    expect(resultTitle(keyOf, 'withdrawal', 'withdrawn')).toBe('chongzhitixianResult.stateTitle.withdrawal.withdrawn');
    expect(resultTitle(keyOf, 'withdrawal', 'failed')).toBe('chongzhitixianResult.stateTitle.withdrawal.failed');
  });

  it('says "submitted" while it waits, and for a state its kind does not have', () => {
    expect(resultTitle(keyOf, 'recharge', 'underReview')).toBe('chongzhitixianResult.rechargeTitle');
    expect(resultTitle(keyOf, 'withdrawal', 'underReview')).toBe('chongzhitixianResult.withdrawalTitle');
    // A deposit is never "approved" or "withdrawn": those are withdrawal states.
    expect(resultTitle(keyOf, 'recharge', 'approved')).toBe('chongzhitixianResult.rechargeTitle');
    expect(resultTitle(keyOf, 'recharge', 'withdrawn')).toBe('chongzhitixianResult.rechargeTitle');
  });
});

describe('recordKindOf', () => {
  it('is a withdrawal only when ?type= says so exactly', () => {
    expect(recordKindOf('withdrawal')).toBe('withdrawal');
    expect(recordKindOf('recharge')).toBe('recharge');
    expect(recordKindOf(null)).toBe('recharge');
    expect(recordKindOf('Withdrawal')).toBe('recharge');
    expect(recordKindOf('')).toBe('recharge');
  });
});
