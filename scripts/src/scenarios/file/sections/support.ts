import type { Dec } from '@sandbox/shared/decimal';

/** A day of a scenario's past: entries start whole days before the file's clock. */
export const DAY_MS = 24 * 3600_000;

/** Runs a step of the file's entry at `place`; what the module refuses is answered at that place (qa/scenario-routes.ts). */
export async function atPlace<T>(place: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw Object.assign(error as object, { place });
  }
}

/** Runs a module's step over a section's entries; what it refuses with an entry's `index` is answered at `section[index]`. */
export async function atEntry<T>(section: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const index = (error as { index?: number }).index;
    throw index === undefined ? error : Object.assign(error as object, { place: `${section}[${index}]` });
  }
}

/** What loading a section's entries does to a user's free spot balance, which an export counts back (the file's balances are what the user starts from). */
export interface SpotEffect {
  userId: string;
  currency: string;
  /** Added to the spot balance by the load (negative: taken from it). */
  amount: Dec;
}

/** Text in code-unit order: the same state exports as the same file, whenever its rows were written. */
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
