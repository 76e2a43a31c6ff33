import type { FastifyInstance } from 'fastify';
import { qaOk, type QaOptions } from './context.ts';

/**
 * QA actions of community and rewards (under /__qa/community, QA token checked by the
 * parent): run a job's pass now instead of waiting for its timer. Each pass is idempotent
 * (once-only keys and guarded updates), so one running beside the timer's changes nothing twice.
 */
export async function communityQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { vip } = opts.services;
  const ok = qaOk(opts.deps.clock);

  /** Issues the red envelopes of every Monday 00:00 region time passed since the last issued (after a clock jump). */
  app.post('/envelopes/run', { schema: { hide: true } }, async (request) => ok(request, await vip.welfare.issueEnvelopes()));

  /** Re-evaluates the level of every user who holds anything (after a price move). */
  app.post('/levels/sweep', { schema: { hide: true } }, async (request) => ok(request, await vip.levels.sweep()));
}
