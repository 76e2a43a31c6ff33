/**
 * The device tokens this browser was given by its sign-ins, one per account that signed in
 * here (newest first, at most MAX_DEVICE_TOKENS). Sent on every call as X-Device-Token, the
 * sign-in throttle lets an account's trusted device in whatever a guesser elsewhere does
 * (docs/domains/identity.md "Sign-in throttle"). Kept through logout: that is the point of them.
 */
import { MAX_DEVICE_TOKENS } from '@sandbox/shared/constants';

const KEY = 'deviceTokens';

export function getDeviceTokens(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string').slice(0, MAX_DEVICE_TOKENS) : [];
  } catch {
    return [];
  }
}

/** Keeps a sign-in's device token first; the token of the same device id is replaced. */
export function rememberDeviceToken(token: string | undefined): void {
  if (!token) return;
  const device = token.split('.')[0];
  const rest = getDeviceTokens().filter((t) => t !== token && t.split('.')[0] !== device);
  localStorage.setItem(KEY, JSON.stringify([token, ...rest].slice(0, MAX_DEVICE_TOKENS)));
}
