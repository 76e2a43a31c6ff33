import { afterEach, expect, test, vi } from 'vitest';
import { createClockJob } from '../../src/jobs/clock-job.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A pass that counts its runs and ends only when released. */
function heldPass() {
  let runs = 0;
  let release: () => void = () => undefined;
  return {
    pass: () => {
      runs += 1;
      return new Promise<number>((resolve) => {
        release = () => resolve(runs);
      });
    },
    runs: () => runs,
    release: () => release(),
  };
}

test('start runs the catch-up pass first; a tick while a pass runs is skipped, not queued; stop waits for the running pass', async () => {
  vi.useFakeTimers();
  const held = heldPass();
  const errors: unknown[] = [];
  const job = createClockJob({ pass: held.pass, intervalMs: 1000, onError: (e) => errors.push(e) });

  const started = job.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(held.runs()).toBe(1);
  held.release();
  await expect(started).resolves.toBe(1);

  // The first tick starts a pass; the next three come while it runs and are dropped.
  await vi.advanceTimersByTimeAsync(1000);
  expect(held.runs()).toBe(2);
  await vi.advanceTimersByTimeAsync(3000);
  expect(held.runs()).toBe(2);
  held.release();
  await vi.advanceTimersByTimeAsync(1000);
  expect(held.runs()).toBe(3);

  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  held.release();
  await stopping;
  // No timer after stop.
  await vi.advanceTimersByTimeAsync(5000);
  expect(held.runs()).toBe(3);
  expect(errors).toEqual([]);
});

test('a failed timer pass goes to onError and the next tick runs again; run on demand waits for the running pass', async () => {
  vi.useFakeTimers();
  let calls = 0;
  const errors: unknown[] = [];
  const job = createClockJob({
    pass: async () => {
      calls += 1;
      if (calls === 2) throw new Error('pass 2 failed');
      return calls;
    },
    intervalMs: 1000,
    onError: (e) => errors.push(e),
  });
  await expect(job.start()).resolves.toBe(1);
  await vi.advanceTimersByTimeAsync(1000);
  expect(errors.map((e) => (e as Error).message)).toEqual(['pass 2 failed']);
  await vi.advanceTimersByTimeAsync(1000);
  expect(calls).toBe(3);
  await expect(job.run()).resolves.toBe(4);
  await job.stop();
});
