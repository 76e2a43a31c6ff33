import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { dialectOf, tableNames, type PrismaClient } from '@sandbox/prisma';
import { TEST_HARNESS_SQL } from '@sandbox/prisma/statement-log';
import { contract } from '@sandbox/shared';
import { scenarioRegistry } from '../../scripts/src/scenario-registry.ts';
import { BalanceLogType, credit } from '../src/ledger/index.ts';
import type { BalanceAccount } from '../src/ledger/types.ts';
import type { AppDeps } from '../src/app.ts';
import { ALIVE_KEY_PREFIX, JOB_LEASE_KEY } from '../src/instances/job-lease.ts';
import { TRC20_ADDRESS, WITHDRAWAL_PASSWORD, authorizeBasicKyc } from './wallet-fixtures.ts';
import { createTestApp, registerByEmail, type TestApi } from './harness.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

/**
 * The suites that sweep the whole contract (fuzz, access) need every kind of
 * reference row at once (currencies, symbols, periods, pairs, deposit
 * addresses, settings): the real app loaded with the demo scenario, as
 * `npm start` seeds it, over a writable DATA_DIR for uploads.
 */
export async function createDemoWorld(extra: Pick<AppDeps, 'priceFeed'> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sweep-test-'));
  const api = await createTestApp({ DATA_DIR: dataDir }, scenarioRegistry, extra);
  const loaded = await api.qaCall(qaRoutes.scenario, { body: { name: 'demo' } });
  if (loaded.code !== 200) throw new Error(`demo scenario: ${loaded.message}`);
  return {
    api,
    async close() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The file's demo world: loaded before its tests (a minute allowed), closed after them; `ready` gets its app. */
export function useDemoWorld(ready: (api: TestApi) => void): void {
  let world: Awaited<ReturnType<typeof createDemoWorld>> | undefined;
  beforeAll(async () => {
    world = await createDemoWorld();
    ready(world.api);
  }, 60_000);
  afterAll(async () => {
    await world?.close();
  });
}

/** Each test's app over the demo scenario (the real simulated market), alice signed in; `ready` gets the app and her token. */
export function useDemoTrader(ready: (api: TestApi, token: string) => void): void {
  let opened: TestApi | undefined;
  beforeEach(async () => {
    const api = await createTestApp({}, scenarioRegistry);
    opened = api;
    expect((await api.qaCall(qaRoutes.scenario, { body: { name: 'demo' } })).code).toBe(200);
    const login = await api.call(contract['app.login'], { account: 'alice', password: 'Demo1234!' });
    expect(login.code, login.message).toBe(200);
    ready(api, login.result.token);
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
}

export async function fund(db: PrismaClient, userId: string, account: BalanceAccount, amount: string, currency = 'USDT') {
  await db.$transaction((tx) => credit(tx, { userId, account, currency, amount, type: BalanceLogType.SEED_GRANT }));
}

export type WorldUser = Awaited<ReturnType<typeof funded>>;

/**
 * A registered user who can reach every money path: basic KYC authorized, a
 * withdrawal password, a bound TRC20 address, and USDT in spot, contract and demo.
 */
export async function funded(api: TestApi, email: string) {
  const u = await registerByEmail(api, email);
  await authorizeBasicKyc(api, u.userId);
  const pwd = await api.call(
    contract['user.changePassword'],
    { type: 2, loginPassword: u.password, newPassword: WITHDRAWAL_PASSWORD, confirmPassword: WITHDRAWAL_PASSWORD },
    { token: u.token },
  );
  if (pwd.code !== 200) throw new Error(`withdrawal password: ${pwd.message}`);
  const acc = await api.call(
    contract['user.withdrawalAccountAdd'],
    { type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS },
    { token: u.token },
  );
  if (acc.code !== 200) throw new Error(`bind: ${acc.message}`);
  await fund(api.db, u.userId, 'spot', '100000');
  await fund(api.db, u.userId, 'contract', '100000');
  return { ...u, accountId: acc.result.id };
}

const plain = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * The job lease and the instances' presence rows are renewed every second by a timer of the
 * running server (server/src/instances), whatever the calls do: not state a call changes.
 */
const isInstanceHeartbeat = (table: string, row: unknown) => {
  const key = table === 'SystemSetting' ? (row as { key?: unknown }).key : undefined;
  return typeof key === 'string' && (key === JOB_LEASE_KEY || key.startsWith(ALIVE_KEY_PREFIX));
};

/**
 * Every row of every table, as text: "nothing changed" means this is equal
 * before and after. Session rows are left out because reading a session
 * (any authenticated call) may touch its lastSeenAt.
 */
export async function dumpDatabase(db: PrismaClient, skip: readonly string[] = ['Session']): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await tableNames(db)) {
    if (skip.includes(table)) continue;
    // Rows sorted as text: the same order on SQLite and PostgreSQL (which has no rowid).
    const rows = await db.$queryRawUnsafe<unknown[]>(`${TEST_HARNESS_SQL} SELECT * FROM "${table}"`);
    out[table] = JSON.stringify(rows.filter((row) => !isInstanceHeartbeat(table, row)).map((row) => JSON.stringify(row, plain)).sort());
  }
  return out;
}

/**
 * A function that reads, in one query, the row count of every table and every
 * balance: cheap enough to take around each of the fuzz test's calls (a full
 * dump per call would not fit its time budget).
 */
export async function stateReader(db: PrismaClient, skip: readonly string[] = ['Session']): Promise<() => Promise<Record<string, string>>> {
  const tables = (await tableNames(db)).filter((t) => !skip.includes(t));
  // group_concat is string_agg on PostgreSQL; quoted names and a named subquery serve both.
  const concat = dialectOf(db) === 'postgresql' ? 'string_agg' : 'group_concat';
  const sql = `${TEST_HARNESS_SQL} SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t}") AS "${t}"`).join(', ')},
    (SELECT ${concat}("userId" || '/' || "account" || '/' || "currency" || '=' || "available" || '/' || "frozen", ';') FROM (SELECT * FROM "Balance" ORDER BY "id") AS b) AS "balances"`;
  return async () => {
    const [row] = await db.$queryRawUnsafe<Array<Record<string, unknown>>>(sql);
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, String(v)]));
  };
}
