import { expect, test, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import type { QaUserDetail } from '@sandbox/shared/qa-wire';
import { scenarioRegistry } from '../../../scripts/src/scenario-registry.ts';
import { DEMO_ACCOUNTS } from '../../../scripts/src/scenarios/index.ts';
import { useQaCliServer } from '../qa-cli-fixture.ts';

// The demo loads once; calls take a second or two on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const [alice, bob] = DEMO_ACCOUNTS;

const cli = useQaCliServer('qa-cli-users', { scenarios: scenarioRegistry, prepare: async (api) => expect((await api.qaCall(qaRoutes.scenario, { body: { name: 'demo' } })).code).toBe(200) });
const { qa } = cli;

test('user commands are refused without the right token', async () => {
  for (const args of [['user', 'search', 'alice'], ['user', 'show', 'alice'], ['user', 'signin', 'alice']]) {
    const res = await qa(args, { ...cli.target, token: 'wrong' });
    expect(res.code, args.join(' ')).toBe(1);
    expect(res.err).toContain('403 QA token missing or wrong');
  }
});

test('user search prints one line per user; --json the page', async () => {
  const found = await qa(['user', 'search', 'ALICE@']);
  expect(found.code, found.err).toBe(0);
  expect(found.out).toBe(`${'alice'.padEnd(20)} ${alice.email.padEnd(28)} ${`+1 ${alice.phone}`.padEnd(16)} ${alice.id}`);
  const json = JSON.parse((await qa(['user', 'search', bob.phone, '--json'])).out) as { list: Array<{ account: string }>; total: number };
  expect(json).toMatchObject({ total: 1, list: [{ account: 'bob' }] });
  expect((await qa(['user', 'search', 'nobody-has-this'])).out).toBe('(no users)');
});

test('user show by account or id: balances, positions, orders and the ledger', async () => {
  const shown = await qa(['user', 'show', 'alice']);
  expect(shown.code, shown.err).toBe(0);
  const rows = await cli.api.db.balance.findMany({ where: { userId: alice.id } });
  for (const row of rows) expect(shown.out).toContain(`  ${row.account.padEnd(12)} ${row.currency.padEnd(8)} ${row.available} (frozen ${row.frozen})`);
  const byId = JSON.parse((await qa(['user', 'show', alice.id, '--json'])).out) as QaUserDetail;
  expect(byId.user.account).toBe('alice');
  expect(byId.balances).toHaveLength(rows.length);
  expect(await qa(['user', 'show', 'nobody'])).toMatchObject({ code: 1, err: 'no user with account or id nobody' });
});

test('user signin prints a one-time link; its code signs the phone app in as the user once', async () => {
  const res = await qa(['user', 'signin', 'bob', '--json']);
  expect(res.code, res.err).toBe(0);
  const signIn = JSON.parse(res.out) as { url: string; code: string; account: string };
  expect(signIn.account).toBe('bob');
  expect(signIn.url).toBe(`${cli.target.url}/?qaSignIn=${signIn.code}#/home`);
  const exchange = () => fetch(`${cli.target.url}${QA_BASE}${qaPath(qaRoutes['signIn.exchange'])}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: signIn.code }) }).then((r) => r.json() as Promise<{ code: number; result: { token: string } }>);
  const first = await exchange();
  expect(first.code).toBe(200);
  const me = await cli.api.call(contract['user.getMyUserInfo'], undefined, { token: first.result.token });
  expect(me.result.id).toBe(bob.id);
  expect((await exchange()).code).toBe(400);
});
