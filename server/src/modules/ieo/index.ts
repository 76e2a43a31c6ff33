// The IEO module's face (issue 14): what the wiring, the IEO job and the QA API may use.
export { createIeoModule, type IeoModule } from './module.ts';
export { ieoHandlers } from './routes.ts';
export type { IeoPassResult, ScheduleService } from './schedule-service.ts';
