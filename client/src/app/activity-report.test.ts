import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_REPORT_INTERVAL_MS, LAST_REPORT_KEY, reportActivityIfDue, type ActivityReportDeps } from './activity-report.ts';

function deps(overrides: Partial<ActivityReportDeps> & { last?: number }): ActivityReportDeps & { store: Map<string, string> } {
  const store = new Map<string, string>();
  if (overrides.last !== undefined) store.set(LAST_REPORT_KEY, String(overrides.last));
  return {
    store,
    now: () => 10_000_000,
    hasToken: () => true,
    send: vi.fn(async () => ({ reportedAt: '2026-01-01 00:00:00' })),
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    ...overrides,
  };
}

describe('activity report (SPEC.md section 7)', () => {
  it('is sent when the last report is more than an hour old, and stores now on success', async () => {
    const d = deps({ last: 10_000_000 - ACTIVITY_REPORT_INTERVAL_MS - 1 });
    await expect(reportActivityIfDue(d)).resolves.toBe(true);
    expect(d.send).toHaveBeenCalledTimes(1);
    expect(d.store.get(LAST_REPORT_KEY)).toBe('10000000');
  });

  it('is sent when no report was ever made', async () => {
    const d = deps({});
    await expect(reportActivityIfDue(d)).resolves.toBe(true);
  });

  it('is not sent within the hour (exactly one hour is not "more than")', async () => {
    const d = deps({ last: 10_000_000 - ACTIVITY_REPORT_INTERVAL_MS });
    await expect(reportActivityIfDue(d)).resolves.toBe(false);
    expect(d.send).not.toHaveBeenCalled();
  });

  it('is skipped without a token', async () => {
    const d = deps({ hasToken: () => false });
    await expect(reportActivityIfDue(d)).resolves.toBe(false);
    expect(d.send).not.toHaveBeenCalled();
  });

  it('keeps the old time when the call fails', async () => {
    const d = deps({ last: 1, send: vi.fn(async () => Promise.reject(new Error('boom'))) });
    await expect(reportActivityIfDue(d)).resolves.toBe(false);
    expect(d.store.get(LAST_REPORT_KEY)).toBe('1');
  });
});
