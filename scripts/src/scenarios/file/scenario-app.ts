import { afterAll, beforeAll } from 'vitest';
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
