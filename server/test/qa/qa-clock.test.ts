import { afterAll, beforeAll, expect, test } from 'vitest';
import { toRegionTime } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import type { QaClockTimerJob } from '@sandbox/shared/qa-wire';
import { createClockJob } from '../../src/jobs/clock-job.ts';
import { parseDuration } from '../../src/qa/clock-routes.ts';
import { createTestApp, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
  await api.app.ready();
});
afterAll(async () => {
  await api.close();
});

/** A job that writes down the sandbox time of each of its passes (what a due step would read). */
function recordingJob(name: string) {
  const seen: number[] = [];
  const job = createClockJob({
    pass: async () => {
      seen.push(api.clock.now().getTime());
      return seen.length;
    },
    intervalMs: 3_600_000,
    onError: () => undefined,
  });
  api.app.clockJobs.push({ name, job });
  return { seen, job };
}

test('the clock lists every job with its next run, the ones on a timer at a time within their interval', async () => {
  const clock = await api.qaCall(qaRoutes['clock.show']);
  expect(clock.code).toBe(200);
  const names = clock.result.jobs.map((j) => j.name);
  expect(names).toEqual([
    'second-contract settlement',
    'risk (TP/SL and liquidation)',
    'product accrual job',
    'vip jobs',
    'competition job',
    'loan job',
    'ieo job',
  ]);
  // After the two the market's ticks drive, the jobs on a timer.
  for (const job of clock.result.jobs.slice(2) as QaClockTimerJob[]) {
    expect(job.passes, job.name).toBeGreaterThanOrEqual(1);
    expect(job.nextRunEpochMs! - clock.result.epochMs, job.name).toBeGreaterThan(0);
    expect(job.nextRunEpochMs! - clock.result.epochMs, job.name).toBeLessThanOrEqual(job.everyMs!);
    expect(job.nextRun).toBe(toRegionTime(job.nextRunEpochMs!));
  }
});

test('after a jump to a date both jobs have run once, at the new time, before the answer', async () => {
  const first = recordingJob('first test job');
  const second = recordingJob('second test job');
  const before = api.clock.now().getTime();
  const target = before + 3 * 86_400_000 + 5 * 3_600_000;
  const jumped = await api.qaCall(qaRoutes['clock.jump'], { body: { to: new Date(target).toISOString() } });
  expect(jumped.code).toBe(200);
  for (const { seen } of [first, second]) {
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeGreaterThanOrEqual(target);
    expect(seen[0]! - target).toBeLessThan(60_000);
  }
  // Each job ran once in that answer, none failed; the first saw the clock before the second.
  expect(jumped.result.ran!.filter((r) => r.name.endsWith('test job')).map((r) => r.name)).toEqual(['first test job', 'second test job']);
  expect(jumped.result.ran!.filter((r) => r.error)).toEqual([]);
  expect(first.seen[0]!).toBeLessThanOrEqual(second.seen[0]!);

  // Advance by a duration: once more each, 36 h later.
  const advanced = await api.qaCall(qaRoutes['clock.advance'], { body: { duration: '1d12h' } });
  expect(advanced.result.movedMs).toBe(36 * 3_600_000);
  expect(first.seen).toHaveLength(2);
  expect(first.seen[1]! - first.seen[0]!).toBeGreaterThanOrEqual(36 * 3_600_000);
  expect(second.seen).toHaveLength(2);
  api.app.clockJobs.splice(api.app.clockJobs.length - 2, 2);
});

test('a region time is a date too; the clock never goes back, and bad dates and durations are refused', async () => {
  const now = api.clock.now().getTime();
  const ahead = toRegionTime(now + 2 * 86_400_000 - (now % 1000));
  const jumped = await api.qaCall(qaRoutes['clock.jump'], { body: { to: ahead } });
  expect(jumped.code).toBe(200);
  expect(jumped.result.now >= ahead).toBe(true);

  const past = toRegionTime(now);
  const back = await api.qaCall(qaRoutes['clock.jump'], { body: { to: past } });
  expect(back.code).toBe(400);
  expect(back.message).toContain(`The sandbox clock only moves forward: ${past} is not after its time`);
  for (const to of ['tomorrow', '2030-01-01', '2030-01-01T00:00:00']) expect((await api.qaCall(qaRoutes['clock.jump'], { body: { to } })).code, to).toBe(400);
  for (const duration of ['1x', '-3d', '12h1d', '', '367d']) expect((await api.qaCall(qaRoutes['clock.advance'], { body: { duration } })).code, duration).toBe(400);
  expect((await api.qaCall(qaRoutes['clock.advance'], { body: { duration: 'soon' } })).message).toMatch(/^A duration is a number with a unit/);
  // Nothing of that moved the clock.
  expect(api.clock.now().getTime() - now).toBeLessThan(2 * 86_400_000 + 60_000);
});

test('durations read largest unit first', () => {
  expect(parseDuration('90s')).toBe(90_000);
  expect(parseDuration('15m')).toBe(900_000);
  expect(parseDuration('1d12h30m5s')).toBe(86_400_000 + 12 * 3_600_000 + 30 * 60_000 + 5000);
  expect(parseDuration('366d')).toBe(366 * 86_400_000);
  for (const bad of ['', 'd', '1h1d', '1.5h', '367d', '1w']) expect(parseDuration(bad), bad).toBeUndefined();
});
