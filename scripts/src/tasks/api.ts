// `npm run api`: the API alone, configured by environment variables (server/src/config.ts).
import { loadConfig } from '@sandbox/server/config';
import { startServer } from '@sandbox/server/main';
import { scenarioRegistry } from '../scenario-registry.ts';

await startServer(loadConfig(), { scenarios: scenarioRegistry });
