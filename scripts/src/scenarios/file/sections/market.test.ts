import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { contract, POSITION_STATUS } from '@sandbox/shared';
import { Dec } from '@sandbox/shared/decimal';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { ManualClock } from '@sandbox/server/clock';
import { Market } from '@sandbox/server/market';
import { scenarioRegistry } from '../../../scenario-registry.ts';
import { readScenarioFile } from '../read.ts';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string, merge = false) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text, merge } });
const marketState = async () => (await app.api.qaCall(qaRoutes['market.state'])).result;
const steersOf = async (symbol: string) => (await marketState()).symbols.find((s) => s.symbol === symbol)!.steers;

// Three closes, the second 2 % and the third 5 % above the first, 60 s apart.
const CSV = 'offset,open,high,low,close\n0,100,100,100,100\n60,100,102,100,102\n120,102,105,102,105\n';
// A margin call: alice's 50x long at the market's price, then the price 1 % lower 30 s later.
const MARGIN_CALL = `clock: "2026-12-01T09:30:00Z"
users:
  - { account: alice, password: Alice123, balances: { contract: { USDT: 1000 } } }
positions:
  - { user: alice, symbol: BTCUSDT, side: long, leverage: 50, margin: 500 }
market:
  steers:
    - { symbol: BTCUSDT, kind: crash, percent: 1, durationSeconds: 30 }
  replay:
    - symbol: ETHUSDT
      csv: |
${CSV.trimEnd().replace(/^/gm, '        ')}
`;

// Steered to 1 % short of alice's isolated long's liquidation price and 2.5 % short of bob's cross short's.
const LIQUIDATION = `clock: "2026-12-01T09:30:00Z"
users:
  - { account: alice, password: Alice123, balances: { contract: { USDT: 1000 } } }
  - { account: bob, password: Bob12345, balances: { contract: { USDT: 200 } } }
positions:
  - { user: alice, symbol: BTCUSDT, side: long, leverage: 50, margin: 500 }
  - { user: bob, symbol: ETHUSDT, side: short, leverage: 25, marginMode: cross, margin: 100 }
market:
  steers:
    - { symbol: BTCUSDT, kind: liquidation, user: alice, percent: 1, durationSeconds: 30 }
    - { symbol: ETHUSDT, kind: liquidation, user: bob, percent: "2.5", durationSeconds: 60 }
`;

