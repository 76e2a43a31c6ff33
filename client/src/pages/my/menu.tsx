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
  Icon: ComponentType;
  path?: string;
  /** Handled by the page itself: the language picker, or an address from the public settings. */
  action?: 'language' | 'customerService' | 'whitePaper' | 'aboutUs';
}

export const MENU: readonly MenuEntry[] = [
  { key: 'creditScore', Icon: PieOutline },
  { key: 'welfare', Icon: GiftOutline, path: routes.welfareCentre },
  { key: 'certification', Icon: CheckShieldOutline, path: routes.identityBasic },
  { key: 'levelBenefits', Icon: StarOutline, path: routes.vipLevel },
  { key: 'notifications', Icon: BellOutline },
  { key: 'whitePaper', Icon: FileOutline, action: 'whitePaper' },
  { key: 'aboutUs', Icon: InformationCircleOutline, action: 'aboutUs' },
  { key: 'invite', Icon: UserAddOutline, path: routes.teamInvitation },
  { key: 'liveChat', Icon: MessageOutline, action: 'customerService' },
  { key: 'personalInfo', Icon: UserContactOutline, path: routes.personalInfo },
  { key: 'bindBank', Icon: BankcardOutline, path: routeWith(routes.bindAccount, { type: 'bank' }) },
  { key: 'bindChain', Icon: LinkOutline, path: routeWith(routes.bindAccount, { type: 'chain' }) },
  { key: 'language', Icon: GlobalOutline, action: 'language' },
  { key: 'googleAuth', Icon: KeyOutline, path: routes.googleAuth },
  { key: 'changePassword', Icon: LockOutline, path: routes.changePassword },
];
