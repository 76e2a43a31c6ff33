// `npm start`: builds the client when its inputs changed, then serves API and client on one port
// with demo data. Each step prints its time, so a first start shows what it is doing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@sandbox/server/config';
import { startServer } from '@sandbox/server/main';
import { buildClientOnce } from '../../../client/scripts/build-once.ts';
import { scenarioRegistry } from '../scenario-registry.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const config = loadConfig();

// From the process's start: the first step counts loading the code.
let started = 0;
const step = (what: string) => {
  const now = performance.now();
  console.log(`[start] ${what} (${((now - started) / 1000).toFixed(1)} s)`);
  started = now;
};

step('code loaded');

// The client is built into CLIENT_DIST (client/dist), the folder the server serves.
if (existsSync(path.join(root, 'client', 'index.html'))) {
  try {
    step(buildClientOnce(config.clientDist, (line) => console.log(`[start] ${line}`)) ? 'client built' : 'client up to date');
  } catch (error) {
    console.error(`[start] ${(error as Error).message}`);
    process.exit(1);
  }
}

await startServer(config, { scenarios: scenarioRegistry, onStep: step });
