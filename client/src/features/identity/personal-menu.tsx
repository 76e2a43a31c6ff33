import {
  BankcardOutline,
  BellOutline,
  CheckShieldOutline,
  FileOutline,
  GiftOutline,
  GlobalOutline,
  InformationCircleOutline,
  KeyOutline,
  LinkOutline,
  LockOutline,
  MessageOutline,
  StarOutline,
  UserAddOutline,
  UserContactOutline,
  PieOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { routeWith, routes } from '../../lib/route-paths.ts';

/**
 * The personal menu of SPEC.md section 2, in the spec's order. `path` is the screen it opens;
 * entries without a path (their screens' routes are not in the spec) or whose page is not
 * built yet answer with a "coming soon" notice.
 */
export interface MenuEntry {
  key: string;
  /** The label's translation key when it is not `my.menu.<key>` (entries of other screens' namespaces). */
  labelKey?: string;
  Icon: ComponentType;
  path?: string;
  /** Handled by the personal centre itself: the language picker. */
  action?: 'language';
}

export const MENU: readonly MenuEntry[] = [
  { key: 'creditScore', Icon: PieOutline, path: routes.creditScore },
  // Loans and IEO (issue 14): the loan account and the subscriptions, beside the credit score.
  { key: 'loans', labelKey: 'loan.menu', Icon: BankcardOutline, path: routes.loanAccount },
  { key: 'ieo', labelKey: 'ieo.menu', Icon: StarOutline, path: routes.ieo },
  { key: 'welfare', Icon: GiftOutline, path: routes.welfareCentre },
  { key: 'certification', Icon: CheckShieldOutline, path: routes.identityBasic },
  { key: 'levelBenefits', Icon: StarOutline, path: routes.vipLevel },
  { key: 'notifications', Icon: BellOutline, path: routes.notifications },
  { key: 'whitePaper', Icon: FileOutline, path: routes.whitePaper },
  { key: 'aboutUs', Icon: InformationCircleOutline, path: routes.aboutUs },
  { key: 'invite', Icon: UserAddOutline, path: routes.teamInvitation },
  { key: 'liveChat', Icon: MessageOutline, path: routes.liveChat },
  { key: 'personalInfo', Icon: UserContactOutline, path: routes.personalInfo },
  { key: 'bindBank', Icon: BankcardOutline, path: routeWith(routes.bindAccount, { type: 'bank' }) },
  { key: 'bindChain', Icon: LinkOutline, path: routeWith(routes.bindAccount, { type: 'chain' }) },
  { key: 'language', Icon: GlobalOutline, action: 'language' },
  { key: 'googleAuth', Icon: KeyOutline, path: routes.googleAuth },
  { key: 'changePassword', Icon: LockOutline, path: routes.changePassword },
];
