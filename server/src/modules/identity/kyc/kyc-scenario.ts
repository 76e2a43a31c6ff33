import type { KycApplication, Tx } from '@sandbox/prisma';
import { KYC_LEVEL } from '@sandbox/shared';
import { notifyAt } from '../../content/index.ts';
import { writeAdvancedApplication, writeBasicApplication, type AdvancedInput, type BasicApplication } from './kyc-apply.ts';
import { reviewIn } from './kyc-review.ts';

/*
 * A scenario file's identity review (docs/scenarios.md "Identity review"), made inside the load's
 * transaction by the module's own steps at the file's instant: the application as kyc-apply.ts
 * checks and writes it (a basic one without photos: uploads are files a scenario does not reach,
 * as kyc-pending's), and a rejection as kyc-review.ts decides it, with the notice the user is told
 * dated then.
 */

/** What a scenario's application asks: a basic one's document, or an advanced one's contact details. */
export type ScenarioKycApplication = { level: typeof KYC_LEVEL.BASIC; document: Omit<BasicApplication, 'photos'> } | { level: typeof KYC_LEVEL.ADVANCED; contact: AdvancedInput };

/** The application at `at`, pending review, by the level's rules. */
export async function applyScenarioKyc(tx: Tx, userId: string, application: ScenarioKycApplication, at: Date): Promise<KycApplication> {
  if (application.level === KYC_LEVEL.BASIC) return writeBasicApplication(tx, userId, { ...application.document, photos: {} }, at);
  return writeAdvancedApplication(tx, userId, application.contact, at);
}

/** The application rejected at `at` for `reason`, the user told. */
export async function rejectScenarioKyc(tx: Tx, application: KycApplication, reason: string, at: Date): Promise<void> {
  await reviewIn(tx, notifyAt(at), application.id, { approve: false, reason }, at);
}
