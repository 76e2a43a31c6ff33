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
import { routeWith, routes } from '../../lib/route-paths.ts';

/** The home shortcuts of SPEC.md section 2, in the spec's order, with where each leads. */
export interface Shortcut {
  key: string;
  path: string;
  Icon: ComponentType;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'financial', path: routes.investmentOrders, Icon: PayCircleOutline },
  { key: 'aiArbitrage', path: routes.arbitrage, Icon: PieOutline },
  { key: 'miningPool', path: routes.miningPool, Icon: AppstoreOutline },
  { key: 'debt', path: routes.bonds, Icon: FileOutline },
  { key: 'lending', path: routes.loanAccount, Icon: BankcardOutline },
  { key: 'options', path: routeWith(routes.contract, { tab: 'second' }), Icon: HistogramOutline },
  { key: 'recharge', path: routes.recharge, Icon: ReceiptOutline },
  { key: 'fastTrade', path: routes.fastTrade, Icon: LoopOutline },
  { key: 'contest', path: routes.competition, Icon: StarOutline },
  // The in-app support chat (issue 16); its path is ours, the spec gives none.
  { key: 'liveChat', path: routes.liveChat, Icon: MessageOutline },
];
