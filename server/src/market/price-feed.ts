import type Decimal from 'decimal.js';

/** One market tick: every symbol's new mark price at the tick's time. */
export interface Tick {
  at: Date;
  prices: ReadonlyMap<string, Decimal>;
}

/**
 * What the rest of the server may know about prices. The market module
 * (server/src/market) is the only implementation and the only source of
 * prices; trading, settlement and valuation read them through this interface,
 * so tests can drive a fake feed tick by tick.
 */
export interface PriceFeed {
  /** Latest mark price of a symbol (e.g. "BTCUSDT"), or undefined for an unknown symbol. */
  markPrice(symbol: string): Decimal | undefined;
  /**
   * Price of a symbol at a past instant from the simulated path (deterministic),
   * so jobs can settle exactly at expiry and catch up after downtime.
   */
  priceAt(symbol: string, at: Date): Decimal | undefined;
  /** Registers a listener called after every tick; returns the function that unregisters it. */
  onTick(listener: (tick: Tick) => void | Promise<void>): () => void;
}
