import type { PrismaClient } from '@sandbox/prisma';
import { oneAtATime } from '../jobs/one-at-a-time.ts';

/**
 * One piece of in-memory state every instance must hold alike (the clock offset, the market's
 * recorded steers, the HTTP faults): read as text, adopted from another instance's text.
 * `read` must be deterministic, so that an instance that adopted a text reads the same text back.
 */
export interface SharedKind {
  /** The SystemSetting row it is stored in (not public). */
  key: string;
  read(): string;
  /** `initial`: adopted when the instance starts (it has just loaded everything itself). */
  apply(text: string, initial: boolean): void | Promise<void>;
}

/** How often every instance looks for another's change: one read of a few rows by primary key. */
export const SHARED_POLL_MS = 250;

export type SharedState = ReturnType<typeof createSharedState>;

/**
 * The state QA sets through one instance, followed by every other within a poll: each kind is a
 * SystemSetting row holding its text; an instance writes the kinds whose text changed after a
 * QA call of its own (publish) and adopts every row whose text differs from the one it last
 * wrote or adopted (poll). Polling rather than PostgreSQL's LISTEN/NOTIFY: one mechanism for
 * SQLite and PostgreSQL, and a 250 ms poll of a few rows costs nothing next to a price tick.
 * A QA call adopts the stored rows before it changes anything, under the QA lock (qa-lock.ts),
 * so a change through one instance is never overwritten by another's older copy.
 */
export function createSharedState(opts: { db: PrismaClient; onError: (error: unknown) => void; pollMs?: number }) {
  const state: SharedRows = { db: opts.db, kinds: [], seen: new Map() };
  let timer: NodeJS.Timeout | undefined;
  // Polls and publishes one at a time, so an adoption never interleaves with a write.
  const turns = oneAtATime();

  return {
    /** Adds a kind (before start). */
    share(kind: SharedKind): void {
      state.kinds.push(kind);
    },
    /**
     * First look at the stored state. With another instance running (`join`), its state is
     * adopted; alone, the stored rows are a past run's and this instance's fresh state
     * replaces them (a restart starts with no steers or faults and the clock it was given).
     */
    async start(join: boolean): Promise<void> {
      await turns.run(async () => {
        if (join) {
          await adopt(state, true);
          return;
        }
        const stored = await storedTexts(state);
        for (const kind of state.kinds) state.seen.set(kind.key, stored.get(kind.key) ?? kind.read());
        await write(state);
      });
      // Each poll adopts the others' changes, then writes this instance's own that no QA call
      // wrote (a symbol the IEO job listed here).
      timer = setInterval(() => {
        turns
          .run(async () => {
            await adopt(state, false);
            await write(state, false);
          })
          .catch(opts.onError);
      }, opts.pollMs ?? SHARED_POLL_MS);
      timer.unref();
    },
    /** After a QA call on this instance: store what it changed, before the answer goes out. */
    publish: (): Promise<number> => turns.run(() => write(state)),
    /** Adopts other instances' changes now (tests; the timer does it every poll). */
    poll: (): Promise<number> => turns.run(() => adopt(state, false)),
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await turns.idle();
    },
  };
}

/** The kinds an instance shares and, by key, the text it last wrote or adopted of each. */
interface SharedRows {
  db: PrismaClient;
  kinds: SharedKind[];
  seen: Map<string, string>;
}

/** The stored text of every kind that has a row, by key. */
async function storedTexts({ db, kinds }: SharedRows): Promise<Map<string, string>> {
  const rows = await db.systemSetting.findMany({ where: { key: { in: kinds.map((k) => k.key) } }, select: { key: true, value: true } });
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Applies every stored text that differs from the one seen; resolves with how many were applied. */
async function adopt(state: SharedRows, initial: boolean): Promise<number> {
  const stored = await storedTexts(state);
  let adopted = 0;
  for (const kind of state.kinds) {
    const text = stored.get(kind.key);
    if (text === undefined || text === state.seen.get(kind.key)) continue;
    await kind.apply(text, initial);
    state.seen.set(kind.key, text);
    adopted++;
  }
  return adopted;
}

/**
 * Writes every kind whose text changed since this instance last wrote or adopted it, and
 * every kind whose row is gone (a scenario load or a reset wipes every table), so an
 * instance that starts later still finds the state to join.
 */
async function write(state: SharedRows, checkRows = true): Promise<number> {
  const { db, seen } = state;
  const stored = checkRows ? await storedTexts(state) : undefined;
  let written = 0;
  for (const kind of state.kinds) {
    const text = kind.read();
    if (text === seen.get(kind.key) && (!stored || stored.has(kind.key))) continue;
    await db.systemSetting.upsert({
      where: { key: kind.key },
      create: { key: kind.key, value: text, isPublic: false, remark: 'instances: QA state every API instance follows' },
      update: { value: text },
    });
    seen.set(kind.key, text);
    written++;
  }
  return written;
}
