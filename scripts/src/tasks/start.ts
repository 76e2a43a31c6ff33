// `npm start`: builds the client, then serves API and client on one port with demo data.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@sandbox/server/config';
import { startServer } from '@sandbox/server/main';
import { scenarioRegistry } from '../scenario-registry.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const clientDir = path.join(root, 'client');

if (existsSync(path.join(clientDir, 'index.html'))) {
  console.log('[start] building the client');
  const build = spawnSync(path.join(clientDir, 'node_modules', '.bin', 'vite'), ['build'], { cwd: clientDir, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[start] the client build failed');
    process.exit(1);
  }
}

await startServer(loadConfig(), { scenarios: scenarioRegistry });
