import { activeReport } from '../api/user-session.ts';
import { getToken } from '../store/user-store.ts';

/** SPEC.md sections 6, 7 and 9: at most once an hour, skipped without a token. */
export const ACTIVITY_REPORT_INTERVAL_MS = 3_600_000;
export const LAST_REPORT_KEY = 'lastActiveReport';

export interface ActivityReportDeps {
  now: () => number;
  hasToken: () => boolean;
  send: () => Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

const defaults: ActivityReportDeps = {
  now: () => Date.now(),
  hasToken: () => Boolean(getToken()),
  send: activeReport,
  storage: localStorage,
};

/** Sends the report when due; on success stores now. Resolves true when a report was sent. */
export async function reportActivityIfDue(deps: ActivityReportDeps = defaults): Promise<boolean> {
  if (!deps.hasToken()) return false;
  const last = Number(deps.storage.getItem(LAST_REPORT_KEY) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && now - last <= ACTIVITY_REPORT_INTERVAL_MS) return false;
  try {
    await deps.send();
  } catch {
    // A failed report is retried at the next start-up; the user is not bothered.
    return false;
  }
  deps.storage.setItem(LAST_REPORT_KEY, String(deps.now()));
  return true;
}
