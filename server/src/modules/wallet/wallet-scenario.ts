import type { Recharge, Tx, Withdrawal } from '@sandbox/prisma';
import { RECORD_STATUS } from '@sandbox/shared';
import { notifyAt } from '../content/index.ts';
import type { RecordStatus } from './mappers.ts';
import { declareRechargeIn } from './recharge-apply.ts';
import { approveRechargeIn, rejectRechargeIn } from './recharge-review.ts';
import { bindIn } from './withdrawal-accounts.ts';
import { payeeColumns, type AddInput } from './withdrawal-accounts-columns.ts';
import { applyWithdrawalIn } from './withdrawal-apply.ts';
import { approveWithdrawalIn, failWithdrawalIn, payWithdrawalIn, rejectWithdrawalIn } from './withdrawal-review.ts';

/*
 * A scenario file's withdrawal accounts, deposits and withdrawals (docs/scenarios.md), made
 * inside the load's transaction by the module's own steps at the instant the file gives: the
 * account bound as user.withdrawalAccountAdd binds it, the deposit declared and reviewed, the
 * withdrawal applied (its amount frozen) and reviewed along the state machine to its status.
 * Each notice the user is told is dated at its step.
 */

/** The reason of a rejection that gives none (the QA review's default too). */
export const DEFAULT_REVIEW_REASON = 'Rejected by review (sandbox)';

/** A payee bound at `at`: the bind form's checks (a withdrawable coin on an enabled network, the address's shape), the user's limit, no duplicate. */
export async function bindScenarioAccount(tx: Tx, userId: string, input: AddInput, at: Date) {
  return bindIn(tx, userId, await payeeColumns(tx, input), at);
}

/** What a scenario's deposit or withdrawal is: whose, in what, how much and where its review leaves it. */
interface ScenarioRecord {
  userId: string;
  currency: string;
  amount: string;
  status: RecordStatus;
  /** A rejected or failed one's reason. */
  reason: string;
}

/**
 * A deposit declared at `at` and reviewed at it: delivered (credited once through the ledger),
 * rejected, or left under review. An approval here pays no referral reward: the inviters'
 * balances are the file's.
 */
export async function scenarioRecharge(tx: Tx, record: ScenarioRecord & { network: string }, at: Date): Promise<Recharge> {
  const row = await declareRechargeIn(tx, record.userId, record, at);
  if (record.status === RECORD_STATUS.DELIVERED) return approveRechargeIn(tx, { notify: notifyAt(at) }, row.id, at);
  if (record.status === RECORD_STATUS.REJECTED) return rejectRechargeIn(tx, row.id, record.reason, at);
  return row;
}

/**
 * A withdrawal applied at `at` to one of the user's accounts (its amount frozen, the fee by the
 * published rule; `no`, its order number, default a new one) and moved along the state machine to its status at it: approved, then paid
 * (the frozen amount leaves) or failed (unfrozen); or rejected from review (unfrozen).
 */
export async function scenarioWithdrawal(tx: Tx, record: ScenarioRecord & { accountId: string; no?: string | undefined }, at: Date): Promise<Withdrawal> {
  const notify = notifyAt(at);
  const applied = await applyWithdrawalIn(tx, record.userId, record, at);
  if (record.status === RECORD_STATUS.UNDER_REVIEW) return applied;
  if (record.status === RECORD_STATUS.REJECTED) return rejectWithdrawalIn(tx, notify, applied.id, record.reason, at);
  const approved = await approveWithdrawalIn(tx, applied.id, at);
  if (record.status === RECORD_STATUS.WITHDRAWN) return payWithdrawalIn(tx, notify, applied.id, at);
  if (record.status === RECORD_STATUS.FAILED) return failWithdrawalIn(tx, notify, applied.id, record.reason, at);
  return approved;
}
