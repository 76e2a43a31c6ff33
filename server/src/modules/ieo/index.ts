import { defineModule } from '../define-module.ts';
import { createIeoJob } from './job.ts';
import { createIeoModule } from './module.ts';
import { ieoQaRoutes } from './qa-routes.ts';
import { ieoHandlers } from './routes.ts';

// The IEO module and its face: what the wiring and other modules may use.
/** Token offerings: subscription, the draw, payment and delivery at listing. */
export const ieoModule = defineModule({
  name: 'ieo',
  create: createIeoModule,
  handlers: ieoHandlers,
  // Seed commitment, draw, lapse of unpaid allocations and delivery at listing on the sandbox clock.
  jobs: (ieo, runtime) => [{ name: 'ieo job', runs: 'clock', job: createIeoJob({ schedule: ieo.schedule, onError: runtime.onError('ieo job') }) }],
  qa: { prefix: '/ieo', routes: ieoQaRoutes },
});

export { createIeoModule, type IeoModule } from './module.ts';
export type { IeoPassResult, ScheduleService } from './schedule-service.ts';
// What a delivery writes for a token listed on the market (the demo scenario writes a listed project the same way).
export { listedCurrency, listedFlashPairs, listedSymbol } from './listing.ts';
export { allocationOf, IEO_DB, IEO_ORDER_DB } from './codes.ts';
export { applyIn } from './ieo-subscribe.ts';
// The draw's pass and write in the pass thread (modules/worker-passes.ts, pass-writes.ts).
export { applyDrawStep, finishDrawsInThread, IEO_DRAW_PASS, IEO_DRAW_STEP } from './draw-step.ts';
