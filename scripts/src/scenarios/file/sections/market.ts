import type { Position as PositionRow, PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import type { ScenarioFileInput, ScenarioMarket, ScenarioPosition } from '@sandbox/shared/scenario-file';
import type { Market } from '@sandbox/server/market';
import { MARKET_SEED_SETTING, replayAsked, steerSymbolAsked, type SteerAsked } from '@sandbox/server/modules/market';
import { atPlace } from './support.ts';

/*
 * The file's market (docs/scenarios.md "Market"): its seed, a private setting every load of the
 * market reads (so the prices the file's positions open at are the seed's, after a restart too),
 * and its steers and replays, made once the market has loaded by the functions the QA market
 * routes make them with (modules/market/qa-steers.ts), from the moment of the load (a liquidation
 * steer as a target steer, its price read from the position the file opened). An export
 * writes the seed a file set; a steer or replay is a move from the moment it is made, not state,
 * and a snapshot keeps it instead.
 */

/**
 * What the file alone tells: a liquidation steer's user has one position on its symbol in the file,
 * and a replay's CSV file was put in (file-text.ts) by whoever read the file from the disk.
 */
export function marketProblems(market: ScenarioMarket | undefined, positions: readonly ScenarioPosition[]): string[] {
  const steers = (market?.steers ?? []).flatMap((steer, i) => {
    if (steer.kind !== 'liquidation') return [];
    const held = positionsOf(positions, steer.user!, steer.symbol);
    if (held.length === 0) return [`market.steers[${i}].user: ${steer.user!} has no position on ${steer.symbol} in this file`];
    if (held.length > 1) return [`market.steers[${i}].user: ${steer.user!} has ${held.length} positions on ${steer.symbol} in this file (${held.map((j) => `positions[${j}]`).join(', ')}): a liquidation steer reads one`];
    return [];
  });
  const replays = (market?.replay ?? []).flatMap((replay, i) =>
    replay.file === undefined
      ? []
      : [`market.replay[${i}].file: ${replay.file} was not read: the CLI, npm run seed and SEED_SCENARIO read a replay's file beside the scenario file; the QA API and the console take its rows inline (csv)`],
  );
  return [...steers, ...replays];
}

/** The places in the file's positions of `user`'s on `symbol`. */
function positionsOf(positions: readonly ScenarioPosition[], user: string, symbol: string): number[] {
  return positions.flatMap((p, j) => (p.user.toLowerCase() === user.toLowerCase() && p.symbol === symbol ? [j] : []));
}

/** The file's seed, as the setting the market's load reads; a merged file adds to the market as it is, so it sets none. */
export async function writeMarketSeed(tx: Tx, market: ScenarioMarket | undefined, merge: boolean): Promise<string[]> {
  if (market?.seed === undefined) return [];
  if (merge) return ["market.seed: a merged file adds to the sandbox's market as it is: its seed stays"];
  await tx.systemSetting.create({ data: { key: MARKET_SEED_SETTING, value: String(market.seed), remark: "QA: the market's seed, set by a scenario file", isPublic: false } });
  return [];
}

/**
 * The steers, then the replays, in the file's order from now, each refused at its place by the QA
 * routes' own rules. `opened` are the file's `positions` as the engine opened them, in their order:
 * a liquidation steer's target is read from its position's liquidation price.
 */
export async function moveMarket(market: Market, section: ScenarioMarket | undefined, positions: readonly ScenarioPosition[], opened: readonly PositionRow[]): Promise<void> {
  for (const [i, steer] of (section?.steers ?? []).entries()) {
    const place = `market.steers[${i}]`;
    await atPlace(place, async () => steerSymbolAsked(market, steer.kind === 'liquidation' ? liquidationSteer(steer, positions, opened) : { ...steer, kind: steer.kind }));
  }
  for (const [i, { symbol, mode, csv }] of (section?.replay ?? []).entries()) await atPlace(`market.replay[${i}]`, async () => replayAsked(market, { symbol, mode, csv: csv! }));
}

type Steer = NonNullable<ScenarioMarket>['steers'][number];

/**
 * A liquidation steer as the target steer it is: `percent` % short of the liquidation price of the
 * user's position on the symbol (read.ts checked there is one), above it for a long (liquidated as
 * the price falls to it), below it for a short. A position the engine gives no liquidation price is refused.
 */
export function liquidationSteer(steer: Steer, positions: readonly ScenarioPosition[], opened: readonly PositionRow[]): SteerAsked {
  const [j] = positionsOf(positions, steer.user!, steer.symbol);
  const position = positions[j!]!;
  const liquidationPrice = opened[j!]?.liquidationPrice;
  if (!liquidationPrice) throw new Error(`${steer.user!}'s ${position.marginMode} ${position.side} on ${steer.symbol} (positions[${j!}]) has no liquidation price: no price liquidates it, so there is none to steer towards`);
  const short = new Dec(steer.percent!).div(100);
  const target = new Dec(liquidationPrice).times(position.side === 'long' ? new Dec(1).plus(short) : new Dec(1).minus(short));
  return { symbol: steer.symbol, kind: 'target', targetPrice: target.toFixed(), durationSeconds: steer.durationSeconds };
}

/** The seed a file set, as the market section of an export (none: the sandbox's own seed). */
export async function exportMarket(db: PrismaClient): Promise<ScenarioFileInput['market']> {
  const setting = await db.systemSetting.findUnique({ where: { key: MARKET_SEED_SETTING } });
  return setting ? { seed: Number(setting.value) } : undefined;
}
