// `npm run lint`: one ESLint setup for the whole workspace (eslint.config.js).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..', '..');
const r = spawnSync(path.join(root, 'node_modules', '.bin', 'eslint'), ['.', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
