import type { IeoProject } from '@sandbox/prisma';
import { IEO_PROJECT_STATUS } from '@sandbox/shared';
import { storedStatusOf } from '../status-codes.ts';

/** IeoProject.status as stored (schema comment): 0 upcoming, 1 issuing, 2 drawn, 3 completed (payment closed), 4 listed. */
export const IEO_DB = { UPCOMING: 0, ISSUING: 1, DRAWN: 2, COMPLETED: 3, LISTED: 4 } as const;
/** IeoOrder.status (the same codes on the wire): 1 applied, 2 won (to pay), 3 completed (paid), -1 not won, -2 expired (unpaid). */
export const IEO_ORDER_DB = { APPLIED: 1, WON: 2, COMPLETED: 3, NOT_WON: -1, EXPIRED: -2 } as const;

const TO_WIRE: Record<number, (typeof IEO_PROJECT_STATUS)[keyof typeof IEO_PROJECT_STATUS]> = {
  [IEO_DB.UPCOMING]: IEO_PROJECT_STATUS.UPCOMING,
  [IEO_DB.ISSUING]: IEO_PROJECT_STATUS.ISSUING,
  [IEO_DB.DRAWN]: IEO_PROJECT_STATUS.DRAWN,
  [IEO_DB.COMPLETED]: IEO_PROJECT_STATUS.COMPLETED,
  [IEO_DB.LISTED]: IEO_PROJECT_STATUS.LISTED,
};
export const projectStatusToWire = (db: number) => TO_WIRE[db] ?? IEO_PROJECT_STATUS.UPCOMING;
export const projectStatusToDb = (wire: number) => storedStatusOf(TO_WIRE, wire);

/** The draw happened (the seed is public from then on). */
export const isDrawn = (p: Pick<IeoProject, 'status'>) => p.status >= IEO_DB.DRAWN;
/** End of the payment window: payUntil, else the listing time. */
export const payDeadlineOf = (p: Pick<IeoProject, 'payUntil' | 'listAt'>) => p.payUntil ?? p.listAt;
export const allocationOf = (p: Pick<IeoProject, 'allocation'>): 'proRata' | 'lottery' => (p.allocation === 'lottery' ? 'lottery' : 'proRata');
