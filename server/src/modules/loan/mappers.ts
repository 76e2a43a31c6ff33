import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { Loan, LoanSetting } from '@sandbox/prisma';
import { LOAN_TYPE, toRegionTime, type loan } from '@sandbox/shared';
import { fileUrl } from '../platform/index.ts';
import { LOAN_DB, loanStatusToWire } from './rules.ts';

type SetWire = z.input<typeof loan.loanSet>;
type LoanWire = z.input<typeof loan.loanOrder>;

/** Stored pledge ratio (1.5) as the contract's percent of the loan (150). */
function ratioToPercent(ratio: string | null): string | null {
  return ratio === null ? null : new Decimal(ratio).times(100).toFixed();
}

/** An offer as the caller sees it: maxAmount is the caller's own maximum at their identity level. */
export function toSetWire(s: LoanSetting, kycLevel: number): SetWire {
  return {
    id: s.id,
    type: s.type as SetWire['type'],
    name: s.name,
    currency: s.currency,
    days: s.days,
    dailyRate: s.dailyRate,
    minAmount: s.minAmount,
    maxAmount: kycLevel >= 2 ? s.maxAmountKyc : s.maxAmount,
    maxAmountKyc: s.maxAmountKyc,
    pledgeCurrency: s.type === LOAN_TYPE.PLEDGE ? s.pledgeCurrency : null,
    pledgeRate: s.type === LOAN_TYPE.PLEDGE ? ratioToPercent(s.pledgeRate) : null,
    requiresKyc: s.type === LOAN_TYPE.CREDIT || s.requiredKycLevel > 0,
  };
}

export interface LoanLive {
  dueAmount: string | null;
  ltv: string | null;
}

export function toLoanWire(l: Loan, live: LoanLive): LoanWire {
  return {
    id: l.id,
    orderNo: l.orderNo,
    setId: l.settingId,
    type: l.type as LoanWire['type'],
    currency: l.currency,
    amount: l.amount,
    days: l.days,
    dailyRate: l.dailyRate,
    totalInterest: l.totalInterest,
    pledgeCurrency: l.pledgeCurrency,
    pledgeAmount: l.pledgeAmount,
    signatureUrl: l.signatureUploadId ? fileUrl(l.signatureUploadId) : '',
    status: loanStatusToWire(l.status),
    remark: l.status === LOAN_DB.REJECTED ? l.rejectReason : l.remark,
    startTime: l.startAt ? toRegionTime(l.startAt) : null,
    endTime: l.endAt ? toRegionTime(l.endAt) : null,
    repaidAt: l.repaidAt ? toRegionTime(l.repaidAt) : null,
    createdAt: toRegionTime(l.createdAt),
    dueAmount: live.dueAmount,
    ltv: live.ltv,
    marginCall: l.marginCallAt !== null,
  };
}
