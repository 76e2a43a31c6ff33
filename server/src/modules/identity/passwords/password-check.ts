import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../../clock.ts';
import { badRequest, tooMany } from '../../../errors.ts';
import type { MessageKey } from '../../../i18n/messages.ts';
import { verifyPassword } from './password.ts';
import { createSecretThrottle, type ThrottleKind } from './secret-throttle.ts';

/**
 * Checks a password a signed-in user types (withdrawal password at apply and
 * change, login password on change) under the per-user throttle. The caller is
 * already known, so a throttled try says so (429 with the minutes to wait)
 * instead of posing as a wrong password; a wrong one is 400 `wrongKey`.
 */
export async function checkThrottledPassword(
  deps: { db: PrismaClient; clock: Clock },
  check: { kind: ThrottleKind; userId: string; password: string; hash: string; wrongKey: MessageKey },
): Promise<void> {
  const throttle = createSecretThrottle(deps.db, deps.clock);
  const waitMs = await throttle.waitMs(check.kind, check.userId, undefined);
  if (waitMs > 0) throw tooMany('auth.passwordTriesThrottled', { minutes: Math.ceil(waitMs / 60_000) });
  if (await verifyPassword(check.password, check.hash)) return;
  await throttle.recordFailure(check.kind, check.userId, {});
  throw badRequest(check.wrongKey);
}
