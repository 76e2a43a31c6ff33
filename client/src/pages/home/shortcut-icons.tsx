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

/**
 * A shortcut's label under its icon. A label may give its own lines ("\n"), shown as written and
 * never broken further: the Thai "AI arbitrage" is "AI" over อาร์บิทราจ, a loanword the
 * browser's Thai dictionary does not know and broke anywhere inside (อาร์|บิ|ทราจ) when left
 * to wrap. Thai has no spaces between words, so no CSS rule finds that word's ends.
 */
export function ShortcutLabel({ text }: { text: string }) {
  return <span className={text.includes('\n') ? 'shortcut__label shortcut__label--lines' : 'shortcut__label'}>{text}</span>;
}
