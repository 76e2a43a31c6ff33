import Decimal from 'decimal.js';
import { TICKER_RANKING } from '@sandbox/shared';
import type { Clock } from '../clock.ts';
import { candleValues, computeTicker, formatCandles, ticksToString, type CandleData, type CandleInterval, type TickerData } from './market-data.ts';
import { SYMBOL_CATEGORY } from '@sandbox/shared';
import { dailyTurnover, factorCorrelation, toMarketSymbol, wireCode, type MarketSymbol, type TradingSymbolRow } from './market-symbol.ts';
import type { MarketFactor } from './market-factor.ts';
import { MINUTE, PATH_EPOCH, SECOND, WEEK, WEEK_ALIGN } from './time-units.ts';
import { factorFor } from './walks.ts';
import type { PriceFeed, Tick } from './price-feed.ts';
import { hashString } from './prng.ts';
import { DEFAULT_MARKET_SEED } from './seed.ts';
import { DEFAULT_WEEKEND_MODE, forexSessions, type WeekendMode } from './sessions.ts';
import type { Steer } from './steered-path.ts';
import { SymbolMarket } from './symbol-market.ts';

/** History kept behind the start: 520 weeks, so weekly charts show more than 500 candles. */
export const HISTORY_WEEKS = 520;

/** Where the market reads its symbols: the Prisma client, or a stand-in in engine tests. */
export interface SymbolSource {
  tradingSymbol: {
    findMany(args: { where: { enabled: true }; orderBy: Array<{ sort: 'asc' } | { symbol: 'asc' }> }): Promise<TradingSymbolRow[]>;
  };
}

export interface MarketOptions {
  db: SymbolSource;
  clock: Clock;
  seed?: number;
  /** Forex and gold at the weekend: a thin open market (default) or a flat, closed one (sessions.ts). */
  weekend?: WeekendMode;
  /** Where listener failures are reported (they never stop the market). */
  onListenerError?: (error: unknown) => void;
}

type Listener = (tick: Tick) => void | Promise<void>;
type Ranking = (typeof TICKER_RANKING)[keyof typeof TICKER_RANKING];

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

/** Every symbol's recorded steers, to keep them across a reload (a snapshot's restore). */
export type SteerRecord = Record<string, Steer[]>;

/** Where a seeded symbol's history starts when the market loads at `now`: 520 weeks before this week's Monday. */
function historyStartAt(now: number): number {
  const weekStart = Math.floor((now - WEEK_ALIGN) / WEEK) * WEEK + WEEK_ALIGN;
  return Math.max(PATH_EPOCH, weekStart - HISTORY_WEEKS * WEEK);
}

/** Distribution buckets of the 24 h change, percent: (..,-10), [-10,-5), ..., [10,..). */
const DISTRIBUTION_EDGES = [-10, -5, -3, -1, 0, 1, 3, 5, 10];

/**
 * The simulated market: every enabled TradingSymbol, a deterministic path per
 * symbol (price = f(seed, symbol, time), plus recorded QA steers), candles,
 * tickers and ticks. Everything is in memory; the database is read only by `load`.
 * Time comes from the injected clock: `tick()` runs every second in production
 * (startTicker, from the app's listen hook) and on demand in tests; every read
 * first catches up to clock.now(), so answers are current even without the timer.
 */
export class Market implements PriceFeed {
  readonly seed: number;
  readonly weekend: WeekendMode;
  /** The crypto market factor every crypto symbol loads on (a pure function of the seed: kept across loads, as kept symbols use it). */
  private readonly factor: MarketFactor;
  private bySymbol = new Map<string, { info: MarketSymbol; sim: SymbolMarket }>();
  private ordered: MarketSymbol[] = [];
  private listeners = new Set<Listener>();
  private tickerCache = new Map<string, TickerData>();
  private lastSecond = 0;
  private sequence = 0;
  private timer: NodeJS.Timeout | undefined;
  private loadedAt: Date | undefined;
  private loadMs = 0;
  private loadCount = 0;
  private keptOnLoad = 0;
  private reportError: (error: unknown) => void;

