import type { FastifyInstance } from 'fastify';
import { qaOk, type QaOptions } from './context.ts';

/** QA actions of the earn products (under /__qa/prod, QA token checked by the parent). */
export async function prodQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { prod } = opts.services;
  const ok = qaOk(opts.deps.clock);

  /** Pays every due day of every running order now (after a clock jump), instead of waiting for the job's next pass. */
  app.post('/accrue', { schema: { hide: true } }, async (request) => ok(request, await prod.accrual.accrueDue()));
}
