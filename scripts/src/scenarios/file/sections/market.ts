import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { ScenarioFileInput, ScenarioMarket } from '@sandbox/shared/scenario-file';
import type { Market } from '@sandbox/server/market';
import { MARKET_SEED_SETTING, replayAsked, steerSymbolAsked } from '@sandbox/server/modules/market';
import { atPlace } from './support.ts';

/*
 * The file's market (docs/scenarios.md "Market"): its seed, a private setting every load of the
 * market reads (so the prices the file's positions open at are the seed's, after a restart too),
 * and its steers and replays, made once the market has loaded by the functions the QA market
 * routes make them with (modules/market/qa-steers.ts), from the moment of the load. An export
 * writes the seed a file set; a steer or replay is a move from the moment it is made, not state,
 * and a snapshot keeps it instead.
 */

/** What the file alone tells: a replay's CSV file was put in (file-text.ts) by whoever read the file from the disk. */
export function marketProblems(market: ScenarioMarket | undefined): string[] {
  return (market?.replay ?? []).flatMap((replay, i) =>
    replay.file === undefined
      ? []
      : [`market.replay[${i}].file: ${replay.file} was not read: the CLI, npm run seed and SEED_SCENARIO read a replay's file beside the scenario file; the QA API and the console take its rows inline (csv)`],
  );
}

/** The file's seed, as the setting the market's load reads; a merged file adds to the market as it is, so it sets none. */
export async function writeMarketSeed(tx: Tx, market: ScenarioMarket | undefined, merge: boolean): Promise<string[]> {
  if (market?.seed === undefined) return [];
  if (merge) return ["market.seed: a merged file adds to the sandbox's market as it is: its seed stays"];
  await tx.systemSetting.create({ data: { key: MARKET_SEED_SETTING, value: String(market.seed), remark: "QA: the market's seed, set by a scenario file", isPublic: false } });
  return [];
}

/** The steers, then the replays, in the file's order from now, each refused at its place by the QA routes' own rules. */
export async function moveMarket(market: Market, section: ScenarioMarket | undefined): Promise<void> {
  for (const [i, steer] of (section?.steers ?? []).entries()) await atPlace(`market.steers[${i}]`, async () => steerSymbolAsked(market, steer));
  for (const [i, { symbol, mode, csv }] of (section?.replay ?? []).entries()) await atPlace(`market.replay[${i}]`, async () => replayAsked(market, { symbol, mode, csv: csv! }));
}

/** The seed a file set, as the market section of an export (none: the sandbox's own seed). */
export async function exportMarket(db: PrismaClient): Promise<ScenarioFileInput['market']> {
  const setting = await db.systemSetting.findUnique({ where: { key: MARKET_SEED_SETTING } });
  return setting ? { seed: Number(setting.value) } : undefined;
}
