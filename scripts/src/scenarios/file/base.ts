import type { ScenarioFile } from '@sandbox/shared/scenario-file';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import { demoScenario } from '../demo.ts';
import type { Scenario } from '../types.ts';

/** The scenarios a file loads on top of (its `base` key), each with the accounts its entries may name, by account in lower case. */
const BASES: Record<NonNullable<ScenarioFile['base']>, { scenario: Scenario; userIds: ReadonlyMap<string, string> }> = {
  demo: { scenario: demoScenario, userIds: new Map(DEMO_ACCOUNTS.map((a) => [a.account.toLowerCase(), a.id])) },
};

/** The file's base scenario, or undefined for a file that loads alone. */
export const baseScenario = (file: ScenarioFile): Scenario | undefined => (file.base === undefined ? undefined : BASES[file.base].scenario);

/** The ids of the base scenario's users by account in lower case (none without a base). */
export const baseUserIds = (file: ScenarioFile): ReadonlyMap<string, string> => (file.base === undefined ? new Map() : BASES[file.base].userIds);
