import { z } from 'zod';
import { amount } from './values.ts';

/** What the market shows: a symbol as the QA steers name it, a perpetual's or another (XAUUSD, EURUSD). */
const marketSymbol = z.string().regex(/^[A-Z0-9]{4,24}$/, 'Expected a symbol such as BTCUSDT or XAUUSD').describe('A symbol of the market, e.g. BTCUSDT');

const steer = z
  .object({
    symbol: marketSymbol,
    kind: z.enum(['crash', 'rally', 'target', 'flat']).describe('crash or rally by percent, target to targetPrice, flat: the price holds'),
    percent: amount.optional().describe('A crash or rally: how far, in percent (a crash below 100)'),
    targetPrice: amount.optional().describe('A target: the price reached at the end'),
    durationSeconds: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600)
      .describe('How long the move takes, from the load; the walk goes on from where it ends'),
  })
  .strict()
  .describe('A steer as POST /__qa/market/steer takes it, made when the file loads');

const replay = z
  .object({
    symbol: marketSymbol,
    mode: z.enum(['scaled', 'absolute']).default('scaled').describe('scaled (default): the first close is the price at the load, the others keep their ratios to it; absolute: the closes are prices'),
    file: z.string().min(1).optional().describe('A CSV file of candles, its path relative to the scenario file (the CLI and npm run seed put its rows in as csv)'),
    csv: z.string().min(1).optional().describe('The CSV of candles inline: a header offset,open,high,low,close (or timestamp,...), then a candle a line'),
  })
  .strict()
  .refine((r) => (r.file === undefined) !== (r.csv === undefined), { message: 'Give either file or csv', path: ['file'] })
  .describe('A replay as POST /__qa/market/replay takes it: the symbol follows the closes from the load, then walks on');

/** The market (docs/scenarios.md "Market"): its seed, and the steers and replays made as the file loads. */
export const scenarioMarketSchema = z
  .object({
    seed: z
      .number()
      .int()
      .min(0)
      .max(0xffff_ffff)
      .optional()
      .describe("The market's seed (the same seed and time give the same prices); default the sandbox's (MARKET_SEED)"),
    steers: z.array(steer).default([]),
    replay: z.array(replay).default([]),
  })
  .strict()
  .describe('The market the file loads with: its seed, then its steers and replays from the moment the file loads');

export type ScenarioMarket = z.output<typeof scenarioMarketSchema>;
