// With SQL_STATEMENT_LOG set (`npm test`'s full run sets it), each test file leaves the SQL
// statements it ran on SQLite in that folder, one JSON file per test file: what
// `npm run test:pg` chooses its files by (scripts/src/pg-selection.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { recordStatements, takeStatements } from '@sandbox/prisma/statement-log';

const dir = process.env.SQL_STATEMENT_LOG;
if (dir) {
  recordStatements();
  // Files share a worker (isolate: false): what an earlier file left running is not this file's.
  beforeAll(() => void takeStatements());
  afterAll(() => {
    const file = expect.getState().testPath;
    if (!file) return;
    const name = path.relative(path.join(import.meta.dirname, '..', '..', '..'), file);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name.replace(/[\\/]/g, '__')}.json`), JSON.stringify({ file: name, statements: takeStatements() }));
  });
}
