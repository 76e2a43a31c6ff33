import { defineModule } from '../define-module.ts';
import { createCompetitionJob, createRankingFollower } from './job.ts';
import { createCompetitionModule } from './module.ts';
import { competitionQaRoutes } from './qa-routes.ts';
import { competitionHandlers } from './routes.ts';

// The trading competition module and its face: what the wiring, the QA API and other modules may use.
/** Trading competitions: entries on their own accounts, live rankings, rewards at the end. */
export const competitionModule = defineModule({
  name: 'competition',
  create: createCompetitionModule,
  handlers: competitionHandlers,
  jobs: (competition, runtime) => [
    // Start, live ranking and end with rewards on the sandbox clock.
    { name: 'competition job', runs: 'clock', job: createCompetitionJob({ competition, onError: runtime.onError('competition job') }) },
    { name: 'competition rankings', runs: 'followers', job: createRankingFollower({ competition, holding: runtime.holding, onError: runtime.onError('competition rankings') }) },
  ],
  qa: { prefix: '/community', routes: competitionQaRoutes },
});

export { createCompetitionModule, type CompetitionModule } from './module.ts';
export { COMPETITION_JOB_MS } from './job.ts';
export { rankEntrants, type Entrant } from './ranking.ts';
export { competitionAccounts } from './accounts.ts';
export { joinIn } from './entries.ts';
export { rewardsTotal, type CompetitionTrading } from './service.ts';
