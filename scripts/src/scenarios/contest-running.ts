import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoScenario } from './demo.ts';
import type { Scenario } from './types.ts';

const [, , carol, dave] = DEMO_ACCOUNTS;
const CUP = 'demo-comp-cup';

/**
 * The demo's Sandbox Trading Cup in progress (started 3 days ago, 11 days to go) with all
 * four demo users in it: alice and bob from the demo, carol and dave joined through the
 * competition module's own join (its entry rule, counts and any entry fee through the
 * ledger). The ranking is the competition job's, run by the QA API after the load.
 */
export const contestRunningScenario: Scenario = {
  name: 'contest-running',
  description: 'demo + the Sandbox Trading Cup running with all four demo users entered (carol and dave join through the module)',
  passwords: demoScenario.passwords,
  load: (tx, ctx) => demoScenario.load(tx, ctx),
  async live({ services }) {
    for (const user of [carol, dave]) await services.competition.competitions.join(user.id, CUP);
  },
};
