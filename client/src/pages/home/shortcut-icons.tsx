import {
  AppstoreOutline,
  BankcardOutline,
  FileOutline,
  HistogramOutline,
  MessageOutline,
  PayCircleOutline,
  ReceiptOutline,
  StarOutline,
  LoopOutline,
  PieOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

/** The home shortcuts of SPEC.md section 2, in the spec's order, with where each leads. */
export interface Shortcut {
  key: string;
  path?: string;
  /** Opens the customer-service address of the public settings instead of a route. */
  external?: 'customerService';
  Icon: ComponentType;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'financial', path: '/taoliOrder', Icon: PayCircleOutline },
  { key: 'aiArbitrage', path: '/taolilicai', Icon: PieOutline },
  { key: 'miningPool', path: '/kuangchi', Icon: AppstoreOutline },
  { key: 'debt', path: '/zhaiquan', Icon: FileOutline },
  { key: 'lending', path: '/jiedai', Icon: BankcardOutline },
  { key: 'options', path: '/heyue?tab=second', Icon: HistogramOutline },
  { key: 'recharge', path: '/chongzhi', Icon: ReceiptOutline },
  { key: 'fastTrade', path: '/shandui', Icon: LoopOutline },
  { key: 'contest', path: '/bisai', Icon: StarOutline },
  // Live chat has no route in the spec: it opens the server's customer-service link.
  { key: 'liveChat', external: 'customerService', Icon: MessageOutline },
];
