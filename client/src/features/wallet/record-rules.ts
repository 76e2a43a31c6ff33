import type { TFunction } from 'i18next';
import { RECORD_STATUS, type RecordKind } from '../../api/finance.ts';

/** The result screen's icon for a request's status: credited or paid out, refused or failed, or still under review. */
export function resultStatus(status: number): 'success' | 'error' | 'waiting' {
  if (status === RECORD_STATUS.DELIVERED || status === RECORD_STATUS.WITHDRAWN) return 'success';
  if (status === RECORD_STATUS.REJECTED || status === RECORD_STATUS.FAILED) return 'error';
  return 'waiting';
}

/**
 * The title follows the request's state (issue 17 item 9): "Deposit credited" once delivered,
 * "Deposit submitted" only while it waits for review.
 */
const STATE_TITLES: Record<RecordKind, readonly string[]> = {
  recharge: ['delivered', 'rejected', 'failed'],
  withdrawal: ['approved', 'withdrawn', 'rejected', 'failed'],
};

export function resultTitle(t: TFunction, kind: RecordKind, statusKey: string): string {
  return STATE_TITLES[kind].includes(statusKey)
    ? t(`chongzhitixianResult.stateTitle.${kind}.${statusKey}`)
    : t(`chongzhitixianResult.${kind}Title`);
}

/** `?type=` of the record and result screens: a withdrawal when it says so, a recharge otherwise. */
export function recordKindOf(type: string | null): RecordKind {
  return type === 'withdrawal' ? 'withdrawal' : 'recharge';
}
