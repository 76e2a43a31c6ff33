import type { FastifyInstance } from 'fastify';
import { qaOk, type QaOptions } from './context.ts';

/** IEO QA actions (under /__qa/ieo, QA token checked by the parent). */
export async function ieoQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { schedule } = opts.services.ieo;
  const ok = qaOk(opts.deps.clock);

  /** Runs every calendar step that came due (open, draw, lapse, listing) now, after a clock jump. */
  app.post('/run', { schema: { hide: true } }, async (request) => ok(request, await schedule.runPass()));
}
