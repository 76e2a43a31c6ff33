// The prize competition module's face (issue 15): what the wiring, the jobs and the QA API may use.
export { createCompetitionModule, type CompetitionModule } from './module.ts';
export { competitionHandlers } from './routes.ts';
export { rankEntrants, type Entrant } from './ranking.ts';
export { competitionAccounts } from './accounts.ts';
export { rewardsTotal, type CompetitionTrading } from './service.ts';
