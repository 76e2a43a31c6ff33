import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 64 });

export interface Entrant {
  id: string;
  initialEquity: string;
  equity: string;
  joinedAt: Date;
}

export interface Ranked {
  id: string;
  rank: number;
  /** (equity - initial) / initial, a fraction, 8 decimals truncated toward zero. */
  yieldRate: string;
}

/** Decimal text without a sign on zero (a tiny loss truncated to 0 reads "0", not "-0"). */
const plain = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());

/** Yield of an entrant as a fraction; an initial equity of 0 yields 0. */
export function yieldOf(e: Pick<Entrant, 'initialEquity' | 'equity'>): Decimal {
  const initial = new D(e.initialEquity);
  return initial.isZero() ? new D(0) : new D(e.equity).minus(initial).dividedBy(initial);
}

/**
 * The ranking: yield high to low; equal yields (compared exactly, as decimals) go to
 * the entrant who joined first, then to the smaller entry id, so every rank is held
 * by one entrant and the order never depends on the database's row order.
 */
export function rankEntrants(entrants: readonly Entrant[]): Ranked[] {
  const scored = entrants.map((e) => ({ e, y: yieldOf(e) }));
  scored.sort((a, b) => b.y.comparedTo(a.y) || a.e.joinedAt.getTime() - b.e.joinedAt.getTime() || (a.e.id < b.e.id ? -1 : a.e.id > b.e.id ? 1 : 0));
  return scored.map(({ e, y }, i) => ({ id: e.id, rank: i + 1, yieldRate: plain(y.toDecimalPlaces(8, Decimal.ROUND_DOWN)) }));
}

export interface RewardRange {
  rankFrom: number;
  rankTo: number;
  amount: string;
}

/** The stored rewards (JSON [{ rankFrom, rankTo, amount }]); a malformed row pays nothing rather than guessing. */
export function parseRewards(json: string): RewardRange[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((r: { rankFrom?: unknown; rankTo?: unknown; amount?: unknown }) => ({ rankFrom: Number(r.rankFrom), rankTo: Number(r.rankTo), amount: String(r.amount) }))
      .filter((r) => Number.isInteger(r.rankFrom) && Number.isInteger(r.rankTo) && r.rankFrom >= 1 && r.rankTo >= r.rankFrom && /^\d+(\.\d+)?$/.test(r.amount));
  } catch {
    return [];
  }
}

/** The reward of a rank: the first range that holds it, or null. */
export function rewardOf(rank: number, ranges: readonly RewardRange[]): string | null {
  const range = ranges.find((r) => rank >= r.rankFrom && rank <= r.rankTo);
  return range && new D(range.amount).gt(0) ? range.amount : null;
}

/** A yield fraction as the wire's percent, 2 decimals truncated toward zero ("0.035" -> "3.5"). */
export function yieldPercent(fraction: string): string {
  return plain(new D(fraction).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN));
}
