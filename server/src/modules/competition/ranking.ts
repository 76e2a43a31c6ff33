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

const SCALE = 18;
const YIELD_DP = 8n;
const TEN = 10n;

/** A decimal string (at most 18 decimals, as money is stored) as an integer of 10^-18 units. */
function units(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = BigInt(whole + fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return negative ? -value : value;
}

/** An integer of 10^-8 units as decimal text without trailing zeros ("-1234500000" -> "-12.345"). */
function fromYieldUnits(q: bigint): string {
  if (q === 0n) return '0';
  const negative = q < 0n;
  const digits = (negative ? -q : q).toString().padStart(Number(YIELD_DP) + 1, '0');
  const whole = digits.slice(0, -Number(YIELD_DP));
  const fraction = digits.slice(-Number(YIELD_DP)).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The ranking: yield high to low; equal yields go to the entrant who joined first, then to
 * the smaller entry id, so every rank is held by one entrant and the order never depends on
 * the database's row order. Yields are compared exactly, in integers: (E1 - I1) / I1 against
 * (E2 - I2) / I2 by cross-multiplication. The sort compares each entrant's yield truncated
 * to 8 decimals first (the stored figure; truncation never reverses an order) and the exact
 * fractions only when those are equal. Plain BigInt rather than decimal.js here (decimal
 * division of 10,000 yields took ~30 ms), and a memo per entry keeps the yields of entrants
 * whose equity did not move since the last pass: a refresh costs the moved ones and a sort.
 */
export function rankEntrants(entrants: readonly Entrant[], memo?: YieldMemo): Ranked[] {
  const scored = entrants.map((e) => {
    let y = memo?.get(e.id);
    if (!y || y.equity !== e.equity || y.initialEquity !== e.initialEquity) {
      y = scoreOf(e);
      memo?.set(e.id, y);
    }
    return { e, y, joined: e.joinedAt.getTime() };
  });
  scored.sort((a, b) => {
    // Doubles first (Number() of a BigInt never reverses an order), integers only on a tie.
    if (a.y.key !== b.y.key) return b.y.key - a.y.key;
    if (a.y.q !== b.y.q) return a.y.q > b.y.q ? -1 : 1;
    const left = a.y.gain * b.y.initial;
    const right = b.y.gain * a.y.initial;
    if (left !== right) return left > right ? -1 : 1;
    return a.joined - b.joined || (a.e.id < b.e.id ? -1 : a.e.id > b.e.id ? 1 : 0);
  });
  return scored.map(({ e, y }, i) => ({ id: e.id, rank: i + 1, yieldRate: y.yieldRate }));
}

/** One entrant's stored yield (a fraction, 8 decimals truncated toward zero), as the ranking writes it. */
export const yieldRateOf = (initialEquity: string, equity: string): string =>
  scoreOf({ id: '', initialEquity, equity, joinedAt: new Date(0) }).yieldRate;

/** An entrant's yield in integers, kept per entry id while its equity stays the same. */
interface Score {
  equity: string;
  initialEquity: string;
  initial: bigint;
  gain: bigint;
  q: bigint;
  key: number;
  yieldRate: string;
}
export type YieldMemo = Map<string, Score>;

function scoreOf(e: Entrant): Score {
  const initial = units(e.initialEquity);
  const gain = initial === 0n ? 0n : units(e.equity) - initial;
  // BigInt division truncates toward zero, as the stored yield does.
  const q = initial === 0n ? 0n : (gain * TEN ** YIELD_DP) / initial;
  return { equity: e.equity, initialEquity: e.initialEquity, initial: initial === 0n ? 1n : initial, gain, q, key: Number(q), yieldRate: fromYieldUnits(q) };
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
