import { DESKTOP_MIN_WIDTH_EXCLUSIVE, PC_PAGE, STORAGE_KEYS } from '@sandbox/shared/constants';
import { getPublicSettings } from '../api/settings.ts';

/** SPEC.md sections 1, 2 and 9: wider than 575 px, not mobile, and isPcLimite → /pc.html. */
export const DESKTOP_MIN_WIDTH = DESKTOP_MIN_WIDTH_EXCLUSIVE;
export const PC_URL_KEY = STORAGE_KEYS.pcUrl;
export { PC_PAGE };

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return MOBILE_UA.test(userAgent);
}

export function shouldUseDesktopPage(width: number, mobile: boolean, isPcLimite: boolean): boolean {
  return width > DESKTOP_MIN_WIDTH && !mobile && isPcLimite;
}

/**
 * Inside the desktop page's iframe the app is phone-sized, so this never loops. The server
 * setting is read only when the screen is wide, so phones never pay for the call.
 */
export async function redirectToDesktopIfNeeded(): Promise<boolean> {
  const width = window.innerWidth;
  if (width <= DESKTOP_MIN_WIDTH || isMobileDevice() || window.self !== window.top) return false;
  let limited = false;
  try {
    // isPcLimite arrives with the public boot settings (one call shared with the brand title).
    limited = (await getPublicSettings()).isPcLimite === true;
  } catch {
    return false;
  }
  if (!shouldUseDesktopPage(window.innerWidth, isMobileDevice(), limited)) return false;
  sessionStorage.setItem(PC_URL_KEY, window.location.href);
  window.location.replace(PC_PAGE);
  return true;
}
