import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Clock } from '../clock.ts';
import type { Services } from '../modules/index.ts';
import type { TradingJobs } from '../modules/trading/index.ts';
import { okEnvelope } from '../plugins/envelope.ts';
import type { SnapshotStore } from './snapshots.ts';

/** What the QA API's own route plugins are registered with (qa/routes.ts); each module's QA routes get their module's (modules/define-module.ts). */
export interface QaOptions {
  deps: AppDeps;
  services: Services;
  /** The trade jobs: rebuilt after a load or restore, run first after a clock move. */
  jobs: TradingJobs;
  /** The snapshots of DATA_DIR (or of the PostgreSQL database): the snapshot routes' and a scenario file's undo. */
  snapshots: SnapshotStore;
}

/** The one success answer of the QA API: the same envelope as the contract routes, in the caller's language. */
export function qaOk(clock: Clock) {
  return <T>(request: FastifyRequest, result: T) => okEnvelope(result, request.lang, clock);
}
