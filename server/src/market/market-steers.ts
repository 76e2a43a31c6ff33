import Decimal from 'decimal.js';
import { SYMBOL_CATEGORY } from '@sandbox/shared';
import type { LoadedSymbol } from './loaded-symbols.ts';
import { ticksToString } from './market-data.ts';
import type { Steer } from './steered-path.ts';
import { SECOND } from './time-units.ts';

/*
 * The QA steers of a loaded symbol (Market.steer, steerGroup, replay): each recorded on the
 * symbol's path, so history, candles and the stream agree, and answered with the prices it goes
 * from and to. The market clears its tickers after each.
 */

export interface SteerRequest {
  symbol: string;
  /** flat: the price holds at its current value for the duration, then the walk resumes from there. */
  kind: 'crash' | 'rally' | 'target' | 'flat';
  percent?: string;
  targetPrice?: string;
  durationSeconds: number;
}

/** A market-wide steer: the crypto factor falls or rises by `percent`, every member by its beta. */
export interface GroupSteerRequest {
  group: 'crypto';
  kind: 'crash' | 'rally';
  percent: string;
  durationSeconds: number;
  /** Starts this many seconds from now (a scheduled phase of a script); 0 by default. */
  startInSeconds?: number;
}

/** A replay of uploaded closes: offsets from now (the first 0, increasing) and close prices. */
export interface ReplayRequest {
  symbol: string;
  /** scaled: the first close maps to the current price and the others keep their ratios to it; absolute: the closes are prices. */
  mode: 'scaled' | 'absolute';
  rows: ReadonlyArray<{ offsetSeconds: number; close: string }>;
}

/** A recorded steer of one symbol, with the prices it goes from and to. */
export type SymbolSteer = Steer & { symbol: string; from: string; target: string };

/**
 * Every symbol's recorded steers, whatever their kind (copies): with the seed they are the whole
 * of the prices, so an instance that adopts them (adoptSteers) serves the same price at the same time.
 */
export function recordedSteers(symbols: ReadonlyMap<string, LoadedSymbol>): Record<string, Steer[]> {
  return Object.fromEntries([...symbols].filter(([, e]) => e.sim.steers.length > 0).map(([code, e]) => [code, e.sim.steers.map((s) => ({ ...s }))]));
}

/** Takes another instance's recorded steers in place of these symbols' own (a symbol it does not list loses its steers). */
export function adoptSteers(symbols: ReadonlyMap<string, LoadedSymbol>, steers: Readonly<Record<string, readonly Steer[]>>): void {
  for (const [code, { sim }] of symbols) {
    sim.steers.length = 0;
    sim.steers.push(...(steers[code] ?? []).map((s) => ({ ...s })));
  }
}

/**
 * A single-symbol steer (Market.steer): crash/rally move by `percent` (down/up), target to
 * `targetPrice`, smoothly over the duration; the random walk goes on underneath and resumes
 * from the target afterwards. flat holds the current price for the duration.
 */
export function steerSymbol({ info, sim }: LoadedSymbol, request: SteerRequest): SymbolSteer {
  const current = new Decimal(sim.lastTicks);
  if (request.kind === 'flat') {
    const hold = sim.nowLog;
    const steer = sim.steerPoints('flat', [
      { offsetMs: 0, log: hold },
      { offsetMs: request.durationSeconds * SECOND, log: hold },
    ]);
    const price = ticksToString(sim.lastTicks, sim.sim.pricePrecision);
    return { ...steer, symbol: info.code, from: price, target: ticksToString(steer.targetTicks, sim.sim.pricePrecision) };
  }
  let targetTicks: Decimal;
  if (request.kind === 'target') {
    targetTicks = new Decimal(request.targetPrice!).mul(sim.scale).toDecimalPlaces(0);
  } else {
    const factor = new Decimal(request.percent!).div(100);
    targetTicks = current.mul(request.kind === 'crash' ? new Decimal(1).minus(factor) : new Decimal(1).plus(factor)).toDecimalPlaces(0);
  }
  if (targetTicks.lt(1)) targetTicks = new Decimal(1);
  const steer = sim.steer(request.kind, targetTicks.toNumber(), request.durationSeconds * SECOND);
  return {
    ...steer,
    symbol: info.code,
    from: ticksToString(sim.lastTicks, sim.sim.pricePrecision),
    target: ticksToString(steer.targetTicks, sim.sim.pricePrecision),
  };
}

