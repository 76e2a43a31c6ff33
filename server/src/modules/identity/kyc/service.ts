import { applyAdvanced, applyBasic, type AdvancedInput, type BasicInput } from './kyc-apply.ts';
import { authDone, authStatus, listMine } from './kyc-reads.ts';
import { review, reviewQueue, type KycDecision, type KycDeps } from './kyc-review.ts';

export type { KycDecision } from './kyc-review.ts';

export type KycService = ReturnType<typeof createKycService>;

/**
 * Identity verification. Basic: a document and its photos; advanced: contact
 * details and an emergency contact, only after basic is authorized. A level
 * can be applied for when it has no application yet or its newest one was
 * rejected; the newest application of a level is its state. Each write runs in
 * one transaction (SQLite serialises them), so two concurrent submissions
 * cannot both pass the state check.
 *
 * The parts: kyc-apply.ts (the applications), kyc-reads.ts (the caller's state and list),
 * kyc-review.ts (the QA queue and decision).
 */
export function createKycService(deps: KycDeps) {
  const { db } = deps;
  return {
    applyBasic: (userId: string, input: BasicInput) => applyBasic(deps, userId, input),
    applyAdvanced: (userId: string, input: AdvancedInput) => applyAdvanced(deps, userId, input),
    isHaveAuth: (userId: string) => authStatus(db, userId),
    isHaveAuthDone: (userId: string) => authDone(db, userId),
    listMine: (userId: string) => listMine(db, userId),
    queue: (filter: { dbStatus?: number | undefined; userId?: string | undefined }) => reviewQueue(db, filter),
    review: (id: string, decision: KycDecision) => review(deps, id, decision),
  };
}
