import { expect, test } from 'vitest';
import { contract, POSITION_STATUS } from '@sandbox/shared';
import { Dec } from '@sandbox/shared/decimal';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import type { QaScenarioLoaded, QaScenarioProblems } from '@sandbox/shared/qa-wire';
import { reconcile } from '@sandbox/server/ledger';
import type { Answer } from '../../../../server/test/harness.ts';
import { useScenarioApp } from './scenario-app.ts';

const app = useScenarioApp();

const FILE = `
users:
  - account: bob
    password: Bob12345
    identity: basic
    balances:
      spot: { USDT: 1200 }
      contract: { USDT: 500 }
positions:
  - { user: bob, symbol: BTCUSDT, side: long, leverage: 20, margin: 100 }
`;

/** The file's answer: the scenario loaded or, with code 400, every problem. */
const loadFile = (fileName: string, text: string): Promise<Answer<Partial<QaScenarioLoaded & QaScenarioProblems>>> =>
  app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });

test("a file loads through the QA API: its users sign in, balances and the position are the file's, the ledger reconciles", async () => {
  const loaded = await loadFile('bob.yaml', FILE);
  expect([loaded.code, loaded.result.scenario]).toEqual([200, 'file:bob.yaml']);
  const login = await app.api.call(contract['app.login'], { account: 'bob', password: 'Bob12345' });
  expect(login.code).toBe(200);
  const token = login.result.token;
  const positions = await app.api.call(contract['trade.positionList'], { status: POSITION_STATUS.RUNNING }, { token });
  expect(positions.result.records.map((p) => [p.symbol, p.leverage])).toEqual([['BTCUSDT', 20]]);
  // The engine sizes the order in whole quantity steps (0.001 BTC), so the margin is the largest within 100:
  // less than one step's margin (0.001 x entry / 20) below it.
  const [position] = positions.result.records;
  expect(Number(position!.margin)).toBeLessThanOrEqual(100);
  expect(Number(position!.margin)).toBeGreaterThan(100 - (0.001 * Number(position!.entryPrice)) / 20);
  // The opening fee is the notional (quantity x entry) at the taker rate, 0.05 %.
  expect(position!.openFee).toBe(new Dec(position!.quantity).times(position!.entryPrice).times('0.0005').toDecimalPlaces(8, Dec.ROUND_UP).toFixed());
  const spot = await app.api.call(contract['finance.queryUserBalance'], {}, { token });
  expect(spot.result.find((b) => b.currency === 'USDT')?.available).toBe('1200');
  // 500 granted, less the margin and the opening fee.
  const wallet = await app.api.call(contract['finance.queryUserContractBalance'], {}, { token });
  expect(wallet.result.available).toBe(new Dec(500).minus(position!.margin).minus(position!.openFee).toFixed());
  const bob = await app.api.db.user.findUniqueOrThrow({ where: { account: 'bob' } });
  expect(await reconcile(app.api.db, bob.id)).toEqual([]);
});

test('a file that does not fit answers every problem with its place and changes nothing', async () => {
  await loadFile('bob.yaml', FILE);
  const before = await app.api.db.user.findMany({ orderBy: { account: 'asc' }, select: { id: true, account: true, passwordHash: true } });
  const broken = await loadFile('broken.yaml', 'users:\n  - { account: bob, identity: full }\npositions:\n  - { user: bobb, symbol: BTCUSDT, side: long, leverage: 20, margin: 100 }\n');
  expect(broken.code).toBe(400);
  expect(broken.message).toBe('The scenario file was not loaded: 1 problem(s), listed in result.problems');
  expect(broken.result.problems).toEqual(['users[0].identity: expected one of none, basic, advanced']);
  const referring = await loadFile('broken.yaml', 'users:\n  - { account: bob }\npositions:\n  - { user: bobb, symbol: BTCUSDT, side: long, leverage: 20, margin: 100 }\n');
  expect(referring.result.problems).toEqual(['positions[0].user: no user named "bobb" in this file']);
  expect(await app.api.db.user.findMany({ orderBy: { account: 'asc' }, select: { id: true, account: true, passwordHash: true } })).toEqual(before);
});

test('a position the engine refuses at the live price undoes the whole load and names the position', async () => {
  await loadFile('bob.yaml', FILE);
  const before = await app.api.db.user.findMany({ orderBy: { account: 'asc' }, select: { id: true, account: true } });
  const positionsBefore = await app.api.db.position.findMany({ select: { id: true, margin: true } });
  // A long's stop-loss at 1 USDT is below its liquidation price, which only the price at the load tells.
  const refused = await loadFile('refused.yaml', 'users:\n  - { account: dave, balances: { contract: { USDT: 500 } } }\npositions:\n  - { user: dave, symbol: BTCUSDT, side: long, leverage: 20, margin: 100, stopLoss: 1 }\n');
  expect(refused.code).toBe(400);
  expect(refused.result.problems).toEqual(['positions[0]: For a long position the stop-loss must be below the current price and above the liquidation price']);
  expect(await app.api.db.user.findMany({ orderBy: { account: 'asc' }, select: { id: true, account: true } })).toEqual(before);
  expect(await app.api.db.position.findMany({ select: { id: true, margin: true } })).toEqual(positionsBefore);
  // The snapshot that undid it is gone.
  expect((await app.api.qaCall(qaRoutes['snapshots.list'])).result).toEqual([]);
});

test("the format's JSON Schema is served without the token, for editors", async () => {
  const res = await app.api.app.inject({ method: 'GET', url: `/__qa${qaRoutes['scenario.schema'].path}` });
  expect(res.statusCode).toBe(200);
  expect((res.json() as { title: string }).title).toBe('Trading sandbox scenario');
});
