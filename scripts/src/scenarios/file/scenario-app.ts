import { afterAll, beforeAll } from 'vitest';
import type { PrismaClient } from '@sandbox/prisma';
import { dumpDatabase } from '../../../../server/test/demo-world.ts';
import { createTestApp, type TestApi } from '../../../../server/test/harness.ts';
import { scenarioRegistry } from '../../scenario-registry.ts';

/** The QA API as `npm start` serves it, with the real scenario registry (scripts/ injects it): built before a file's tests, closed after. */
export function useScenarioApp(): { api: TestApi } {
  const app = {} as { api: TestApi };
  beforeAll(async () => {
    app.api = await createTestApp({}, scenarioRegistry);
  });
  afterAll(async () => {
    await app.api.close();
  });
  return app;
}

/**
 * The state dump (dumpDatabase) a refused file must leave byte-equal, without the settings the QA
 * API writes for its own coordination of instances (`instances.*`: its lock, the market's reload count).
 */
export async function stateDump(db: PrismaClient): Promise<Record<string, string>> {
  const dump = await dumpDatabase(db);
  const settings = (JSON.parse(dump.SystemSetting ?? '[]') as string[]).filter((row) => !(JSON.parse(row) as { key: string }).key.startsWith('instances.'));
  return { ...dump, SystemSetting: JSON.stringify(settings) };
}
