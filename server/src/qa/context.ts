import type { AppDeps } from '../app-deps.ts';
import type { Services } from '../modules/index.ts';
import type { TradingJobs } from '../modules/trading/index.ts';
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

