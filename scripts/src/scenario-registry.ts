import type { ScenarioRegistry } from '@sandbox/server/app';
import { DEMO_ACCOUNTS, loadScenario, runLiveSteps, scenarios } from './scenarios/index.ts';

/** The seed scenarios as the server's QA API and start-up see them. */
export const scenarioRegistry: ScenarioRegistry & { demoAccounts: typeof DEMO_ACCOUNTS } = {
  names: Object.keys(scenarios),
  load: loadScenario,
  afterLoad: runLiveSteps,
  demoAccounts: DEMO_ACCOUNTS,
};