  constructor(private readonly opts: MarketOptions) {
    this.seed = opts.seed ?? DEFAULT_MARKET_SEED;
    this.weekend = opts.weekend ?? DEFAULT_WEEKEND_MODE;
    this.factor = factorFor(this.seed);
    this.reportError = opts.onListenerError ?? (() => {});
  }

  /** Where listener failures go (the app's logger, set by plugin.ts); a failing listener never stops the others. */
  reportListenerErrors(handler: (error: unknown) => void): void {
    this.reportError = handler;
  }

  /**
   * (Re)loads the symbols from the database and generates their history up to now. Steers are
   * dropped, except those of `keep` (a snapshot's), replayed into the history as it is generated.
   */
  async load(keep: SteerRecord = {}): Promise<void> {
    const rows = await this.opts.db.tradingSymbol.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { symbol: 'asc' }] });
    const started = performance.now();
    const now = this.nowSecond();
    const historyStart = historyStartAt(now);
    const next = new Map<string, { info: MarketSymbol; sim: SymbolMarket }>();
    let kept = 0;
    for (const row of rows) {
      const code = toMarketSymbol(row).code;
      const steers = keep[code];
      const old = this.bySymbol.get(code);
      // The same row, no steer before or after, the same history start, not ahead of now: the
      // symbol's market is what a rebuild would make (its prices are f(seed, symbol, time)), so it
      // only moves on to now; a rebuild is most of a scenario load's or a restore's time.
      if (old && !steers?.length && this.unchanged(old, row, historyStart, now)) {
        old.sim.advance(now);
        next.set(code, { info: toMarketSymbol(row), sim: old.sim });
        kept++;
        continue;
      }
      const entry = this.build(row, historyStart, now, steers);
      if (entry) next.set(entry.info.code, entry);
    }
    this.keptOnLoad = kept;
    this.bySymbol = next;
    this.ordered = [...next.values()].map((e) => e.info);
    this.tickerCache.clear();
    this.lastSecond = now;
    this.loadedAt = new Date(now);
    this.loadMs = performance.now() - started;
    this.loadCount++;
  }

  /** How many symbols the last `load` kept as they were instead of rebuilding them (tests, the bench). */
  get keptOnLastLoad(): number {
    return this.keptOnLoad;
  }

  /** Whether a loaded symbol's market is the one `build` would make from `row` now (see load). */
  private unchanged(old: { info: MarketSymbol; sim: SymbolMarket }, row: TradingSymbolRow, historyStart: number, now: number): boolean {
    if (old.sim.steers.length > 0 || old.sim.nowMs > now) return false;
    const listedAtMs = row.listedAt ? Math.floor(row.listedAt.getTime() / MINUTE) * MINUTE : undefined;
    if (old.sim.historyStartMs !== (listedAtMs ?? historyStart)) return false;
    // Every field but the row's own write time (a scenario load rewrites the same rows).
    const fields = ({ updatedAt: _written, ...rest }: TradingSymbolRow & { updatedAt?: unknown }) => JSON.stringify(rest);
    return fields(old.info.row) === fields(row);
  }

  /** How many times `load` ran: another instance reloads when this moves (server/src/instances). */
  get loads(): number {
    return this.loadCount;
  }

  /**
   * Every symbol's recorded steers, whatever their kind: with the seed they are the whole of the
   * prices, so an instance that adopts them (adoptSteers) serves the same price at the same time.
   */
  recordedSteers(): Record<string, Steer[]> {
    return Object.fromEntries([...this.bySymbol].filter(([, e]) => e.sim.steers.length > 0).map(([code, e]) => [code, e.sim.steers.map((s) => ({ ...s }))]));
  }

  /** Takes another instance's recorded steers in place of this one's (symbols it does not list lose theirs). */
  adoptSteers(steers: Readonly<Record<string, readonly Steer[]>>): void {
    for (const [code, { sim }] of this.bySymbol) {
      sim.steers.length = 0;
      sim.steers.push(...(steers[code] ?? []).map((s) => ({ ...s })));
    }
    this.tickerCache.clear();
  }

  /**
   * One symbol's market, advanced to `now`. A listed symbol (row.listedAt) starts at its listing
   * minute at its start price, and does not exist before it (undefined while it is in the future).
   */
  private build(row: TradingSymbolRow, historyStart: number, now: number, steers: readonly Steer[] = []) {
    const info = toMarketSymbol(row);
    const listedAtMs = row.listedAt ? Math.floor(row.listedAt.getTime() / MINUTE) * MINUTE : undefined;
    if (listedAtMs !== undefined && listedAtMs > now) return undefined;
    const sim = new SymbolMarket(
      {
        symbol: info.code,
        pricePrecision: row.pricePrecision,
        quantityPrecision: row.quantityPrecision,
        startPrice: Number(row.startPrice),
        annualVolatility: Number(row.volatility),
        dailyTurnover: dailyTurnover(info),
        ...(listedAtMs === undefined ? {} : { listedAtMs }),
        ...(info.category === SYMBOL_CATEGORY.CRYPTO ? { factor: { path: this.factor, correlation: factorCorrelation(info) } } : { session: forexSessions(this.weekend) }),
      },
      this.seed,
      hashString(info.code),
      listedAtMs ?? historyStart,
    );
    sim.steers.push(...steers);
    sim.advance(now);
    return { info, sim };
  }

  /**
   * Adds (or replaces) one symbol without reloading the others, whose QA steers a reload would
   * drop: an IEO token listed on the market. False when its listing instant is still ahead.
   */
  addSymbol(row: TradingSymbolRow): boolean {
    this.refresh();
    const entry = this.build(row, historyStartAt(this.lastSecond), this.lastSecond);
    if (!entry) return false;
    this.bySymbol.set(entry.info.code, entry);
    this.ordered = [...this.bySymbol.values()]
      .map((e) => e.info)
      .sort((a, b) => a.row.sort - b.row.sort || (a.dbSymbol < b.dbSymbol ? -1 : a.dbSymbol > b.dbSymbol ? 1 : 0));
    this.tickerCache.clear();
    return true;
  }

  private nowSecond(): number {
    return Math.floor(this.opts.clock.now().getTime() / SECOND) * SECOND;
  }

  /**
   * Moves every symbol to `now` (a whole second) and, when time moved, emits one
   * tick to the listeners (asynchronously: a slow listener never holds the market).
   */
  tick(now: Date = this.opts.clock.now()): Tick | undefined {
    const second = Math.floor(now.getTime() / SECOND) * SECOND;
    if (second <= this.lastSecond) return undefined;
    const prices = new Map<string, Decimal>();
    for (const [code, { sim }] of this.bySymbol) {
      sim.advance(second);
      prices.set(code, new Decimal(sim.lastTicks).div(sim.scale));
    }
    this.lastSecond = second;
    this.sequence++;
    this.tickerCache.clear();
    const tick: Tick = { at: new Date(second), prices };
    for (const listener of this.listeners) {
      void Promise.resolve()
        .then(() => listener(tick))
        .catch((error: unknown) => this.reportError(error));
    }
    return tick;
  }

  /** Catches up to the clock (a no-op within the same second, which makes no Date: it runs on every read). */
  refresh(): void {
    const ms = this.opts.clock.nowMs();
    if (Math.floor(ms / SECOND) * SECOND > this.lastSecond) this.tick(new Date(ms));
  }

  /** Number of the last tick; a client that sees a jump knows it missed ticks. */
  get seq(): number {
    return this.sequence;
  }

  get lastTickAt(): Date {
    return new Date(this.lastSecond);
  }

  private entry(symbol: string) {
    // Callers mostly pass the code itself (BTCUSDT): looked up as is before it is normalised.
    return this.bySymbol.get(symbol) ?? this.bySymbol.get(wireCode(symbol));
  }

  // ---- PriceFeed

  markPrice(symbol: string): Decimal | undefined {
    this.refresh();
    const e = this.entry(symbol);
    return e ? new Decimal(e.sim.lastTicks).div(e.sim.scale) : undefined;
  }

  priceAt(symbol: string, at: Date): Decimal | undefined {
    this.refresh();
    const e = this.entry(symbol);
    const ticks = e?.sim.ticksAtPast(at.getTime());
    return e && ticks !== undefined ? new Decimal(ticks).div(e.sim.scale) : undefined;
  }

  onTick(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- read models

  /** Symbols in catalogue order (sort, then code). */
  symbols(): readonly MarketSymbol[] {
    return this.ordered;
  }

  symbol(symbol: string): MarketSymbol | undefined {
    return this.entry(symbol)?.info;
  }

  /** Ticker of one symbol, cached until the next tick. */
  ticker(symbol: string): TickerData | undefined {
    this.refresh();
    const e = this.entry(symbol);
    if (!e) return undefined;
    let cached = this.tickerCache.get(e.info.code);
    if (!cached) {
      // Frozen: the price call's route keeps each ticker's serialised answer (routes/handlers.ts snapshot).
      cached = Object.freeze(computeTicker(e.info.code, e.sim));
      this.tickerCache.set(e.info.code, cached);
    }
    return cached;
  }

  /** Tickers, optionally of one category, ranked (volume = quote turnover, hot = hot symbols first) and limited. */
  tickers(filter: { category?: number; ranking?: Ranking; limit?: number } = {}): TickerData[] {
    const list = this.ordered.filter((s) => filter.category === undefined || s.category === filter.category);
    const rows = list.map((s) => ({ s, t: this.ticker(s.code)! }));
    const turnover = (r: (typeof rows)[number]) => new Decimal(r.t.turnover24h);
    const change = (r: (typeof rows)[number]) => new Decimal(r.t.changePercent24h);
    switch (filter.ranking) {
      case TICKER_RANKING.VOLUME:
        rows.sort((a, b) => turnover(b).cmp(turnover(a)));
        break;
      case TICKER_RANKING.HOT:
        rows.sort((a, b) => Number(b.s.row.isHot) - Number(a.s.row.isHot) || turnover(b).cmp(turnover(a)));
        break;
      case TICKER_RANKING.RISING:
        rows.sort((a, b) => change(b).cmp(change(a)));
        break;
      case TICKER_RANKING.FALLING:
        rows.sort((a, b) => change(a).cmp(change(b)));
        break;
      default:
        break;
    }
    return rows.slice(0, filter.limit ?? rows.length).map((r) => r.t);
  }

  /** How many symbols rose, fell or stayed flat over 24 h, and how many fall in each change bucket. */
  distribution(category?: number) {
    const tickers = this.tickers(category === undefined ? {} : { category });
    const edges = DISTRIBUTION_EDGES.map((e) => new Decimal(e));
    const buckets = [null, ...edges].map((from, i) => ({
      from: from === null ? null : from.toString(),
      to: i < edges.length ? edges[i]!.toString() : null,
      count: 0,
    }));
    let riseCount = 0;
    let fallCount = 0;
    let flatCount = 0;
    for (const t of tickers) {
      const pct = new Decimal(t.changePercent24h);
      if (pct.isZero()) flatCount++;
      else if (pct.isPositive()) riseCount++;
      else fallCount++;
      const index = edges.findIndex((edge) => pct.lt(edge));
      buckets[index === -1 ? edges.length : index]!.count++;
    }
    return { riseCount, fallCount, flatCount, buckets, timestamp: this.lastSecond };
  }

  /** Candles of a symbol, undefined for an unknown symbol. */
  candles(symbol: string, interval: CandleInterval, limit: number, endTime?: number): CandleData[] | undefined {
    this.refresh();
    const e = this.entry(symbol);
    if (!e) return undefined;
    return formatCandles(e.sim, candleValues(e.sim, interval, limit, endTime ?? this.lastSecond));
  }

  /**
   * QA: steers a symbol for everyone from now on. crash/rally move by `percent`
   * (down/up), target to `targetPrice`, smoothly over the duration; the random walk
   * goes on underneath and resumes from the target afterwards. Returns the steer,
   * or undefined for an unknown symbol.
   */
  steer(request: SteerRequest): (Steer & { symbol: string; from: string; target: string }) | undefined {
    this.refresh();
    const e = this.entry(request.symbol);
    if (!e) return undefined;
    const { sim } = e;
    const current = new Decimal(sim.lastTicks);
    if (request.kind === 'flat') {
      const hold = sim.nowLog;
      const steer = sim.steerPoints('flat', [
        { offsetMs: 0, log: hold },
        { offsetMs: request.durationSeconds * SECOND, log: hold },
      ]);
      this.tickerCache.clear();
      const price = ticksToString(sim.lastTicks, sim.sim.pricePrecision);
      return { ...steer, symbol: e.info.code, from: price, target: ticksToString(steer.targetTicks, sim.sim.pricePrecision) };
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
    this.tickerCache.clear();
    return {
      ...steer,
      symbol: e.info.code,
      from: ticksToString(sim.lastTicks, sim.sim.pricePrecision),
      target: ticksToString(steer.targetTicks, sim.sim.pricePrecision),
    };
  }

  /**
   * QA: a market-wide crash or rally through the crypto factor, for everyone from now on: the
   * factor moves by `percent` over the duration and every crypto symbol by its beta (a symbol
   * with beta 1.2 falls 1 - 0.8^1.2 = 23.5 % in a 20 % market crash), each reaching its target
   * exactly at the end (a recorded steer per member, like a single-symbol steer).
   */
  steerGroup(request: GroupSteerRequest): Array<Steer & { symbol: string; beta: number; from: string; target: string }> {
    this.refresh();
    const factor = request.kind === 'crash' ? 1 - Number(request.percent) / 100 : 1 + Number(request.percent) / 100;
    // A later phase starts from the price the path (with every steer recorded so far) will have then.
    const startMs = this.lastSecond + (request.startInSeconds ?? 0) * SECOND;
    const out: Array<Steer & { symbol: string; beta: number; from: string; target: string }> = [];
    for (const { info, sim } of this.bySymbol.values()) {
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
    this.tickerCache.clear();
    return out;
  }

  /**
   * QA: the symbol follows uploaded closes from now (line between them in log space, one point per
   * row at its offset), then walks on from the last. Recorded like any steer, so history, candles
   * and the stream agree. Undefined for an unknown symbol.
   */
  replay(request: ReplayRequest): (Steer & { symbol: string; from: string; target: string }) | undefined {
    this.refresh();
    const e = this.entry(request.symbol);
    if (!e) return undefined;
    const { sim } = e;
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
    this.tickerCache.clear();
    return { ...steer, symbol: e.info.code, from, target: ticksToString(steer.targetTicks, sim.sim.pricePrecision) };
  }

  /** What QA sees: seed, timing, and per symbol the price, history span and steers. */
  state() {
    this.refresh();
    return {
      seed: this.seed,
      weekend: this.weekend,
      seq: this.sequence,
      lastTick: this.lastSecond,
      loadedAt: this.loadedAt?.getTime() ?? null,
      // How many loads since start: loadedAt is a whole sandbox second, the same for two loads within one.
      loads: this.loadCount,
      loadMs: Math.round(this.loadMs),
      ticking: this.timer !== undefined,
      symbols: [...this.bySymbol.values()].map(({ info, sim }) => ({
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
      })),
    };
  }

  /** Starts ticking on every whole second of the clock (production; tests call tick()). */
  startTicker(): void {
    if (this.timer) return;
    const schedule = () => {
      const ms = this.opts.clock.now().getTime();
      this.timer = setTimeout(() => {
        this.tick();
        if (this.timer) schedule();
      }, SECOND - (ms % SECOND) + 1);
      this.timer.unref();
    };
    schedule();
  }

  stopTicker(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

export function createMarket(opts: MarketOptions): Market {
  return new Market(opts);
}
