import type { PrismaClient, TradingSymbol } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PassPauses } from '../../jobs/between-batches.ts';
import type { PassWorker } from '../../jobs/pass-worker.ts';
import type { Notify } from '../content/index.ts';
import { createIeoService } from './ieo-service.ts';
import { createScheduleService } from './schedule-service.ts';

export type IeoModule = ReturnType<typeof createIeoModule>;

export interface IeoDeps {
  db: PrismaClient;
  clock: Clock;
  notify: Notify;
  /** A token listed at delivery joins the market live (a reload would drop every QA steer). */
  onSymbolListed: (row: TradingSymbol) => void;
  /** The long passes' thread (the draw's allocation and reads); without it, on the loop. */
  worker?: PassWorker;
  /** The draw's pauses between two batches on the loop (the tests' handle; the running app's by default). */
  pauses?: PassPauses;
}

export function createIeoModule(deps: IeoDeps) {
  const schedule = createScheduleService(deps);
  return { ieo: createIeoService({ db: deps.db, clock: deps.clock, schedule }), schedule };
}
