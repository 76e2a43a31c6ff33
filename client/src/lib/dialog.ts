import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog';

/**
 * antd-mobile's confirmation and alert dialogs, loaded on first use as lib/notify.ts loads its
 * toast: Dialog animates with react-spring (16.6 KB gzip with its mask), which a page would
 * otherwise wait for in its first render though no dialog shows before a tap.
 */
const loadDialog = () => import('antd-mobile/es/components/dialog').then((module) => module.default);

/** Resolves true when the user confirms, false when they cancel. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return (await loadDialog()).confirm(props);
}

/** Resolves once the user has closed the alert. */
export async function alertDialog(props: DialogAlertProps): Promise<void> {
  return (await loadDialog()).alert(props);
}
