import type { ReceivedEnvelope } from '../api/http.ts';
import type { UserInfo } from '../store/user-store.ts';
import { LOGIN_ROUTE, type Access } from './routes.ts';

export interface GuardSession {
  hasUserId: () => boolean;
  setUserInfo: (info: UserInfo) => void;
  setRedirectTo: (path: string) => void;
  /** Forgets a token the server no longer accepts (optional: tests of the spec steps leave it out). */
  dropToken?: () => void;
}

export interface GuardDeps {
  session: GuardSession;
  fetchUser: () => Promise<ReceivedEnvelope<UserInfo> | undefined>;
}

export interface GuardTarget {
  /** Path (with search) being navigated to. */
  path: string;
  access: Access;
}

/**
 * The navigation guard of SPEC.md section 4, run before every navigation.
 * Returns the path to redirect to, or null to let the navigation proceed.
 *
 * `from` is where the user came from; on a cold start (no previous location, e.g. a
 * deep link) the target itself is remembered, so logging in lands where the user aimed.
 */
export async function runGuard(to: GuardTarget, from: string | undefined, deps: GuardDeps): Promise<string | null> {
  const { session } = deps;
  // Step 1: without a user id, ask the server who we are.
  if (!session.hasUserId()) {
    try {
      const envelope = await deps.fetchUser();
      session.setUserInfo(envelope?.code === 200 && envelope.result ? envelope.result : {});
      // A 401 here means the stored token expired: drop it, so no later call bounces the visitor to /login.
      if (envelope?.code === 401) session.dropToken?.();
    } catch {
      session.setUserInfo({});
    }
  }
  // Step 2: a login-only route without a user id goes to /login, remembering where to come back to.
  if (to.access === 'login' && !session.hasUserId()) {
    const remembered = from ?? to.path;
    if (!isLoginPath(remembered)) session.setRedirectTo(remembered);
    return LOGIN_ROUTE;
  }
  // Step 3: proceed.
  return null;
}

function isLoginPath(path: string): boolean {
  return path === LOGIN_ROUTE || path.startsWith(`${LOGIN_ROUTE}?`);
}
