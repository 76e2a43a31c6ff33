import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { PrismaClient } from '@sandbox/prisma';
import type { QaScenarioProblems } from '@sandbox/shared/qa-wire';
import { RISK_CURSOR_KEY } from '../../../../server/src/modules/trading/risk-job.ts';
import { dumpDatabase } from '../../../../server/test/demo-world.ts';
import { createTestApp, type TestApi } from '../../../../server/test/harness.ts';
import { scenarioRegistry } from '../../scenario-registry.ts';
import { readScenarioFile } from './read.ts';

/**
 * The QA API as `npm start` serves it, with the real scenario registry (scripts/ injects it): built
 * before a file's tests, closed after. Its data directory is its own: a file's load saves the
 * snapshot it puts back on a refusal there, which another test process must not overwrite.
 */
export function useScenarioApp(): { api: TestApi } {
  const app = {} as { api: TestApi };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scenario-app-'));
  beforeAll(async () => {
    app.api = await createTestApp({ DATA_DIR: dataDir }, scenarioRegistry);
  });
  afterAll(async () => {
    await app.api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/**
 * The state dump (dumpDatabase) a refused file must leave byte-equal, without the settings the QA
 * API writes for its own coordination of instances (`instances.*`: its lock, the market's reload
 * count) and the risk job's cursor, which its timer moves on the wall clock whatever a file does.
 */
export async function stateDump(db: PrismaClient): Promise<Record<string, string>> {
  const dump = await dumpDatabase(db);
  const kept = (key: string) => !key.startsWith('instances.') && key !== RISK_CURSOR_KEY;
  const settings = (JSON.parse(dump.SystemSetting ?? '[]') as string[]).filter((row) => kept((JSON.parse(row) as { key: string }).key));
  return { ...dump, SystemSetting: JSON.stringify(settings) };
}

/** Every problem of a file the QA API refused to load (its answer's result). */
export const problemsOf = (answer: { result: unknown }): string[] => (answer.result as QaScenarioProblems).problems;

/** Every problem of a file as it is read (shape and what the file alone tells), none for a good one. */
export function readProblems(text: string): string[] {
  const read = readScenarioFile(text);
  return read.ok ? [] : read.problems;
}
