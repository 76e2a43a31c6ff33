import { expect } from 'vitest';

/** A field's pattern takes each text of `takes` and refuses each of `refuses`. */
export function expectShapes(pattern: RegExp, { takes, refuses }: { takes: string[]; refuses: string[] }): void {
  for (const text of takes) expect(pattern.test(text), text).toBe(true);
  for (const text of refuses) expect(pattern.test(text), text).toBe(false);
}
