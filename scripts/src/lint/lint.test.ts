import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

/*
 * Lint is part of `npm test`: the whole tree passes eslint.config.js with no error, and
 * each boundary rule is shown firing on a deliberate violation, so a rule that silently
 * stops matching (a renamed folder, a wrong glob) fails here rather than letting code through.
 */

const root = path.join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });
/*
 * The whole tree is linted with ESLint's content cache (about 35 s cold on two busy cores,
 * a few seconds warm). A changed file is always linted again, so a new cycle or deep
 * import is reported on the file that made it.
 */
const treeLint = new ESLint({
  cwd: root,
  cache: true,
  cacheStrategy: 'content',
  cacheLocation: path.join(root, 'node_modules', '.cache', 'eslint', 'lint-test'),
});

/** The rule ids reported for `code` as if it were the file at `filePath` (repository-relative). */
async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('the tree', () => {
  let results: ESLint.LintResult[] = [];
  beforeAll(async () => {
    results = await treeLint.lintFiles(['.']);
  }, 180_000);

  test('has no lint error', () => {
    const errors = results.flatMap((r) =>
      r.messages.filter((m) => m.severity === 2).map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });

  test('has no import circle, type-only imports included', () => {
    expect(importCycles(importGraph(root, ['server/src', 'shared/src', 'scripts/src', 'client/src', 'prisma/src']))).toEqual([]);
  });
});

describe('each boundary rule fails on a deliberate violation', () => {
  test('a module reaching into another module\'s file (only its index.ts face is allowed)', async () => {
    const deep = "import { loadLimitTable } from '../wallet/limits.ts';\nexport const limits = loadLimitTable;\n";
    expect(await rulesFiredOn('server/src/modules/loan/pricing.ts', deep)).toContain('no-restricted-imports');
    const face = "import { loadLimitTable } from '../wallet/index.ts';\nexport const limits = loadLimitTable;\n";
    expect(await rulesFiredOn('server/src/modules/loan/pricing.ts', face)).toEqual([]);
  });

  test("from a module's folder (identity/kyc/): another module's file is refused, its own module's other folders are not", async () => {
    const deep = "import { NOTICE_KIND } from '../../content/notify.ts';\nexport const kinds = NOTICE_KIND;\n";
    expect(await rulesFiredOn('server/src/modules/identity/kyc/uploads.ts', deep)).toContain('no-restricted-imports');
    const face = "import { NOTICE_KIND } from '../../content/index.ts';\nexport const kinds = NOTICE_KIND;\n";
    expect(await rulesFiredOn('server/src/modules/identity/kyc/uploads.ts', face)).toEqual([]);
    const own = "import { hashPassword } from '../passwords/password.ts';\nexport const hash = hashPassword;\n";
    expect(await rulesFiredOn('server/src/modules/identity/kyc/uploads.ts', own)).toEqual([]);
  });

  test('the wiring, the QA API and the jobs use faces too', async () => {
    const deep = "import { DB_KYC_STATUS } from '../modules/identity/kyc/codes.ts';\nexport const pending = DB_KYC_STATUS.PENDING;\n";
    expect(await rulesFiredOn('server/src/qa/users-routes.ts', deep)).toContain('no-restricted-imports');
    const fromRoot = "import { kycHandlers } from './identity/kyc/routes.ts';\nexport const handlers = kycHandlers;\n";
    expect(await rulesFiredOn('server/src/modules/index.ts', fromRoot)).toContain('no-restricted-imports');
  });

  test('the database outside services, the ledger, jobs, QA and the wiring', async () => {
    const prisma = "import type { PrismaClient } from '@sandbox/prisma';\nexport type Db = PrismaClient;\n";
    expect(await rulesFiredOn('server/src/modules/platform/country-routes.ts', prisma)).toContain('no-restricted-imports');
    expect(await rulesFiredOn('server/src/modules/identity/kyc/routes.ts', prisma)).toContain('no-restricted-imports');
    expect(await rulesFiredOn('server/src/plugins/auth.ts', prisma)).toContain('no-restricted-imports');
    expect(await rulesFiredOn('shared/src/money.ts', prisma)).toContain('no-restricted-imports');
    expect(await rulesFiredOn('server/src/modules/platform/country-service.ts', prisma)).toEqual([]);
    expect(await rulesFiredOn('server/src/ledger/post.ts', prisma)).toEqual([]);
  });

  test('an import cycle', async () => {
    // app.ts imports modules/index.ts; this makes modules/index.ts import app.ts back.
    const back = "import { buildApp } from '../app.ts';\nexport const build = buildApp;\n";
    expect(await rulesFiredOn('server/src/modules/index.ts', back)).toContain('import-x/no-cycle');
  });

  test('a type-only import circle (which import-x/no-cycle does not see)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  test('a file name that is not kebab-case', async () => {
    expect(await rulesFiredOn('server/src/modules/platform/countryRoutes.ts', 'export const x = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await rulesFiredOn('server/test/wallet/wallet.property.test.ts', 'export const x = 1;\n')).toEqual([]);
  });

  test('Date.now on the server', async () => {
    expect(await rulesFiredOn('server/src/modules/platform/settings-service.ts', 'export const now = Date.now();\n')).toContain(
      'no-restricted-properties',
    );
  });

  test("a page or another feature reaching into a client feature's file (only its index.ts face is allowed)", async () => {
    const deep = "import { levelProgress } from '../../features/vip/vip-rules.ts';\nexport const progress = levelProgress;\n";
    expect(await rulesFiredOn('client/src/pages/vip-level/probe.ts', deep)).toContain('no-restricted-imports');
    const face = "import { levelProgress } from '../../features/vip/index.ts';\nexport const progress = levelProgress;\n";
    expect(await rulesFiredOn('client/src/pages/vip-level/probe.ts', face)).toEqual([]);
    const sideways = "import { useMyTeam } from '../team/team-queries.ts';\nexport const team = useMyTeam;\n";
    expect(await rulesFiredOn('client/src/features/vip/probe.ts', sideways)).toContain('no-restricted-imports');
    const sidewaysFace = "import { useMyTeam } from '../team/index.ts';\nexport const team = useMyTeam;\n";
    expect(await rulesFiredOn('client/src/features/vip/probe.ts', sidewaysFace)).toEqual([]);
    const own = "import { levelProgress } from './vip-rules.ts';\nexport const progress = levelProgress;\n";
    expect(await rulesFiredOn('client/src/features/vip/probe.ts', own)).toEqual([]);
  });

  test('the client rules are spread in: a page calling fetch', async () => {
    expect(await rulesFiredOn('client/src/pages/home/fetch-probe.ts', "export const load = () => fetch('/api/x');\n")).toContain(
      'no-restricted-globals',
    );
  });
});
