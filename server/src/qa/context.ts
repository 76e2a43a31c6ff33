import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Clock } from '../clock.ts';
import type { TradeJobs } from '../jobs/trade-jobs.ts';
import type { Services } from '../modules/index.ts';
import { okEnvelope } from '../plugins/envelope.ts';

/** What every QA route plugin is registered with (qa/routes.ts). */
export interface QaOptions {
  deps: AppDeps;
  services: Services;
  jobs: TradeJobs;
}

/** The one success answer of the QA API: the same envelope as the contract routes, in the caller's language. */
export function qaOk(clock: Clock) {
  return <T>(request: FastifyRequest, result: T) => okEnvelope(result, request.lang, clock);
}
