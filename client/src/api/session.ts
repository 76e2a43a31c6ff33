import { rememberDeviceToken } from '../store/device-tokens.ts';
import { DEFAULT_REDIRECT, useUserStore } from '../store/user-store.ts';
import type { LoginResult } from './auth.ts';
import { getMyUserInfo } from './user.ts';

/**
 * SPEC.md section 4: any successful login stores the token, then fetches the user info.
 * Returns where to go next (the remembered redirectTo) and resets it to the default.
 */
export async function completeLogin(result: LoginResult): Promise<string> {
  const store = useUserStore.getState();
  store.setToken(result.token);
  rememberDeviceToken(result.deviceToken);
  store.setUserInfo(result.userInfo);
  try {
    const fresh = await getMyUserInfo();
    if (fresh?.id) store.setUserInfo(fresh);
  } catch {
    // The login answer already carried the user; the guard refetches when needed.
  }
  const target = useUserStore.getState().redirectTo || DEFAULT_REDIRECT;
  store.setRedirectTo(DEFAULT_REDIRECT);
  return target;
}

/** Logout clears the token and the user info (SPEC.md section 4). */
export function logout(): void {
  useUserStore.getState().logout();
}
