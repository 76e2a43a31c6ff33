import { fetchMyUserInfoEnvelope } from '../api/user-session.ts';
import { useUserStore } from '../store/user-store.ts';

/**
 * SPEC.md section 9 names a 60-second timer without saying what it does. Here it keeps the
 * signed-in user's info fresh (level, KYC status and credit score change on the server),
 * only while logged in and while the page is visible. A code other than 200 leaves the
 * stored info alone: a 401 is handled by the next real call, not by a background tick.
 */
export const HEARTBEAT_INTERVAL_MS = 60_000;

export async function refreshUserInfo(): Promise<void> {
  const { token } = useUserStore.getState();
  if (!token || document.hidden) return;
  try {
    const envelope = await fetchMyUserInfoEnvelope();
    if (envelope?.code === 200 && envelope.result) useUserStore.getState().setUserInfo(envelope.result);
  } catch {
    // Offline for a moment: try again at the next tick.
  }
}

export function startHeartbeat(): () => void {
  const timer = window.setInterval(() => void refreshUserInfo(), HEARTBEAT_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
