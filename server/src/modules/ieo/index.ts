// The IEO module's face (issue 14): what the wiring, the IEO job and the QA API may use.
export { createIeoModule, type IeoModule } from './module.ts';
export { ieoHandlers } from './routes.ts';
export type { IeoPassResult, ScheduleService } from './schedule-service.ts';
// What a delivery writes for a token listed on the market (the demo scenario writes a listed project the same way).
export { listedCurrency, listedFlashPairs, listedSymbol } from './schedule-service.ts';
export { allocationOf, IEO_ORDER_DB } from './codes.ts';
