import Decimal from 'decimal.js';
import { Dec as D } from './decimal.ts';

/** Wide enough that the percent's division loses no digit its rounding keeps. */

/** A fixed-point text with half-up rounding that never reads "-0" (a change that rounds to nothing is flat). */
function signed(value: Decimal, places: number): string {
  const text = value.toFixed(places, Decimal.ROUND_HALF_UP);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/**
 * A ticker's 24 h change, as the server's ticker publishes it and as a live row recomputes it
 * from a streamed price, so both show the same figure: last - open at the price's decimals,
 * and the percent of open at 2 decimals, half up.
 */
export function change24h(open: Decimal.Value, last: Decimal.Value, priceDecimals: number): { change: string; percent: string } {
  const openD = new D(open);
  const change = new D(last).minus(openD);
  return { change: signed(change, priceDecimals), percent: openD.isZero() ? '0.00' : signed(change.div(openD).mul(100), 2) };
}
