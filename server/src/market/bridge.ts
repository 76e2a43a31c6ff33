import type { Rng } from './prng.ts';

/**
 * Pins a bridge's points (indices 0..n, equal steps) to a given high and low: the highest interior
 * point is moved to `high` and the lowest to `low`, the rest follows by the Brownian bridge's
 * conditional law (a correction linear in time between the pinned points), and anything left
 * outside is clamped. An extreme equal to an end point needs no pin. So the seconds of a minute
 * touch exactly the minute's drawn high and low and never leave them.
 */
function pinExtremes(points: Float64Array, high: number, low: number): void {
  const n = points.length - 1;
  const a = points[0]!;
  const b = points[n]!;
  let top = 1;
  let bottom = 1;
  for (let k = 2; k < n; k++) {
    if (points[k]! > points[top]!) top = k;
    if (points[k]! < points[bottom]!) bottom = k;
  }
  const pinTop = high > Math.max(a, b) && n > 1;
  const pinBottom = low < Math.min(a, b) && n > 1 && bottom !== top;
  // Up to two pins, in time order; the shift is 0 at both ends. (Hand-unrolled: this runs once per minute and per second bridge.)
  let first = n;
  let firstShift = 0;
  let second = n;
  let secondShift = 0;
  if (pinTop && pinBottom) {
    const topShift = high - points[top]!;
    const bottomShift = low - points[bottom]!;
    first = Math.min(top, bottom);
    second = Math.max(top, bottom);
    firstShift = first === top ? topShift : bottomShift;
    secondShift = first === top ? bottomShift : topShift;
  } else if (pinTop) {
    first = top;
    firstShift = high - points[top]!;
  } else if (pinBottom) {
    first = bottom;
    firstShift = low - points[bottom]!;
  }
  shiftSegment(points, 0, first, 0, firstShift);
  if (first < n) shiftSegment(points, first, second, firstShift, secondShift);
  if (second < n) shiftSegment(points, second, n, secondShift, 0);
  for (let k = 1; k < n; k++) points[k] = Math.min(high, Math.max(low, points[k]!));
  // Exactly the extremes (the correction's rounding could leave a pinned point an ulp short).
  if (pinTop) points[top] = high;
  if (pinBottom) points[bottom] = low;
}

/** Adds to points (from, to] a shift going linearly from `fromShift` to `toShift`. */
function shiftSegment(points: Float64Array, from: number, to: number, fromShift: number, toShift: number): void {
  if (fromShift === 0 && toShift === 0) return;
  for (let k = from + 1; k <= to; k++) points[k] = points[k]! + fromShift + ((k - from) / (to - from)) * (toShift - fromShift);
}

/** Brownian bridge from a to b in n steps of standard deviation stepSigma, touching exactly `high` and `low`. */
export function bridge(rng: Rng, a: number, b: number, n: number, stepSigma: number, high: number, low: number): Float64Array {
  const points = new Float64Array(n + 1);
  let walk = 0;
  for (let k = 1; k <= n; k++) {
    walk += stepSigma * rng.normal();
    points[k] = walk;
  }
  const end = walk;
  for (let k = 0; k <= n; k++) points[k] = a + points[k]! - (k / n) * (end - (b - a));
  points[n] = b;
  pinExtremes(points, high, low);
  return points;
}

/**
 * High and low of a Brownian bridge from a to b with total variance `variance`,
 * drawn from its exact law (P(max > m) = exp(-2 (m - a)(m - b) / variance)), so
 * candles generated without second-level points still get realistic wicks.
 */
export function bridgeHigh(rng: Rng, a: number, b: number, variance: number): number {
  return (a + b + Math.sqrt((b - a) ** 2 - 2 * variance * Math.log(rng.uniform()))) / 2;
}

/** The low, by symmetry. */
export function bridgeLow(rng: Rng, a: number, b: number, variance: number): number {
  return (a + b - Math.sqrt((b - a) ** 2 - 2 * variance * Math.log(rng.uniform()))) / 2;
}
