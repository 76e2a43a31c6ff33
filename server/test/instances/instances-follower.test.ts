import type { PrismaClient } from '@sandbox/prisma';
import { expect, test, vi } from 'vitest';
import { COMPETITION_JOB_MS, createRankingFollower } from '../../src/modules/competition/job.ts';
import type { CompetitionModule } from '../../src/modules/competition/index.ts';
import { createRiskIndexFollower } from '../../src/modules/trading/risk-index-follower.ts';

/** A stand-in for the positions' aggregate: the count and latest change the follower compares. */
function fakePositions() {
  const state = { count: 0, updatedAt: 1_000, reads: 0 };
  const db = {
    position: {
      aggregate: async () => {
        state.reads++;
        return { _count: { _all: state.count }, _max: { updatedAt: new Date(state.updatedAt) } };
      },
    },
  } as unknown as PrismaClient;
  return { state, db };
}

test('alone, the follower reads nothing and never rebuilds; once another instance is alive it rebuilds for what changed meanwhile, then only on changes', async () => {
  const { state, db } = fakePositions();
  let others = 0;
  let rebuilds = 0;
  const follower = createRiskIndexFollower({ db, rebuild: async () => rebuilds++, onError: (e) => { throw e; }, others: async () => others, everyMs: 3_600_000 });
  await follower.start(); // the first look records what the risk job's start has just indexed
  expect(state.reads).toBe(1);
  // This instance trades alone: its own index is up to date, a rebuild a second would be waste.
  state.count = 5;
  state.updatedAt = 2_000;
  expect(await follower.follow()).toBe(false);
  expect(await follower.follow()).toBe(false);
  expect([state.reads, rebuilds]).toEqual([1, 0]);
  // A second instance starts: positions it may have opened are picked up at the next look.
  others = 1;
  expect(await follower.follow()).toBe(true);
  expect(await follower.follow()).toBe(false);
  expect(rebuilds).toBe(1);
  state.updatedAt = 3_000;
  expect(await follower.follow()).toBe(true);
  expect(rebuilds).toBe(2);
  await follower.stop();
});

test('the ranking follower runs only while another instance holds the lease, one pass at a time, and stop waits for the pass running', async () => {
  vi.useFakeTimers();
  try {
    let holding = true;
    let passes = 0;
    let release: (() => void) | undefined;
    const competition = {
      competitions: {
        refreshRunning: () => {
          passes++;
          return new Promise<number>((resolve) => (release = () => resolve(0)));
        },
      },
    } as unknown as CompetitionModule;
    const timer = createRankingFollower({
      competition,
      holding: () => holding,
      onError: (e) => {
        throw e;
      },
    });
    // Holding the lease (alone, or the jobs' instance): its own jobs do the work, the timer never runs it.
    await timer.start();
    await vi.advanceTimersByTimeAsync(3 * COMPETITION_JOB_MS);
    expect(passes).toBe(0);
    // Another instance took the lease: the next tick runs a pass; ticks while it runs start none.
    holding = false;
    await vi.advanceTimersByTimeAsync(COMPETITION_JOB_MS);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(3 * COMPETITION_JOB_MS);
    expect(passes).toBe(1);
    release!();
    await vi.advanceTimersByTimeAsync(COMPETITION_JOB_MS);
    expect(passes).toBe(2);
    // Stop waits for the pass running, and no tick follows.
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release!();
    await stopping;
    await vi.advanceTimersByTimeAsync(3 * COMPETITION_JOB_MS);
    expect(passes).toBe(2);
  } finally {
    vi.useRealTimers();
  }
});
