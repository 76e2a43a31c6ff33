import { defineModule } from '../define-module.ts';
import { createVipJobs } from './jobs.ts';
import { createVipModule } from './module.ts';
import { vipQaRoutes } from './qa-routes.ts';
import { vipHandlers } from './routes.ts';

// The VIP levels and welfare centre module and its face: what the wiring and other modules may use.
/** VIP levels and the welfare centre's red envelopes. */
export const vipModule = defineModule({
  name: 'vip',
  create: createVipModule,
  handlers: vipHandlers,
  // Monday red envelopes and the level sweep on the sandbox clock, caught up when ready.
  jobs: (vip, runtime) => [{ name: 'vip jobs', runs: 'clock', job: createVipJobs({ vip, onError: runtime.onError('vip jobs') }) }],
  qa: { prefix: '/community', routes: vipQaRoutes },
});

export { createVipModule, type VipModule } from './module.ts';
export type { TotalAssetsOf } from './level-evaluation.ts';
export type { SweepResult } from './level-service.ts';
export { ENVELOPE_CLAIM_DAYS } from './rewards.ts';
export { mondayAtOrBefore, mondaysBetween, weekKey } from './week.ts';
