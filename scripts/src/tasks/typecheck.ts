// `npm run typecheck`: strict TypeScript over every package.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..', '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
let failed = false;
for (const pkg of ['shared', 'prisma', 'server', 'scripts', 'client', 'client/e2e']) {
  const project = path.join(root, pkg, 'tsconfig.json');
  if (!existsSync(project)) continue;
  console.log(`[typecheck] ${pkg}`);
  if (spawnSync(tsc, ['-p', project], { stdio: 'inherit' }).status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