/**
 * A market-wide crash or rally through the crypto factor (Market.steerGroup), from `startMs`: the
 * factor moves by `percent` over the duration and every crypto symbol by its beta (a symbol with
 * beta 1.2 falls 1 - 0.8^1.2 = 23.5 % in a 20 % market crash), each reaching its target exactly
 * at the end (a recorded steer per member, like a single-symbol steer).
 */
export function steerCrypto(symbols: Iterable<LoadedSymbol>, request: GroupSteerRequest, startMs: number): Array<SymbolSteer & { beta: number }> {
  const factor = request.kind === 'crash' ? 1 - Number(request.percent) / 100 : 1 + Number(request.percent) / 100;
  const out: Array<SymbolSteer & { beta: number }> = [];
  for (const { info, sim } of symbols) {
    if (info.category !== SYMBOL_CATEGORY.CRYPTO) continue;
    const beta = sim.path.beta;
    // The factor's move in log space, scaled by the member's beta (floats: a steer target is a whole tick).
    const fromTicks = sim.ticksAt(startMs);
    const targetTicks = Math.max(1, Math.round(fromTicks * factor ** beta));
    const steer = sim.steer(`market-${request.kind}`, targetTicks, request.durationSeconds * SECOND, startMs);
    out.push({
      ...steer,
      symbol: info.code,
      beta: Number(beta.toFixed(4)),
      from: ticksToString(fromTicks, sim.sim.pricePrecision),
      target: ticksToString(steer.targetTicks, sim.sim.pricePrecision),
    });
  }
  return out;
}

/**
 * A replay of uploaded closes from now (Market.replay): a line between them in log space, one
 * point per row at its offset, then the walk on from the last.
 */
export function replaySymbol({ info, sim }: LoadedSymbol, request: ReplayRequest): SymbolSteer {
  const from = ticksToString(sim.lastTicks, sim.sim.pricePrecision);
  const first = Math.log(Number(request.rows[0]!.close));
  // Scaled from the price shown (`from`, whole ticks), not the unrounded log price under it: up to
  // half a tick apart, which the scaling carried into a tick off from `from` x the row's ratio.
  const now = Math.log(sim.lastTicks / sim.scale);
  const points = request.rows.map((r) => ({
    offsetMs: r.offsetSeconds * SECOND,
    log: request.mode === 'scaled' ? now + Math.log(Number(r.close)) - first : Math.log(Number(r.close)),
  }));
  const steer = sim.steerPoints(`replay-${request.mode}`, points);
  return { ...steer, symbol: info.code, from, target: ticksToString(steer.targetTicks, sim.sim.pricePrecision) };
}

/** What QA sees of a symbol (Market.state): its price, beta, history span and steers. */
export function symbolState({ info, sim }: LoadedSymbol) {
  return {
    symbol: info.code,
    price: ticksToString(sim.lastTicks, sim.sim.pricePrecision),
    beta: Number(sim.path.beta.toFixed(4)),
    historyStart: sim.historyStartMs,
    minuteCandlesFrom: sim.minutes.startMs,
    hourCandlesFrom: sim.hours.startMs,
    steers: sim.steers.map((s) => ({
      kind: s.kind,
      startTime: s.startMs,
      endTime: s.endMs,
      target: ticksToString(s.targetTicks, sim.sim.pricePrecision),
      active: s.endMs > sim.nowMs && s.startMs <= sim.nowMs,
      // Only a scheduled steer (a good day's later phase) says so: it has not started yet.
      ...(s.startMs > sim.nowMs ? { pending: true } : {}),
    })),
  };
}
