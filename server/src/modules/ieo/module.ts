import type { PrismaClient, TradingSymbol } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
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
}

export function createIeoModule(deps: IeoDeps) {
  const schedule = createScheduleService(deps);
  return { ieo: createIeoService({ db: deps.db, clock: deps.clock, schedule }), schedule };
}
