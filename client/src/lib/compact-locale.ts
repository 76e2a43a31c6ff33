/** A compact pattern of one power of ten: the text around the number, and the power it is divided by. */
export type CompactPattern = readonly [prefix: string, suffix: string, divisorExponent: number];

/** One language's compact notation as ICU writes it (compact-patterns.ts holds them, compact-number.ts applies them). */
export interface CompactLocale {
  decimal: string;
  group: string;
  minus: string;
  /** Index = the number's power of ten; a number above the last uses the last. */
  patterns: readonly CompactPattern[];
}
