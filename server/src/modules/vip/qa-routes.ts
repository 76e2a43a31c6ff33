import type { FastifyInstance } from 'fastify';
import type { QaContext } from '../define-module.ts';
import type { VipModule } from './module.ts';

/**
 * QA actions of VIP levels and welfare (under /__qa/community, beside the competition module's;
 * QA token checked by the parent): run a job's half now instead of waiting for its timer. Each
 * is idempotent (once-only keys), so one running beside the timer's changes nothing twice.
 */
export async function vipQaRoutes(app: FastifyInstance, { api: vip, ok }: QaContext<VipModule>) {
  /** Issues the red envelopes of every Monday 00:00 region time passed since the last issued (after a clock jump). */
  app.post('/envelopes/run', { schema: { hide: true } }, async (request) => ok(request, await vip.welfare.issueEnvelopes()));

  /** Re-evaluates the level of every user who holds anything (after a price move). */
  app.post('/levels/sweep', { schema: { hide: true } }, async (request) => ok(request, await vip.levels.sweep()));
}
