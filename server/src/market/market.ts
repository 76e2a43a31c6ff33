import Decimal from 'decimal.js';
import type { Clock } from '../clock.ts';
import { buildSymbol, historyStartAt, loadSymbols, type LoadedSymbol, type SymbolModel } from './loaded-symbols.ts';
import { candleValues, formatCandles, type CandleData, type CandleInterval, type TickerData } from './market-data.ts';
import { adoptSteers, recordedSteers, replaySymbol, steerCrypto, steerSymbol, symbolState } from './market-steers.ts';
import type { GroupSteerRequest, ReplayRequest, SteerRequest, SymbolSteer } from './market-steers.ts';
import { wireCode, type MarketSymbol, type TradingSymbolRow } from './market-symbol.ts';
import type { PriceFeed, Tick } from './price-feed.ts';
import { DEFAULT_MARKET_SEED, MARKET_SEED_SETTING } from './seed.ts';
import { DEFAULT_WEEKEND_MODE, type WeekendMode } from './sessions.ts';
import type { Steer } from './steered-path.ts';
import { SecondTimer } from './second-timer.ts';
import { changeDistribution, rankTickers, TickerCache, type Ranking } from './tickers.ts';
import { SECOND } from './time-units.ts';
import { factorFor } from './walks.ts';

/** Where the market reads its symbols and a scenario's seed: the Prisma client, or a stand-in in engine tests (without settings). */
export interface SymbolSource {
  tradingSymbol: {
    findMany(args: { where: { enabled: true }; orderBy: Array<{ sort: 'asc' } | { symbol: 'asc' }> }): Promise<TradingSymbolRow[]>;
  };
  systemSetting?: {
    findUnique(args: { where: { key: string }; select: { value: true } }): Promise<{ value: string } | null>;
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

/** Every symbol's recorded steers, to keep them across a reload (a snapshot's restore). */
export type SteerRecord = Record<string, Steer[]>;

/**
 * The simulated market: every enabled TradingSymbol, a deterministic path per
 * symbol (price = f(seed, symbol, time), plus recorded QA steers), candles,
 * tickers and ticks. Everything is in memory; the database is read only by `load`.
 * Time comes from the injected clock: `tick()` runs every second in production
 * (startTicker, from the app's listen hook) and on demand in tests; every read
 * first catches up to clock.now(), so answers are current even without the timer.
 */
export class Market implements PriceFeed {
  readonly weekend: WeekendMode;
  /** The seed the market is configured with (`MARKET_SEED`): its seed unless the loaded scenario sets one. */
  private readonly configuredSeed: number;
  /** The seed, the weekend mode and the crypto market factor every crypto symbol loads on (a pure function of the seed: kept across loads of one seed, as kept symbols use it). */
  private model: SymbolModel;
  private bySymbol = new Map<string, LoadedSymbol>();
  private ordered: MarketSymbol[] = [];
  private listeners = new Set<Listener>();
  private readonly tickerCache = new TickerCache();
  private lastSecond = 0;
  private sequence = 0;
  private readonly timer: SecondTimer;
  private loadedAt: Date | undefined;
  private loadMs = 0;
  private loadCount = 0;
  private keptOnLoad = 0;
  private reportError: (error: unknown) => void;

  constructor(private readonly opts: MarketOptions) {
    this.configuredSeed = opts.seed ?? DEFAULT_MARKET_SEED;
    this.weekend = opts.weekend ?? DEFAULT_WEEKEND_MODE;
    this.model = { seed: this.configuredSeed, factor: factorFor(this.configuredSeed), weekend: this.weekend };
    this.reportError = opts.onListenerError ?? (() => {});
    this.timer = new SecondTimer(opts.clock, () => this.tick());
  }

  /** Where listener failures go (the app's logger, set by plugin.ts); a failing listener never stops the others. */
  reportListenerErrors(handler: (error: unknown) => void): void {
    this.reportError = handler;
  }

  /** The seed the prices are made from: the loaded scenario's (MARKET_SEED_SETTING), else the configured one. */
  get seed(): number {
    return this.model.seed;
  }

  /**
   * (Re)loads the symbols from the database and generates their history up to now. Steers are
   * dropped, except those of `keep` (a snapshot's), replayed into the history as it is generated.
   * The seed is the scenario's setting when it has one: another seed than before builds every symbol again.
   */
  async load(keep: SteerRecord = {}): Promise<void> {
    const rows = await this.opts.db.tradingSymbol.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { symbol: 'asc' }] });
    const seed = await this.scenarioSeed();
    const started = performance.now();
    const now = this.nowSecond();
    const reseeded = seed !== this.model.seed;
    if (reseeded) this.model = { seed, factor: factorFor(seed), weekend: this.weekend };
    const { symbols: next, kept } = loadSymbols(rows, reseeded ? new Map() : this.bySymbol, keep, this.model, now);
    this.keptOnLoad = kept;
    this.bySymbol = next;
    this.ordered = [...next.values()].map((e) => e.info);
    this.tickerCache.clear();
    this.lastSecond = now;
    this.loadedAt = new Date(now);
    this.loadMs = performance.now() - started;
    this.loadCount++;
  }

  /** The seed a scenario set (its setting, read at each load), else the configured one. */
  private async scenarioSeed(): Promise<number> {
    const setting = await this.opts.db.systemSetting?.findUnique({ where: { key: MARKET_SEED_SETTING }, select: { value: true } });
    const seed = setting ? Number(setting.value) : Number.NaN;
    return Number.isSafeInteger(seed) && seed >= 0 ? seed : this.configuredSeed;
  }

  /** How many symbols the last `load` kept as they were instead of rebuilding them (tests, the bench). */
  get keptOnLastLoad(): number {
    return this.keptOnLoad;
  }

  /** How many times `load` ran: another instance reloads when this moves (server/src/instances). */
  get loads(): number {
    return this.loadCount;
  }

  /** Every symbol's recorded steers (copies): with the seed they are the whole of the prices (market-steers.ts). */
  recordedSteers(): SteerRecord {
    return recordedSteers(this.bySymbol);
  }

  /** Takes another instance's recorded steers in place of this one's (symbols it does not list lose theirs). */
  adoptSteers(steers: Readonly<Record<string, readonly Steer[]>>): void {
    adoptSteers(this.bySymbol, steers);
    this.tickerCache.clear();
  }

  /**
   * Adds (or replaces) one symbol without reloading the others, whose QA steers a reload would
   * drop: an IEO token listed on the market. False when its listing instant is still ahead.
   */
  addSymbol(row: TradingSymbolRow): boolean {
    this.refresh();
    const entry = buildSymbol(row, this.model, historyStartAt(this.lastSecond), this.lastSecond);
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
    return e ? this.tickerCache.of(e) : undefined;
  }

  /** Tickers, optionally of one category, ranked (volume = quote turnover, hot = hot symbols first) and limited. */
  tickers(filter: { category?: number; ranking?: Ranking; limit?: number } = {}): TickerData[] {
    const list = this.ordered.filter((s) => filter.category === undefined || s.category === filter.category);
    const rows = list.map((s) => ({ s, t: this.ticker(s.code)! }));
    rankTickers(rows, filter.ranking);
    return rows.slice(0, filter.limit ?? rows.length).map((r) => r.t);
  }

  /** How many symbols rose, fell or stayed flat over 24 h, and how many fall in each change bucket. */
  distribution(category?: number) {
    return { ...changeDistribution(this.tickers(category === undefined ? {} : { category })), timestamp: this.lastSecond };
  }

  /** Candles of a symbol, undefined for an unknown symbol. */
  candles(symbol: string, interval: CandleInterval, limit: number, endTime?: number): CandleData[] | undefined {
    this.refresh();
    const e = this.entry(symbol);
    if (!e) return undefined;
    return formatCandles(e.sim, candleValues(e.sim, interval, limit, endTime ?? this.lastSecond));
  }

  /** QA: steers a symbol for everyone from now on (steerSymbol); undefined for an unknown symbol. */
  steer(request: SteerRequest): SymbolSteer | undefined {
    return this.steerOne(request.symbol, (e) => steerSymbol(e, request));
  }

  /** QA: a market-wide crash or rally through the crypto factor, for everyone from now on (steerCrypto). */
  steerGroup(request: GroupSteerRequest): Array<SymbolSteer & { beta: number }> {
    this.refresh();
    // A later phase starts from the price the path (with every steer recorded so far) will have then.
    const steered = steerCrypto(this.bySymbol.values(), request, this.lastSecond + (request.startInSeconds ?? 0) * SECOND);
    this.tickerCache.clear();
    return steered;
  }

  /** QA: the symbol follows uploaded closes from now, then walks on from the last (replaySymbol); undefined for an unknown symbol. */
  replay(request: ReplayRequest): SymbolSteer | undefined {
    return this.steerOne(request.symbol, (e) => replaySymbol(e, request));
  }

  /** Records a steer on one symbol, caught up to now first; the tickers are made again after it. */
  private steerOne(symbol: string, record: (e: LoadedSymbol) => SymbolSteer): SymbolSteer | undefined {
    this.refresh();
    const e = this.entry(symbol);
    if (!e) return undefined;
    const steered = record(e);
    this.tickerCache.clear();
    return steered;
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
      ticking: this.timer.running,
      symbols: [...this.bySymbol.values()].map(symbolState),
    };
  }

  /** Starts ticking on every whole second of the clock (production; tests call tick()). */
  startTicker(): void {
    this.timer.start();
  }

  stopTicker(): void {
    this.timer.stop();
  }
}

export function createMarket(opts: MarketOptions): Market {
  return new Market(opts);
}
