// The VIP levels and welfare centre module's face (issue 15): what the wiring, the jobs and the QA API may use.
export { createVipModule, type VipModule } from './module.ts';
export { vipHandlers } from './routes.ts';
export type { SweepResult, TotalAssetsOf } from './level-service.ts';
export { ENVELOPE_CLAIM_DAYS } from './welfare-service.ts';
export { mondayAtOrBefore, mondaysBetween, weekKey } from './week.ts';
