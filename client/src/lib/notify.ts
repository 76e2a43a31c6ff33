import type { ToastShowProps } from 'antd-mobile/es/components/toast';

/**
 * Toasts for code that runs on every page (http instance, tab bar, clipboard). antd-mobile's
 * Toast brings its mask and animation library along; loading it on first use keeps it out of
 * the initial download of /home (bundle budget), and a toast is never needed before that.
 */
export function showToast(props: ToastShowProps): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => Toast.show(props));
}
