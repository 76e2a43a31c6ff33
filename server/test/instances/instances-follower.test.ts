import { expect, test, vi } from 'vitest';
import { COMPETITION_JOB_MS, createRankingFollower } from '../../src/modules/competition/job.ts';
import type { CompetitionModule } from '../../src/modules/competition/index.ts';
import { createRiskIndexFollower } from '../../src/modules/trading/risk-index-follower.ts';

test('alone, the risk follower reads nothing and moves its mark to now; while another instance is alive it follows the changed rows every pass', async () => {
  let others = 0;
  const calls: string[] = [];
  const risk = {
    follow: async () => {
      calls.push('follow');
      return 2;
    },
    followedAlone: () => void calls.push('alone'),
  };
  const follower = createRiskIndexFollower({ risk, onError: (e) => { throw e; }, others: async () => others, everyMs: 3_600_000 });
  // Alone, this instance's own trades keep its index: nothing is read.
  expect(await follower.start()).toBe(0);
  expect(await follower.run()).toBe(0);
  // A second instance starts: every pass reads the rows changed since the last one.
  others = 1;
  expect(await follower.run()).toBe(2);
  expect(await follower.run()).toBe(2);
  others = 0;
  expect(await follower.run()).toBe(0);
  expect(calls).toEqual(['alone', 'alone', 'follow', 'follow', 'alone']);
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
