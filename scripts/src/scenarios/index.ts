import { readFileSync } from 'node:fs';
import { clearAllTables, type PrismaClient } from '@sandbox/prisma';
import type { ScenarioLive } from '@sandbox/server/app';
import { hashPassword } from '@sandbox/server/modules/identity';
import { demoScenario } from './demo.ts';
import { emptyScenario } from './empty.ts';
import { fileScenario } from './file/load.ts';
import { readScenarioFile } from './file/read.ts';
import type { Scenario } from './types.ts';

export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
export type { Scenario, ScenarioContext } from './types.ts';

/** A named scenario written as a scenario file (files/<name>.yaml, docs/scenarios.md), loaded under its name. */
function namedFile(name: string): Scenario {
  const read = readScenarioFile(readFileSync(new URL(`./files/${name}.yaml`, import.meta.url), 'utf8'), `${name}.yaml`);
  if (!read.ok) throw new Error(`scenario ${name}: ${read.problems.join('; ')}`);
  return fileScenario(read.file, name);
}

export const scenarios: Record<string, Scenario> = {
  empty: emptyScenario,
  demo: demoScenario,
  // The states QA and demos start from (issue 18), each the demo plus what its name says.
  'margin-call': namedFile('margin-call'),
  'kyc-pending': namedFile('kyc-pending'),
  'withdrawal-review': namedFile('withdrawal-review'),
  'second-contract-expiring': namedFile('second-contract-expiring'),
  'loan-overdue': namedFile('loan-overdue'),
  'ieo-draw-day': namedFile('ieo-draw-day'),
  'vip-monday-eve': namedFile('vip-monday-eve'),
  'contest-running': namedFile('contest-running'),
};

/** True when the scenario takes steps through the running app after its rows (Scenario.live). */
export function needsServer(name: string): boolean {
  return Object.hasOwn(scenarios, name) && scenarios[name]!.live !== undefined;
}

/** The scenario's steps through the running app, once its rows are in and the market loaded them (the QA API calls it). */
export async function runLiveSteps(name: string, live: ScenarioLive): Promise<void> {
  const scenario = Object.hasOwn(scenarios, name) ? scenarios[name] : undefined;
  await scenario?.live?.(live);
}

export interface LoadOptions {
  /** The scenario's "now" (default: the real time); the QA API passes its clock. */
  now?: Date;
  /** Adds to the tables instead of wiping them first (a scenario file loaded with --merge). */
  keep?: boolean;
}

/**
 * Wipes every table and loads the named scenario, in ONE transaction: a
 * failure leaves the previous data untouched.
 */
export async function loadScenario(
  db: PrismaClient,
  name: string,
  options: LoadOptions = {},
): Promise<void> {
  const scenario = Object.hasOwn(scenarios, name) ? scenarios[name] : undefined;
  if (!scenario)
    throw new Error(`unknown scenario "${name}" (known: ${Object.keys(scenarios).join(', ')})`);
  await loadInto(db, scenario, options);
}

/**
 * Wipes every table (unless `keep`) and loads a scenario, in ONE transaction: a failure leaves
 * the previous data untouched. Passwords are hashed before the transaction starts, so it holds the database
 * only for the inserts.
 */
export async function loadInto(db: PrismaClient, scenario: Scenario, options: LoadOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const hashes = new Map<string, string>();
  await Promise.all(
    (scenario.passwords ?? []).map(async (p) => hashes.set(p, await hashPassword(p))),
  );
  const hash = (password: string) => {
    const h = hashes.get(password);
    if (!h) throw new Error(`scenario "${scenario.name}" uses a password it did not list in \`passwords\``);
    return h;
  };
  await db.$transaction(
    async (tx) => {
      if (!options.keep) await clearAllTables(tx);
      await scenario.load(tx, { now, hash });
    },
    { timeout: 60_000 },
  );
}
