import { QA_SIGN_IN_PARAM, type QaSignInSession } from '@sandbox/shared/qa-wire';
import { markQaSignIn } from '../store/qa-sign-in.ts';
import { useUserStore } from '../store/user-store.ts';

const EXCHANGE_URL = '/__qa/sign-in/exchange';

/**
 * The sandbox console opens the app as `/?qaSignIn=<one-time code>#/home` (QA sign-in-as): the
 * code leaves the address at once (replaceState; it is dead after this exchange anyway, and
 * after a minute), is exchanged for a session of that user, and the session is kept as a login
 * keeps it, marked for the sandbox badge. Plain fetch, not the contract's encrypted transport:
 * the exchange is a QA API route (loopback only), not part of the product contract.
 * Returns whether a session was taken.
 */
export async function takeQaSignIn(location: Location = window.location): Promise<boolean> {
  const params = new URLSearchParams(location.search);
  const code = params.get(QA_SIGN_IN_PARAM);
  if (!code) return false;
  params.delete(QA_SIGN_IN_PARAM);
  const search = params.toString();
  window.history.replaceState(window.history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  try {
    const res = await fetch(EXCHANGE_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    const envelope = (await res.json()) as { code: number; message?: string; result: QaSignInSession | null };
    if (envelope.code !== 200 || !envelope.result) {
      console.warn(`QA sign-in refused: ${envelope.message ?? envelope.code}`);
      return false;
    }
    const { token, account } = envelope.result;
    const store = useUserStore.getState();
    // The user before (if any) is gone: the guard loads the new one's info on the first page.
    store.logout();
    store.setToken(token);
    markQaSignIn(token, account);
    return true;
  } catch (error) {
    console.warn('QA sign-in failed', error);
    return false;
  }
}
