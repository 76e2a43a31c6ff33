import { CLOSE_REASON } from '@sandbox/shared';
import { D, type Dec } from './margin-math.ts';

export type TriggerReason = typeof CLOSE_REASON.TAKE_PROFIT | typeof CLOSE_REASON.STOP_LOSS | typeof CLOSE_REASON.LIQUIDATION;

interface Entry {
  /** Float copy of the level, only to find candidates fast; the exact text decides. */
  level: number;
  exact: Dec;
  positionId: string;
  reason: TriggerReason;
}

/** Entries sorted by level, ascending. */
class SortedLevels {
  readonly entries: Entry[] = [];

  /** First index whose level is >= value. */
  lowerBound(value: number): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.entries[mid]!.level < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(e: Entry): void {
    this.entries.splice(this.lowerBound(e.level), 0, e);
  }

  /** Appends without keeping the order; call sort() after a batch. */
  append(e: Entry): void {
    this.entries.push(e);
  }

  sort(): void {
    this.entries.sort((a, b) => a.level - b.level);
  }

  remove(e: Entry): void {
    for (let i = this.lowerBound(e.level); i < this.entries.length && this.entries[i]!.level === e.level; i++) {
      if (this.entries[i] === e) {
        this.entries.splice(i, 1);
        return;
      }
    }
  }
}

/** What a position watches: its side and the three levels (null = not set / not reachable). */
export interface Triggers {
  positionId: string;
  symbol: string;
  side: 1 | -1;
  takeProfit: string | null;
  stopLoss: string | null;
  liquidation: string | null;
}

export interface Fired {
  positionId: string;
  reason: TriggerReason;
  /** The level crossed (TP/SL close there; liquidation closes at the mark). */
  level: Dec;
}

// A float filter with a margin, so rounding of the float copy can never hide a
// crossing; every candidate is then confirmed with exact decimals.
const SLACK = 1e-9;

/**
 * Per-symbol sorted trigger prices, so a tick touches only the positions whose
 * level it crossed: O(log n + fired) instead of a scan of every open position.
 * `rising` fires when the price is at or above the level (long TP, short SL,
 * short liquidation); `falling` when at or below (long SL and liquidation, short TP).
 */
export class TriggerIndex {
  private readonly books = new Map<string, { rising: SortedLevels; falling: SortedLevels }>();
  private readonly byPosition = new Map<string, { symbol: string; entries: { entry: Entry; rising: boolean }[] }>();

  get size(): number {
    return this.byPosition.size;
  }

  /** Forgets everything (before a rebuild from the database). */
  clear(): void {
    this.books.clear();
    this.byPosition.clear();
  }

  symbols(): string[] {
    return [...this.books.keys()].filter((s) => {
      const b = this.books.get(s)!;
      return b.rising.entries.length + b.falling.entries.length > 0;
    });
  }

  /**
   * Adds or replaces many at once, the last row of a position winning as it would one by one.
   * Into a book holding at least as many entries as the batch brings (the rows a follow read, a
   * position opened beside the cross ones it moved) each is inserted in place: a binary search and
   * a move of the array, where a sort of 10,000 entries with a comparison callback took
   * milliseconds. Into a smaller one (the rebuild on start) the old entries go out first, while
   * the book is still sorted (a removal searches it), then the new ones are appended and the book
   * sorted once.
   */
  upsertMany(list: readonly Triggers[]): void {
    const latest = new Map<string, Triggers>();
    for (const t of list) {
      latest.delete(t.positionId);
      latest.set(t.positionId, t);
    }
    const bySymbol = new Map<string, Triggers[]>();
    for (const t of latest.values()) {
      const batch = bySymbol.get(t.symbol);
      if (batch) batch.push(t);
      else bySymbol.set(t.symbol, [t]);
    }
    for (const [symbol, batch] of bySymbol) {
      const book = this.books.get(symbol);
      const held = book ? book.rising.entries.length + book.falling.entries.length : 0;
      if (held >= batch.length) {
        for (const t of batch) this.add(t, false);
        continue;
      }
      for (const t of batch) this.remove(t.positionId);
      for (const t of batch) this.add(t, true);
      const sorted = this.books.get(symbol)!;
      sorted.rising.sort();
      sorted.falling.sort();
    }
  }

  private add(t: Triggers, batch: boolean): void {
    this.remove(t.positionId);
    let book = this.books.get(t.symbol);
    if (!book) {
      book = { rising: new SortedLevels(), falling: new SortedLevels() };
      this.books.set(t.symbol, book);
    }
    const long = t.side === 1;
    const levels: [string | null, TriggerReason, boolean][] = [
      [t.takeProfit, CLOSE_REASON.TAKE_PROFIT, long],
      [t.stopLoss, CLOSE_REASON.STOP_LOSS, !long],
      [t.liquidation, CLOSE_REASON.LIQUIDATION, !long],
    ];
    const entries: { entry: Entry; rising: boolean }[] = [];
    for (const [level, reason, rising] of levels) {
      if (level === null) continue;
      const exact = new D(level);
      const entry: Entry = { level: exact.toNumber(), exact, positionId: t.positionId, reason };
      const side = rising ? book.rising : book.falling;
      if (batch) side.append(entry);
      else side.insert(entry);
      entries.push({ entry, rising });
    }
    if (entries.length > 0) this.byPosition.set(t.positionId, { symbol: t.symbol, entries });
  }

  remove(positionId: string): void {
    const held = this.byPosition.get(positionId);
    if (!held) return;
    const book = this.books.get(held.symbol)!;
    for (const { entry, rising } of held.entries) (rising ? book.rising : book.falling).remove(entry);
    this.byPosition.delete(positionId);
  }

  /**
   * Positions whose level the price reached, one trigger each: when a gap
   * crosses a stop-loss and the liquidation price together, the stop-loss
   * (nearer to the entry, so reached first) wins.
   */
  crossed(symbol: string, price: Dec): Fired[] {
    const book = this.books.get(symbol);
    if (!book) return [];
    const p = price.toNumber();
    const found = new Map<string, Fired>();
    const take = (e: Entry) => {
      const prev = found.get(e.positionId);
      if (!prev || (prev.reason === CLOSE_REASON.LIQUIDATION && e.reason !== CLOSE_REASON.LIQUIDATION)) {
        found.set(e.positionId, { positionId: e.positionId, reason: e.reason, level: e.exact });
      }
    };
    const rising = book.rising.entries;
    const riseEnd = book.rising.lowerBound(p + Math.abs(p) * SLACK + SLACK);
    for (let i = 0; i < riseEnd && i < rising.length; i++) if (price.gte(rising[i]!.exact)) take(rising[i]!);
    const falling = book.falling.entries;
    for (let i = book.falling.lowerBound(p - Math.abs(p) * SLACK - SLACK); i < falling.length; i++) {
      if (price.lte(falling[i]!.exact)) take(falling[i]!);
    }
    return [...found.values()];
  }
}
