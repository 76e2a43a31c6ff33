import { i18next } from '../i18n/index.ts';
import { showToast } from './notify.ts';

/** SPEC.md sections 1 and 8: copy, then a Success or Fail toast for 2 seconds. */
export const CLIPBOARD_TOAST_MS = 2000;

export async function copyText(text: string): Promise<boolean> {
  const ok = await writeClipboard(text);
  showToast({
    icon: ok ? 'success' : 'fail',
    content: i18next.t(ok ? 'common.success' : 'common.fail'),
    duration: CLIPBOARD_TOAST_MS,
  });
  return ok;
}

/** The async Clipboard API needs a secure context; plain-http sandboxes fall back to execCommand. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
