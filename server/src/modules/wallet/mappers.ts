import type { Prisma } from '@sandbox/prisma';
import { toRegionTime, type finance, type RECORD_STATUS } from '@sandbox/shared';
import type { z } from 'zod';
import { fileUrl } from '../platform/index.ts';
import { STORED_ACCOUNT_TYPE, toWireAccountType } from './withdrawal-accounts-codes.ts';

type RechargeRow = Prisma.RechargeGetPayload<object>;
type WithdrawalRow = Prisma.WithdrawalGetPayload<object>;
type RechargeOrder = z.input<typeof finance.rechargeOrder>;
type WithdrawalOrder = z.input<typeof finance.withdrawalOrder>;

/** A deposit's or a withdrawal's status code (stored and on the wire alike). */
export type RecordStatus = (typeof RECORD_STATUS)[keyof typeof RECORD_STATUS];

const time = (d: Date | null) => (d ? toRegionTime(d) : null);

export function toRechargeOrder(r: RechargeRow): RechargeOrder {
  return {
    id: r.id,
    orderNo: r.orderNo,
    currency: r.currency,
    network: r.network ?? '',
    address: r.address ?? '',
    amount: r.amount,
    // No deposit fee: what arrives is what was declared, once approved.
    arrivalAmount: r.amount,
    proofUrl: r.proofUploadId ? fileUrl(r.proofUploadId) : null,
    txHash: r.txHash,
    status: r.status as RechargeOrder['status'],
    remark: r.rejectReason,
    createdAt: toRegionTime(r.createdAt),
    reviewedAt: time(r.reviewedAt),
  };
}

export function toWithdrawalOrder(w: WithdrawalRow): WithdrawalOrder {
  const chain = w.method === STORED_ACCOUNT_TYPE.CHAIN_ADDRESS;
  return {
    id: w.id,
    orderNo: w.orderNo,
    currency: w.currency,
    amount: w.amount,
    fee: w.fee,
    receiveAmount: w.actualAmount,
    accountType: toWireAccountType(w.method),
    network: chain ? w.network : null,
    address: chain ? w.address : null,
    realName: w.realName,
    bankName: w.bankName,
    accountNo: w.bankAccount,
    status: w.status as WithdrawalOrder['status'],
    remark: w.rejectReason,
    createdAt: toRegionTime(w.createdAt),
    reviewedAt: time(w.reviewedAt),
    paidAt: time(w.paidAt),
  };
}
