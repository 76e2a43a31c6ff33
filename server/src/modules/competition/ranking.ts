import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';


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

const SCALE = 18;
const YIELD_DP = 8n;
const TEN = 10n;

/** A decimal string (at most 18 decimals, as money is stored) as an integer of 10^-18 units. */
export function units(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = BigInt(whole + fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return negative ? -value : value;
}

/**
 * An integer of 10^-dp units as decimal text without trailing zeros, never "-0", as
 * decimal.js's toFixed() writes it ("-1234500000", 8 -> "-12.345").
 */
export function unitsText(q: bigint, dp: number = SCALE): string {
  if (q === 0n) return '0';
  const negative = q < 0n;
  const digits = (negative ? -q : q).toString().padStart(dp + 1, '0');
  const whole = digits.slice(0, -dp);
  const fraction = digits.slice(-dp).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
const fromYieldUnits = (q: bigint) => unitsText(q, Number(YIELD_DP));

/**
 * The ranking: yield high to low; equal yields go to the entrant who joined first, then to
 * the smaller entry id, so every rank is held by one entrant and the order never depends on
 * the database's row order. Yields are compared exactly, in integers: (E1 - I1) / I1 against
 * (E2 - I2) / I2 by cross-multiplication. The sort compares each entrant's yield truncated
 * to 8 decimals first (the stored figure; truncation never reverses an order) and the exact
 * fractions only when those are equal. Plain BigInt rather than decimal.js here (decimal
 * division of 10,000 yields took ~30 ms).
 */
export function rankEntrants(entrants: readonly Entrant[]): Ranked[] {
  const standings = entrants.map((e) => ({ id: e.id, joinedMs: e.joinedAt.getTime(), score: scoreOf(e.initialEquity, e.equity) }));
  return sortStandings(standings).map((s, i) => ({ id: s.id, rank: i + 1, yieldRate: s.score.yieldRate }));
}

/** One entrant as the sort sees it: its score and the tie-break fields. */
export interface Standing {
  id: string;
  joinedMs: number;
  score: Score;
}

/** The ranking rule as a comparison (rankEntrants): negative when `a` ranks above `b`. */
export function compareStandings(a: Standing, b: Standing): number {
  // Doubles first (Number() of a BigInt never reverses an order), integers only on a tie.
  if (a.score.key !== b.score.key) return b.score.key - a.score.key;
  if (a.score.q !== b.score.q) return a.score.q > b.score.q ? -1 : 1;
  const left = a.score.gain * b.score.initial;
  const right = b.score.gain * a.score.initial;
  if (left !== right) return left > right ? -1 : 1;
  return a.joinedMs - b.joinedMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Sorts in place by the ranking rule. */
export function sortStandings<T extends Standing>(standings: T[]): T[] {
  return standings.sort(compareStandings);
}

/**
 * Merges `moved` (sorted here) into `kept` (sorted, and still in order: their scores did not change)
 * by the ranking rule: about one comparison per entrant plus a sort of the moved ones, where a
 * sort of the whole list costs n log n.
 */
export function mergeStandings<T extends Standing>(kept: readonly T[], moved: T[]): T[] {
  sortStandings(moved);
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length && j < moved.length) out.push(compareStandings(kept[i]!, moved[j]!) <= 0 ? kept[i++]! : moved[j++]!);
  while (i < kept.length) out.push(kept[i++]!);
  while (j < moved.length) out.push(moved[j++]!);
  return out;
}

/** One entrant's stored yield (a fraction, 8 decimals truncated toward zero), as the ranking writes it. */
export const yieldRateOf = (initialEquity: string, equity: string): string => scoreOf(initialEquity, equity).yieldRate;

/** An entrant's yield in integers (kept by the caller while its equity stays the same). */
export interface Score {
  equity: string;
  initialEquity: string;
  initial: bigint;
  gain: bigint;
  /** The yield in 10^-8 units, truncated toward zero. */
  q: bigint;
  key: number;
  yieldRate: string;
}

export function scoreOf(initialEquity: string, equity: string): Score {
  const initial = units(initialEquity);
  const gain = initial === 0n ? 0n : units(equity) - initial;
  // BigInt division truncates toward zero, as the stored yield does.
  const q = initial === 0n ? 0n : (gain * TEN ** YIELD_DP) / initial;
  return { equity, initialEquity, initial: initial === 0n ? 1n : initial, gain, q, key: Number(q), yieldRate: fromYieldUnits(q) };
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
