import type { Dec } from '@sandbox/shared/decimal';
import type { TimelineEvent } from '../../timeline.ts';

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

/** The users a file's entries may name: its own and its base scenario's; `where` says which, as a problem names them ("in this file or the demo"). */
export interface UserNames {
  has(account: string): boolean;
  where: string;
}

/** The problem at `place` when the entry names a user the file cannot (none when it can). */
export function unknownUser(place: string, account: string, users: UserNames): string[] {
  return users.has(account) ? [] : [`${place}: no user named "${account}" ${users.where}`];
}

/** Each order number of a section's entries given once: a repeat is named with the place of the entry that has it. */
export function repeatedOrderNos(section: string, entries: readonly { orderNo?: string | undefined }[]): string[] {
  const problems: string[] = [];
  const numbered = new Map<string, number>();
  entries.forEach((entry, i) => {
    if (entry.orderNo === undefined) return;
    const earlier = numbered.get(entry.orderNo);
    if (earlier !== undefined) problems.push(`${section}[${i}].orderNo: ${entry.orderNo} is already ${section}[${earlier}]'s`);
    else numbered.set(entry.orderNo, i);
  });
  return problems;
}

/** The entries' order numbers the sandbox has already (`taken`, read from the section's table as the load starts), each at its entry's place. */
export function takenOrderNos(section: string, entries: readonly { orderNo?: string | undefined }[], taken: ReadonlySet<string>): string[] {
  return entries.flatMap((entry, i) => (entry.orderNo !== undefined && taken.has(entry.orderNo) ? [`${section}[${i}].orderNo: ${entry.orderNo} is already an order of the sandbox`] : []));
}

/** The order numbers a file gives in a section, to look up in its table. */
export const orderNosOf = (entries: readonly { orderNo?: string | undefined }[]): string[] => entries.flatMap((e) => (e.orderNo === undefined ? [] : [e.orderNo]));

/**
 * What the file alone tells of a section's entries that each join a user to something once: the
 * user is a user of the file (`named`), and an entry repeating an earlier one's user and `thing`
 * is named with that one's place (`twice`: what the user already did, e.g. "already applied to X").
 */
export function oncePerUserProblems<T extends { user: string }>(
  section: string,
  entries: readonly T[],
  named: UserNames,
  thing: (entry: T) => string,
  twice: (entry: T) => string,
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  entries.forEach((entry, i) => {
    problems.push(...unknownUser(`${section}[${i}].user`, entry.user, named));
    const key = `${entry.user.toLowerCase()}|${thing(entry)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push(`${section}[${i}]: ${entry.user} ${twice(entry)} (${section}[${earlier}])`);
    else seen.set(key, i);
  });
  return problems;
}

/**
 * A section's entries that each name a row of the sandbox's catalogue (`rows`, by name): an entry
 * whose row is there becomes a step at `now`, run at its place (`run`: the module's own write), and
 * one whose row is not a problem at `section[i].field` naming the rows there are (`what`: "project").
 */
export function stepsByName<T, R>(
  entries: readonly T[],
  named: { section: string; field: string; what: string; nameOf: (entry: T) => string },
  rows: ReadonlyMap<string, R>,
  now: Date,
  run: (entry: T, row: R) => Promise<unknown>,
): { problems: string[]; events: TimelineEvent[] } {
  const problems: string[] = [];
  const events: TimelineEvent[] = [];
  entries.forEach((entry, i) => {
    const place = `${named.section}[${i}]`;
    const row = rows.get(named.nameOf(entry));
    if (row === undefined) problems.push(`${place}.${named.field}: no ${named.what} "${named.nameOf(entry)}" (known: ${[...rows.keys()].join(', ') || 'none'})`);
    else events.push({ at: now, run: () => atPlace(place, async () => void (await run(entry, row))) });
  });
  return { problems, events };
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
