import Decimal from 'decimal.js';
import type { PriceFeed, Tick } from '../src/market/price-feed.ts';

/**
 * A PriceFeed the test drives: set a mark, script a path for priceAt, emit ticks.
 * priceAt answers from the scripted path (the latest point at or before the
 * instant), falling back to the current mark.
 */
export class FakePriceFeed implements PriceFeed {
  private readonly marks = new Map<string, Decimal>();
  private readonly paths = new Map<string, { at: number; price: Decimal }[]>();
  private readonly listeners = new Set<(tick: Tick) => void | Promise<void>>();

  set(symbol: string, price: string): this {
    this.marks.set(symbol, new Decimal(price));
    return this;
  }

  /** Records a historical point (for settlement at expiry and catch-up after downtime). */
  record(symbol: string, at: Date, price: string): this {
    const path = this.paths.get(symbol) ?? [];
    path.push({ at: at.getTime(), price: new Decimal(price) });
    path.sort((a, b) => a.at - b.at);
    this.paths.set(symbol, path);
    return this;
  }

  markPrice(symbol: string): Decimal | undefined {
    return this.marks.get(symbol);
  }

  priceAt(symbol: string, at: Date): Decimal | undefined {
    const path = this.paths.get(symbol);
    if (path) {
      let found: Decimal | undefined;
      for (const p of path) if (p.at <= at.getTime()) found = p.price;
      if (found) return found;
    }
    return this.marks.get(symbol);
  }

  onTick(listener: (tick: Tick) => void | Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sets the marks and delivers one tick to every listener, awaiting them. */
  async tick(at: Date, prices: Record<string, string>): Promise<void> {
    for (const [s, p] of Object.entries(prices)) this.set(s, p).record(s, at, p);
    const tick: Tick = { at, prices: new Map(Object.entries(prices).map(([s, p]) => [s, new Decimal(p)])) };
    for (const l of this.listeners) await l(tick);
  }
}
