/** `pending`, `approve` and `pay`: the review queues of deposits, withdrawals, identity applications and loans. */
import type { QaFinancePending } from '@sandbox/shared/qa-wire';
import { qaRoutes, type QaRoute } from '@sandbox/shared/qa-routes';
import { call, QaError, type QaCommand, type QaTarget } from './call.ts';

const APPROVE: Record<string, QaRoute<'POST', `/${string}/:id/approve`>> = {
  deposit: qaRoutes['finance.recharges.approve'],
  withdrawal: qaRoutes['finance.withdrawals.approve'],
  kyc: qaRoutes['kyc.approve'],
  loan: qaRoutes['loan.approve'],
};

/** The oldest waiting item of a queue, when the command named no id. */
async function oldest(target: QaTarget, kind: string): Promise<string> {
  let ids: string[];
  if (kind === 'deposit' || kind === 'withdrawal') {
    const pending = await call(target, qaRoutes['finance.pending']);
    ids = (kind === 'deposit' ? pending.recharges : pending.withdrawals).map((r) => r.id);
  } else if (kind === 'kyc') {
    ids = (await call(target, qaRoutes['kyc.list'], { query: { status: 'pending' } })).map((r) => r.id);
  } else {
    ids = (await call(target, qaRoutes['loan.pending'])).map((r) => r.id);
  }
  // The queues list oldest first.
  const id = ids[0];
  if (!id) throw new QaError(`no ${kind} is waiting`);
  return id;
}

/** `pending`: how many wait in each queue, and their ids. */
export const pending: QaCommand = async ({ target }) => {
  const finance: QaFinancePending = await call(target, qaRoutes['finance.pending']);
  const kyc = await call(target, qaRoutes['kyc.list'], { query: { status: 'pending' } });
  const loans = await call(target, qaRoutes['loan.pending']);
  const result = { deposits: finance.recharges, withdrawals: finance.withdrawals, kyc, loans };
  const line = Object.entries(result)
    .map(([k, items]) => `${k.padEnd(12)} ${items.length}${items.length ? `: ${items.map((i) => i.id).join(', ')}` : ''}`)
    .join('\n');
  return { result, line };
};

/** `approve deposit|withdrawal|kyc|loan [<id>]`. */
export const approve: QaCommand = async ({ target, sub, rest }) => {
  const route = sub ? APPROVE[sub] : undefined;
  if (!sub || !route) throw new QaError('approve deposit|withdrawal|kyc|loan [<id>]');
  const id = rest[0] ?? (await oldest(target, sub));
  return { result: await call(target, route, { params: { id } }), line: `approved ${sub} ${id}` };
};

/** `pay withdrawal [<id>]`. */
export const pay: QaCommand = async ({ target, sub, rest }) => {
  if (sub !== 'withdrawal') throw new QaError('pay withdrawal [<id>]');
  const id = rest[0] ?? (await oldest(target, 'withdrawal'));
  return { result: await call(target, qaRoutes['finance.withdrawals.pay'], { params: { id } }), line: `paid withdrawal ${id}` };
};
