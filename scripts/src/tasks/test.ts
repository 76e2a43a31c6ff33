// `npm test`: lint-free type checks are separate (`npm run typecheck`); this runs every test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..', '..');
const r = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
