import { clearAllTables, type PrismaClient } from '@sandbox/prisma';
import { hashPassword } from '@sandbox/server/modules/auth';
import { demoScenario } from './demo.ts';
import { emptyScenario } from './empty.ts';
import type { Scenario } from './types.ts';

export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
export type { Scenario, ScenarioContext } from './types.ts';

export const scenarios: Record<string, Scenario> = {
  empty: emptyScenario,
  demo: demoScenario,
};

export interface LoadOptions {
  /** The scenario's "now" (default: the real time); the QA API passes its clock. */
  now?: Date;
}

/**
 * Wipes every table and loads the named scenario, in ONE transaction: a
 * failure leaves the previous data untouched. Passwords are hashed before the
 * transaction starts, so it holds the database only for the inserts.
 */
export async function loadScenario(
  db: PrismaClient,
  name: string,
  options: LoadOptions = {},
): Promise<void> {
  const scenario = Object.hasOwn(scenarios, name) ? scenarios[name] : undefined;
  if (!scenario)
    throw new Error(`unknown scenario "${name}" (known: ${Object.keys(scenarios).join(', ')})`);
  const now = options.now ?? new Date();
  const hashes = new Map<string, string>();
  await Promise.all(
    (scenario.passwords ?? []).map(async (p) => hashes.set(p, await hashPassword(p))),
  );
  const hash = (password: string) => {
    const h = hashes.get(password);
    if (!h) throw new Error(`scenario "${name}" uses a password it did not list in \`passwords\``);
    return h;
  };
  await db.$transaction(
    async (tx) => {
      await clearAllTables(tx);
      await scenario.load(tx, { now, hash });
    },
    { timeout: 60_000 },
  );
}
