/**
 * Compact numbers ("1.27B", "12.73億") as `Intl.NumberFormat(tag, { notation: 'compact',
 * maximumFractionDigits: 2, roundingMode: 'trunc' })` writes them, from patterns read from ICU at
 * build time (client/scripts/compact-patterns.ts). Written by hand because the first Intl object
 * a page builds loads ICU's number data, 160-190 ms of the home page's first render at
 * Lighthouse's 4x slowdown, and home's market lists need nothing else from Intl.
 * compact-number.test.ts holds it to Intl for every language.
 */
import { Dec } from '@sandbox/shared/decimal';
import { COMPACT_LOCALES } from './compact-patterns';

/** ICU's compact notation groups thousands only from five integer digits ("1000K", "10,000K"). */
function groupFromFive(integer: string, group: string): string {
  return integer.length < 5 ? integer : integer.replace(/\B(?=(\d{3})+$)/g, group);
}

/** `n` (finite) in compact notation in the language of `tag` (one of LANGUAGE_TAGS; others read as en-US). */
export function compactNumber(n: number, tag: string): string {
  const locale = COMPACT_LOCALES[tag] ?? COMPACT_LOCALES['en-US']!;
  const magnitude = new Dec(n).abs();
  const exponent = magnitude.isZero() ? 0 : Math.max(magnitude.e, 0);
  const [prefix, suffix, divisorExponent] = locale.patterns[Math.min(exponent, locale.patterns.length - 1)]!;
  const scaled = magnitude.div(new Dec(10).pow(divisorExponent)).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed();
  const [integer = '0', fraction] = scaled.split('.');
  const body = groupFromFive(integer, locale.group) + (fraction ? locale.decimal + fraction : '');
  const sign = n < 0 || Object.is(n, -0) ? locale.minus : '';
  return `${sign}${prefix}${body}${suffix}`;
}
