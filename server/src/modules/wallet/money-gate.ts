import { USER_STATUS } from '@sandbox/shared';
import { forbidden } from '../../errors.ts';

/** A frozen account signs in and reads, but moves no money: every money call checks this first (403, localized). */
export function assertMayMoveMoney(user: { status: number }): void {
  if (user.status === USER_STATUS.FROZEN) throw forbidden('finance.accountFrozen');
}
