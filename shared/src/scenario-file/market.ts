import { z } from 'zod';
import { amount } from './values.ts';

/** What the market shows: a symbol as the QA steers name it, a perpetual's or another (XAUUSD, EURUSD). */
const marketSymbol = z.string().regex(/^[A-Z0-9]{4,24}$/, 'Expected a symbol such as BTCUSDT or XAUUSD').describe('A symbol of the market, e.g. BTCUSDT');

const steer = z
  .object({
    symbol: marketSymbol,
    kind: z
      .enum(['crash', 'rally', 'target', 'flat', 'liquidation'])
      .describe("crash or rally by percent, target to targetPrice, flat: the price holds; liquidation: to percent short of the liquidation price of user's position on the symbol"),
    percent: amount.optional().describe('A crash or rally: how far, in percent (a crash below 100); a liquidation steer: how far short of the liquidation price it stops (above 0, below 100)'),
    targetPrice: amount.optional().describe('A target: the price reached at the end'),
    user: z.string().optional().describe("A liquidation steer: the user whose position on the symbol in this file it reads (the position's liquidation price, once it has opened)"),
    durationSeconds: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600)
      .describe('How long the move takes, from the load; the walk goes on from where it ends'),
  })
  .strict()
  .superRefine((s, ctx) => {
    // A liquidation steer is a target steer whose price is known once the position opens: it names the position and how far short of it.
    if (s.kind !== 'liquidation') {
      if (s.user !== undefined) ctx.addIssue({ code: 'custom', path: ['user'], message: `only a liquidation steer names a user (this one is ${s.kind})` });
      return;
    }
    if (s.user === undefined) ctx.addIssue({ code: 'custom', path: ['user'], message: 'a liquidation steer names the user whose position it reads' });
    const percent = s.percent === undefined ? undefined : Number(s.percent);
    if (percent === undefined || percent <= 0 || percent >= 100) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'a liquidation steer stops percent short of the liquidation price: give one above 0 and below 100' });
    if (s.targetPrice !== undefined) ctx.addIssue({ code: 'custom', path: ['targetPrice'], message: "a liquidation steer's target is the position's liquidation price: give percent instead" });
  })
  .describe('A steer as POST /__qa/market/steer takes it, made when the file loads; a liquidation steer is a target steer to percent short of a position\'s liquidation price');

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