describe("a file's market", () => {
  test('shape: the steers and replays a QA route takes, a replay by file or csv, defaults and places', () => {
    const read = readScenarioFile('market:\n  seed: 7\n  replay:\n    - { symbol: ETHUSDT, csv: "offset,open,high,low,close" }\n');
    expect(read.ok && read.file.market).toEqual({ seed: 7, steers: [], replay: [{ symbol: 'ETHUSDT', mode: 'scaled', csv: 'offset,open,high,low,close' }] });
    expect(readScenarioFile('{}').ok && readScenarioFile('{}')).toMatchObject({ file: { users: [] } });
    expect(
      readProblems(`market:
  seed: -1
  steers:
    - { symbol: btc, kind: dive, durationSeconds: 0 }
    - { symbol: BTCUSDT, kind: crash, percent: ten, durationSeconds: 60, extra: 1 }
  replay:
    - { symbol: ETHUSDT, mode: relative, csv: "offset" }
    - { symbol: ETHUSDT }
    - { symbol: ETHUSDT, file: eth.csv, csv: "offset" }
`),
    ).toEqual([
      'market.seed: expected at least 0',
      'market.steers[0].symbol: Expected a symbol such as BTCUSDT or XAUUSD',
      'market.steers[0].kind: expected one of crash, rally, target, flat, liquidation',
      'market.steers[0].durationSeconds: expected at least 1',
      'market.steers[1].percent: Expected a decimal amount such as "1200" or "0.5"',
      'market.steers[1]: unknown field extra',
      'market.replay[0].mode: expected one of scaled, absolute',
      'market.replay[1].file: Give either file or csv',
      'market.replay[2].file: Give either file or csv',
    ]);
    // A file's CSV is put in by whoever reads the file from the disk (file-text.ts); sent as it is, it cannot be read.
    expect(readProblems('market:\n  replay:\n    - { symbol: ETHUSDT, file: eth.csv }\n')).toEqual([
      'market.replay[0].file: eth.csv was not read: the CLI, npm run seed and SEED_SCENARIO read a replay\'s file beside the scenario file; the QA API and the console take its rows inline (csv)',
    ]);
  });

  test("a replay's file, relative to the scenario file, is put in as its rows by whoever reads the file from the disk", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'scenario-'));
    writeFileSync(path.join(dir, 'eth.csv'), CSV);
    const yaml = path.join(dir, 'team.yaml');
    writeFileSync(yaml, '# the market\nmarket:\n  replay:\n    - { symbol: ETHUSDT, file: eth.csv }\n    - { symbol: BTCUSDT, mode: absolute, file: missing.csv }\n');
    const json = path.join(dir, 'team.json');
    writeFileSync(json, JSON.stringify({ market: { replay: [{ symbol: 'ETHUSDT', file: './eth.csv' }] } }));
    const yamlRead = readScenarioFile(scenarioRegistry.fileText(yaml), 'team.yaml');
    expect(yamlRead.ok ? [] : yamlRead.problems).toEqual([expect.stringMatching(/^market\.replay\[1\]\.file: missing\.csv was not read: /)]);
    expect((parse(scenarioRegistry.fileText(yaml)) as { market: { replay: unknown[] } }).market.replay[0]).toEqual({ symbol: 'ETHUSDT', csv: CSV });
    const jsonRead = readScenarioFile(scenarioRegistry.fileText(json), 'team.json');
    expect(jsonRead.ok && jsonRead.file.market?.replay).toEqual([{ symbol: 'ETHUSDT', mode: 'scaled', csv: CSV }]);
    // The comments stay; a file with nothing to put in is read as it is.
    expect(scenarioRegistry.fileText(yaml)).toMatch(/^# the market\n/);
    writeFileSync(yaml, 'users: []\n');
    expect(scenarioRegistry.fileText(yaml)).toBe('users: []\n');
  });

  test('a steer and a replay are made from the load as the QA routes make them: a margin call, worked from the prices they answer', async () => {
    expect((await load('margin-call.yaml', MARGIN_CALL)).code).toBe(200);
    const ethAtLoad = (await marketState()).symbols.find((s) => s.symbol === 'ETHUSDT')!.price;
    const token = (await app.api.call(contract['app.login'], { account: 'alice', password: 'Alice123' })).result.token;
    const positionNow = async () => (await app.api.call(contract['trade.positionList'], { status: POSITION_STATUS.RUNNING }, { token })).result.records[0]!;
    const { entryPrice } = await positionNow();
    // The crash runs 30 s to 1 % below the price it starts from, the one alice's long opened at (a second's walk apart at most).
    const [crash] = await steersOf('BTCUSDT');
    expect([crash!.kind, crash!.endTime - crash!.startTime]).toEqual(['crash', 30_000]);
    expect(Number(crash!.target) / Number(entryPrice)).toBeCloseTo(0.99, 3);
    // The replay runs to its last row, 120 s on, at 1.05 x the price at the load.
    const [replay] = await steersOf('ETHUSDT');
    expect([replay!.kind, replay!.endTime - replay!.startTime]).toEqual(['replay-scaled', 120_000]);
    expect(Number(replay!.target) / Number(ethAtLoad)).toBeCloseTo(1.05, 3);
    // At the crash's end the mark is its target: alice's 50x long has lost 50 x 1 % of its margin, short of its liquidation price.
    await app.api.qaCall(qaRoutes['clock.jump'], { body: { to: crash!.endTime } });
    const position = await positionNow();
    expect(Number(position.markPrice) / Number(crash!.target)).toBeCloseTo(1, 4);
    expect(Number(position.unrealizedPnl)).toBeCloseTo(Number(position.quantity) * (Number(position.markPrice) - Number(entryPrice)), 2);
    expect(Number(position.unrealizedPnl) / Number(position.margin)).toBeCloseTo(-0.5, 1);
    // Long, isolated: liquidated at entry x (1 - margin / notional) / (1 - maintenance rate) = entry x 0.98 / 0.996 (BTC's 0.4 % below 50,000).
    expect(Number(position.liquidationPrice) / Number(entryPrice)).toBeCloseTo(0.98 / 0.996, 4);
    expect(Number(position.markPrice)).toBeGreaterThan(Number(position.liquidationPrice));
  });

  test("a seed is the market's from the load on (a restart's, another instance's, as the market's load reads it) and exports", async () => {
    expect((await load('seven.yaml', 'clock: "2026-12-01T09:30:00Z"\nmarket: { seed: 7 }\n')).code).toBe(200);
    expect((await marketState()).seed).toBe(7);
    // The same minute of BTC as a market of seed 7 of its own makes it (at the seed's default the minute differs).
    const minute = Date.parse('2026-12-01T08:00:00Z');
    const candle = async () => (await app.api.call(contract['ext.candles'], { symbol: 'BTCUSDT', interval: '1m', limit: 1, endTime: minute })).result[0]!.close;
    const own = new Market({ db: app.api.db, clock: new ManualClock(new Date('2026-12-01T09:30:00Z')), seed: 7 });
    await own.load();
    const ownCandle = own.candles('BTCUSDT', '1m', 1, minute)![0]!.close;
    expect(await candle()).toBe(ownCandle);
    const exported = (await app.api.qaCall(qaRoutes['scenario.export'])).result.text;
    expect((parse(exported) as { market: unknown }).market).toEqual({ seed: 7 });
    // A scenario without a seed leaves the configured one.
    await load('plain.yaml', 'clock: "2026-12-01T09:30:00Z"\n');
    expect((await marketState()).seed).toBe(20_260_101);
    expect(await candle()).not.toBe(ownCandle);
    expect((parse((await app.api.qaCall(qaRoutes['scenario.export'])).result.text) as { market?: unknown }).market).toBeUndefined();
  });

  test('a steer or a replay the QA routes refuse is answered at its place, and nothing changes, the market neither', async () => {
    await load('margin-call.yaml', MARGIN_CALL);
    const before = await stateDump(app.api.db);
    const steersBefore = (await marketState()).symbols.map((s) => [s.symbol, s.steers]);
    const steer = (line: string) => `market:\n  steers:\n    - { symbol: ETHUSDT, kind: rally, percent: 5, durationSeconds: 60 }\n    - ${line}\n`;
    expect(problemsOf(await load('crash.yaml', steer('{ symbol: BTCUSDT, kind: crash, percent: 150, durationSeconds: 60 }')))).toEqual(['market.steers[1]: Give a percent between 0 and 100 for a crash, or above 0 for a rally']);
    expect(problemsOf(await load('target.yaml', steer('{ symbol: BTCUSDT, kind: target, durationSeconds: 60 }')))).toEqual(['market.steers[1]: Give a target price above 0']);
    expect(problemsOf(await load('unknown.yaml', steer('{ symbol: FOOUSDT, kind: rally, percent: 5, durationSeconds: 60 }')))).toEqual(['market.steers[1]: Unknown trading pair: FOOUSDT']);
    const badCsv = `market:\n  replay:\n    - { symbol: ETHUSDT, csv: "offset,open,high,low,close\\n0,1,1,1,1\\n60,1,1,1,x\\n" }\n`;
    expect(problemsOf(await load('csv.yaml', badCsv))).toEqual(['market.replay[0]: Line 3: close is not a valid number']);
    // A merged file adds to the market as it is.
    expect(problemsOf(await load('seed.yaml', 'market: { seed: 7 }\n', true))).toEqual(["market.seed: a merged file adds to the sandbox's market as it is: its seed stays"]);
    expect(await stateDump(app.api.db)).toEqual(before);
    expect((await marketState()).symbols.map((s) => [s.symbol, s.steers])).toEqual(steersBefore);
  });
  test("a liquidation steer is a target steer to percent short of its position's liquidation price, read once the position opened (worked: LP x 1.01 and LP x 0.975 to the tick)", async () => {
    expect((await load('liquidation.yaml', LIQUIDATION)).code).toBe(200);
    const positionOf = async (account: string, password: string) => {
      const token = (await app.api.call(contract['app.login'], { account, password })).result.token;
      return (await app.api.call(contract['trade.positionList'], { status: POSITION_STATUS.RUNNING }, { token })).result.records[0]!;
    };
    const [long, short] = [await positionOf('alice', 'Alice123'), await positionOf('bob', 'Bob12345')];
    // alice's isolated 50x long: LP = entry x (1 - 2 %) / (1 - 0.4 %), the engine's to 8 decimals.
    expect(Number(long.liquidationPrice) / Number(long.entryPrice)).toBeCloseTo(0.98 / 0.996, 6);
    // The steers' targets: LP x 1.01 above the long's, LP x (1 - 2.5 %) below the short's, each to BTC's and ETH's tick of 0.01.
    const [btc] = await steersOf('BTCUSDT');
    const [eth] = await steersOf('ETHUSDT');
    expect([btc!.kind, btc!.endTime - btc!.startTime, btc!.target]).toEqual(['target', 30_000, new Dec(long.liquidationPrice!).times('1.01').toFixed(2)]);
    expect([eth!.kind, eth!.endTime - eth!.startTime, eth!.target]).toEqual(['target', 60_000, new Dec(short.liquidationPrice!).times('0.975').toFixed(2)]);
    // At the steers' end the marks are there, short of liquidation: both positions are open.
    await app.api.qaCall(qaRoutes['clock.jump'], { body: { to: eth!.endTime } });
    const [longAfter, shortAfter] = [await positionOf('alice', 'Alice123'), await positionOf('bob', 'Bob12345')];
    expect(Number(longAfter.markPrice) / Number(btc!.target)).toBeCloseTo(1, 3);
    expect(Number(shortAfter.markPrice) / Number(eth!.target)).toBeCloseTo(1, 3);
    expect([longAfter.id, shortAfter.id]).toEqual([long.id, short.id]);
  });

  test('a liquidation steer: its user, its percent and its position in the file, at their places', () => {
    const POSITIONS = `users:
  - { account: alice, balances: { contract: { USDT: 1000 } } }
positions:
  - { user: alice, symbol: BTCUSDT, side: long, leverage: 50, margin: 100 }
  - { user: alice, symbol: BTCUSDT, side: short, leverage: 50, margin: 100 }
market:
  steers:
`;
    expect(
      readProblems(`${POSITIONS}    - { symbol: BTCUSDT, kind: liquidation, durationSeconds: 30 }
    - { symbol: BTCUSDT, kind: liquidation, user: alice, percent: 100, targetPrice: 60000, durationSeconds: 30 }
    - { symbol: BTCUSDT, kind: crash, user: alice, percent: 1, durationSeconds: 30 }
`),
    ).toEqual([
      'market.steers[0].user: a liquidation steer names the user whose position it reads',
      'market.steers[0].percent: a liquidation steer stops percent short of the liquidation price: give one above 0 and below 100',
      'market.steers[1].percent: a liquidation steer stops percent short of the liquidation price: give one above 0 and below 100',
      "market.steers[1].targetPrice: a liquidation steer's target is the position's liquidation price: give percent instead",
      'market.steers[2].user: only a liquidation steer names a user (this one is crash)',
    ]);
    expect(
      readProblems(`${POSITIONS}    - { symbol: ETHUSDT, kind: liquidation, user: alice, percent: 1, durationSeconds: 30 }
    - { symbol: BTCUSDT, kind: liquidation, user: Alice, percent: 1, durationSeconds: 30 }
    - { symbol: BTCUSDT, kind: liquidation, user: zed, percent: 0.5, durationSeconds: 30 }
`),
    ).toEqual([
      'market.steers[0].user: alice has no position on ETHUSDT in this file',
      'market.steers[1].user: Alice has 2 positions on BTCUSDT in this file (positions[0], positions[1]): a liquidation steer reads one',
      'market.steers[2].user: zed has no position on BTCUSDT in this file',
    ]);
  });

  test('a liquidation steer whose position the engine gives no liquidation price is refused at its place, and nothing changes', async () => {
    await load('margin-call.yaml', MARGIN_CALL);
    const before = await stateDump(app.api.db);
    const steersBefore = (await marketState()).symbols.map((s) => [s.symbol, s.steers]);
    // A cross long at 1x on 10,000 USDT: no positive price takes its wallet below maintenance, so it has none.
    const safe = `clock: "2026-12-01T09:30:00Z"
users:
  - { account: cyd, balances: { contract: { USDT: 10000 } } }
positions:
  - { user: cyd, symbol: BTCUSDT, side: long, leverage: 1, marginMode: cross, margin: 100 }
market:
  steers:
    - { symbol: ETHUSDT, kind: rally, percent: 5, durationSeconds: 60 }
    - { symbol: BTCUSDT, kind: liquidation, user: cyd, percent: 1, durationSeconds: 30 }
`;
    expect(problemsOf(await load('safe.yaml', safe))).toEqual([
      'market.steers[1]: cyd\'s cross long on BTCUSDT (positions[0]) has no liquidation price: no price liquidates it, so there is none to steer towards',
    ]);
    expect(await stateDump(app.api.db)).toEqual(before);
    expect((await marketState()).symbols.map((s) => [s.symbol, s.steers])).toEqual(steersBefore);
  });
});
